import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { StrapiClient } from '../../../runtime/content'
import { checkSupportRequest, hasProblems, type SupportRequestData, type SupportRequestProblems } from '../../support/checkSupportRequest'
import { checkOrigin } from '../auth/checkOrigin'
import type { BotCheck } from '../botProtection/BotCheckFailure'
import { apiError } from '../http/apiError'
import { clientAddress, clientAddressHeaders } from '../http/clientAddress'
import { logLine } from '../http/logLine'
import { visitorLocale, visitorMessages } from '../http/visitorLocale'

/** Strapi's route for the messages, under its REST prefix (cms/src/supportRequests.js). */
export const SUPPORT_REQUESTS_PATH = 'stratum/support-requests'

/** Options of createSupportRequestApp. */
export interface SupportRequestAppOptions {
  /** The client of Strapi the message is relayed with. */
  strapi: StrapiClient
  /** The bot check the register form uses (ALTCHA or Turnstile); null when BOT_PROTECTION=off. */
  botCheck: BotCheck | null
  /** PROXY_SECRET: Strapi keeps a message only with it; without it nothing can be sent. */
  proxySecret?: string | undefined
  /** The proxies in front of the site (TRUST_PROXY), for the visitor's address. */
  trustProxy?: number | undefined
  /** Where a message that could not be kept is reported (default: a log line). */
  warn?: (message: string) => void
}

/** A 400 in Strapi's error shape with each problem at its field (`details.errors[].path`), as the form reads it. */
function problemsResponse(c: Context, problems: SupportRequestProblems): Response {
  const errors = Object.entries(problems).map(([field, message]) => ({ path: field === 'form' ? [] : [field], message, name: 'ValidationError' }))
  const message = errors.length === 1 ? errors[0]!.message : `${errors.length} problems: check the form and try again`
  const body = apiError(400, 'ValidationError', message)
  return c.json({ ...body, error: { ...body.error, details: { errors } } }, 400)
}

const notSent = (c: Context) => c.json(apiError(503, 'ServiceUnavailableError', visitorMessages(c).support.problems.notSent), 503)

/**
 * POST /api/support/requests: the contact form the support chat's links open when no chat provider is configured
 * (SPEC §4 Support chat), checked as the register form's registration is: same-site request, a body under 32 KB, the
 * fields against the generated validator of schemas/content/support-request.schema.json (the one the browser ran),
 * then the bot check, single use. Only then is the message relayed to Strapi (cms/src/supportRequests.js) with
 * PROXY_SECRET and the visitor's address, and kept as a support request. When it cannot be kept (no secret, Strapi
 * down, the bot check's store unreachable) the answer is 503 and the form keeps what was typed. The problems are in
 * the visitor's language (Accept-Language, visitorLocale). Mount at `/api/support`.
 */
export function createSupportRequestApp({ strapi, botCheck, proxySecret, trustProxy, warn = (msg) => logLine({ level: 'warn', msg }) }: SupportRequestAppOptions): Hono {
  const app = new Hono()
  app.use('/requests', visitorLocale())
  app.use('/requests', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })
  app.use('/requests', checkOrigin())
  app.use('/requests', bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json(apiError(413, 'PayloadTooLargeError', 'The request body is too large'), 413) }))
  app.post('/requests', async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json(apiError(400, 'ValidationError', 'The request body must be a JSON object'), 400)
    }
    const messages = visitorMessages(c)
    const problems = checkSupportRequest(body, { requireBotCheck: botCheck !== null, words: messages.support.checks })
    if (hasProblems(problems)) return problemsResponse(c, problems)
    if (!proxySecret) {
      // checked before the bot check: an answer spent on a message that cannot be kept would be lost
      warn('support request not sent: PROXY_SECRET is not set, and Strapi keeps support requests only from the site')
      return notSent(c)
    }
    const { name, email, message, page, botCheck: answer } = body as SupportRequestData
    if (botCheck) {
      const check = await botCheck.verify(answer, { remoteIp: clientAddress(c, trustProxy) })
      if (!check.ok) return check.status === 503 ? notSent(c) : problemsResponse(c, { botCheck: check.reason === 'missing' ? messages.support.checks.botCheck : messages.botCheck.failures[check.reason] })
    }
    try {
      const headers = { 'x-proxy-secret': proxySecret, ...clientAddressHeaders(c, { proxySecret, trustProxy }) }
      await strapi.create(SUPPORT_REQUESTS_PATH, { name, email, message, ...(page === undefined ? {} : { page }) }, undefined, { headers })
    } catch (error) {
      warn(`support request not sent: Strapi did not take it (${error instanceof Error ? error.message : String(error)})`)
      return notSent(c)
    }
    return c.json({ data: { sent: true } }, 201)
  })
  return app
}
