import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { StrapiClient } from '../../../runtime/content'
import { checkRegistration, hasProblems } from '../../../sections/checkRegistration'
import { checkOrigin } from '../auth/checkOrigin'
import { relayError } from '../auth/relayError'
import { fieldProblems } from '../auth/fieldProblems'
import { clearSession, writeSession } from '../auth/sessionCookie'
import type { BotCheck } from '../botProtection/BotCheckFailure'
import { apiError } from '../http/apiError'
import { clientAddress, clientAddressHeaders } from '../http/clientAddress'
import { visitorLocale, visitorMessages } from '../http/visitorLocale'
import { registerRefusals } from '../auth/strapiRefusals'

/** Options of createRegisterApp. */
export interface RegisterAppOptions {
  /** The Strapi client of the auth endpoints. */
  strapi: StrapiClient
  /** The bot check (ALTCHA or Turnstile); null when BOT_PROTECTION=off. */
  botCheck: BotCheck | null
  /**
   * The secret the site shares with Strapi (PROXY_SECRET): Strapi registers no one without it, and takes the visitor's
   * address with it (http/clientAddress.ts).
   */
  proxySecret?: string | undefined
  /** The proxies in front of the site (TRUST_PROXY), for the visitor's address. */
  trustProxy?: number | undefined
}

/**
 * POST /api/auth/register: the register form's registration, checked before anything reaches Strapi,
 * in this order: same-site request (checkOrigin), a body under 32 KB, the fields against the generated validator
 * of schemas/forms/registration.schema.json (the one the browser ran), then the bot check, single use. Only then
 * is Strapi's /auth/local/register called, with username, email and password alone; its JWT goes into the
 * httpOnly session cookie (site/server/auth) and the page gets the user. Every problem, Strapi's refusals included,
 * is in the visitor's language (Accept-Language) at its field. Mount at `/api/auth`, before the other auth endpoints.
 */
export function createRegisterApp({ strapi, botCheck, proxySecret, trustProxy }: RegisterAppOptions): Hono {
  const app = new Hono()
  app.use('/register', visitorLocale())
  app.use('/register', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })
  app.use('/register', checkOrigin())
  app.use('/register', bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json(apiError(413, 'PayloadTooLargeError', 'The request body is too large'), 413) }))

  app.post('/register', async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json(apiError(400, 'ValidationError', 'The request body must be a JSON object'), 400)
    }
    const messages = visitorMessages(c)
    const problems = checkRegistration(body, { requireBotCheck: botCheck !== null, words: messages })
    if (hasProblems(problems)) return fieldProblems(c, problems)
    const { username, email, password, botCheck: answer } = body as { username: string; email: string; password: string; botCheck?: string }

    if (botCheck) {
      const check = await botCheck.verify(answer, { remoteIp: clientAddress(c, trustProxy) })
      if (!check.ok) return fieldProblems(c, { botCheck: messages.botCheck.failures[check.reason] }, check.status)
    }

    // Strapi takes registrations only with the shared secret (cms/src/middlewares/register-from-site.js), so it
    // goes even when there is no visitor's address to vouch for
    const headers = { ...(proxySecret ? { 'x-proxy-secret': proxySecret } : {}), ...clientAddressHeaders(c, { proxySecret, trustProxy }) }
    // SPEC §4: registration replaces any existing token, with the new one or none
    try {
      const answer = await strapi.register({ username, email, password }, { headers })
      if (typeof answer?.jwt !== 'string' || answer.jwt === '') {
        // email confirmation on: Strapi made the account and mailed the link; the session starts at sign-in
        clearSession(c)
        return c.json({ user: answer?.user ?? null, confirmation: 'sent' })
      }
      writeSession(c, { jwt: answer.jwt, refreshToken: answer.refreshToken })
      return c.json({ user: answer.user })
    } catch (error) {
      clearSession(c)
      return relayError(c, error, registerRefusals(messages), { failed: messages.register.problems.failed, unreachable: messages.register.problems.unavailable })
    }
  })
  return app
}
