import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createStrapiClient, isContentServiceError, type StrapiAuthResponse, type StrapiCallInit, type StrapiClient } from '../../../runtime/content'
import { checkEmail, checkPasswordChange, checkPasswordReset, checkSignIn, hasAccountProblems, type AccountCheck } from '../../account/checkAccountForms'
import type { SiteConfig } from '../config'
import type { BotCheck } from '../botProtection/BotCheckFailure'
import { apiError } from '../http/apiError'
import { clientAddressHeaders } from '../http/clientAddress'
import { secureCookies } from '../http/secureCookies'
import { visitorLocale, visitorMessages } from '../http/visitorLocale'
import { checkOrigin } from './checkOrigin'
import { createSessionRefresher, SessionEndedError } from './createSessionRefresher'
import { fieldProblems } from './fieldProblems'
import { relayError } from './relayError'
import { safeRedirectPath } from './safeRedirectPath'
import { accountRefusals } from './strapiRefusals'
import { clearSession, writeSession } from './sessionCookie'
import { verifyBotCheck } from './verifyBotCheck'

/** Options of createAuthApp. */
export interface AuthAppOptions {
  config: Pick<SiteConfig, 'strapiUrl' | 'strapiTimeout'> & Partial<Pick<SiteConfig, 'proxySecret' | 'trustProxy'>>
  /** The Strapi client; default one for config.strapiUrl (tests pass a stub server's). */
  strapi?: StrapiClient
  /** The register form's bot check, asked of every form that checks a password or sends mail; null when off. */
  botCheck?: BotCheck | null
}

/** Marks a social sign-in this site started, and where to return; checked by the callback (no login CSRF). */
const FLOW_COOKIE = 'stratum-auth-flow'
const FLOW_MAX_AGE = 10 * 60
const PROVIDER = /^[a-z0-9][a-z0-9_-]{0,39}$/

type Json = Record<string, unknown>

async function readBody(c: Context): Promise<Json | Response> {
  try {
    const body: unknown = await c.req.json()
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Json
  } catch {
    // not JSON: answered below
  }
  return c.json(apiError(400, 'ValidationError', 'The request body must be a JSON object'), 400)
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

/** Signs the visitor in with what Strapi answered: the tokens into the cookies, the user (never a token) to the page. */
function signIn(c: Context, answer: StrapiAuthResponse): Response {
  if (typeof answer?.jwt !== 'string' || answer.jwt === '') {
    // e.g. registration with email confirmation on: an account, but no session yet
    clearSession(c)
    return c.json({ user: answer?.user ?? null })
  }
  writeSession(c, { jwt: answer.jwt, refreshToken: answer.refreshToken })
  return c.json({ user: answer.user })
}

const notSignedIn = (c: Context) => c.json(apiError(401, 'UnauthorizedError', visitorMessages(c).account.problems.notSignedIn), 401)

/** Strapi's failure in the visitor's words (relayError). */
function relay(c: Context, error: unknown): Response {
  const messages = visitorMessages(c)
  return relayError(c, error, accountRefusals(messages), messages.account.problems)
}

/**
 * The site server's auth endpoints (SPEC §4 Session, §7; runtime/machines AUTH_ENDPOINTS): the server calls Strapi,
 * keeps the access and refresh tokens in httpOnly cookies, refreshes the first when it expires, and answers with the
 * user only. Every form that checks a password or sends mail passes the register form's bot check first; the rate
 * limit is app.ts's. Mount at `/api/auth`.
 */
export function createAuthApp({ config, strapi = createStrapiClient({ url: config.strapiUrl, timeout: config.strapiTimeout }), botCheck = null }: AuthAppOptions): Hono {
  const app = new Hono()
  const { withSession } = createSessionRefresher({ strapi })

  // the forms' problems and Strapi's refusals in the page's language
  app.use('*', visitorLocale())
  // every answer depends on the visitor's session: never stored by a shared cache
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
    c.header('Vary', 'Cookie')
  })
  app.use('*', checkOrigin())
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(apiError(413, 'PayloadTooLargeError', 'The request body is too large'), 413) }))

  // each call Strapi limits per caller carries the visitor's address (clientAddress.ts)
  const asVisitor = (c: Context): StrapiCallInit => ({ headers: clientAddressHeaders(c, config) })
  // the calls Strapi takes from the site alone (cms/src/middlewares/register-from-site.js)
  const fromSite = (c: Context): StrapiCallInit => ({ headers: { ...(config.proxySecret ? { 'x-proxy-secret': config.proxySecret } : {}), ...clientAddressHeaders(c, config) } })

  /** A form's POST: the body, its checks, the bot check, then the action. */
  const form = (path: string, check: AccountCheck, action: (c: Context, body: Json) => Promise<Response>) =>
    app.post(path, async (c) => {
      const body = await readBody(c)
      if (body instanceof Response) return body
      const problems = check(body, visitorMessages(c).account.checks)
      if (hasAccountProblems(problems)) return fieldProblems(c, problems)
      const refused = await verifyBotCheck(c, body, botCheck, config.trustProxy)
      if (refused) return refused
      return action(c, body)
    })

  // SPEC §4: login and password reset each replace any existing token: the new one, or none
  const authPost = (path: string, check: AccountCheck, call: (body: Json, init: StrapiCallInit) => Promise<StrapiAuthResponse>) =>
    form(path, check, async (c, body) => {
      try {
        return signIn(c, await call(body, asVisitor(c)))
      } catch (error) {
        clearSession(c)
        return relay(c, error)
      }
    })

  authPost('/login', checkSignIn, (body, init) => strapi.login({ identifier: str(body.identifier).trim(), password: str(body.password) }, init))
  authPost('/reset-password', checkPasswordReset, (body, init) =>
    strapi.resetPassword({ code: str(body.code), password: str(body.password), passwordConfirmation: str(body.passwordConfirmation) }, init),
  )

  // The mails: the answer never tells whether the address has an account. Only what does not depend on it passes
  // through: the rate limit, and Strapi out of reach. A mail Strapi could not send (its 500 for a known address)
  // goes to the log.
  const mailPost = (path: string, send: (email: string, init: StrapiCallInit) => Promise<unknown>) =>
    form(path, checkEmail, async (c, body) => {
      try {
        await send(str(body.email).trim(), fromSite(c))
      } catch (error) {
        if (!isContentServiceError(error) || error.reason !== 'http' || error.status === 429) return relay(c, error)
        console.error(JSON.stringify({ level: 'error', msg: 'account mail refused', path: c.req.path, status: error.status }))
      }
      return c.json({ ok: true })
    })
  mailPost('/forgot-password', (email, init) => strapi.forgotPassword({ email }, init))
  mailPost('/send-email-confirmation', (email, init) => strapi.sendEmailConfirmation({ email }, init))

  // Strapi ends every other session of the account and starts a new one: the new tokens replace the cookies
  form('/change-password', checkPasswordChange, async (c, body) => {
    const change = { currentPassword: str(body.currentPassword), password: str(body.password), passwordConfirmation: str(body.passwordConfirmation) }
    try {
      const answer = (await withSession(c, asVisitor(c), (token) => strapi.changePassword(change, { ...asVisitor(c), token }))) as StrapiAuthResponse
      return signIn(c, answer)
    } catch (error) {
      if (error instanceof SessionEndedError) return notSignedIn(c)
      return relay(c, error)
    }
  })

  // SPEC §4: logout clears token and user; Strapi ends the session, so a copy of the cookies is worth nothing after
  app.post('/logout', async (c) => {
    try {
      await withSession(c, asVisitor(c), (token, tokens) => strapi.logout(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}, { ...asVisitor(c), token }))
    } catch (error) {
      // an ended session is already signed out; an outage keeps the cookies: the session still lives in Strapi
      if (!(error instanceof SessionEndedError)) return relay(c, error)
    }
    clearSession(c)
    return c.body(null, 204)
  })

  app.get('/me', async (c) => {
    try {
      return c.json((await withSession(c, asVisitor(c), (token) => strapi.fetchUser(undefined, { token }))) as object)
    } catch (error) {
      // SPEC §4: a failed user load clears the token (an expired or revoked session)
      if (error instanceof SessionEndedError) return notSignedIn(c)
      if (isContentServiceError(error, 403)) clearSession(c)
      return relay(c, error)
    }
  })

  // SPEC §7: social login sends the browser to {strapi url}/connect/{provider}
  app.get('/connect/:provider', (c) => {
    const provider = c.req.param('provider')
    if (!PROVIDER.test(provider)) return c.json(apiError(404, 'NotFoundError', 'Unknown sign-in provider'), 404)
    setCookie(c, FLOW_COOKIE, safeRedirectPath(c.req.query('redirect')), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureCookies(c.req.url),
      maxAge: FLOW_MAX_AGE,
    })
    return c.redirect(strapi.getProviderAuthenticationUrl(provider), 302)
  })

  // Strapi sends the browser back here with the provider's access_token; Strapi exchanges it for a session
  app.get('/callback/:provider', async (c) => {
    const provider = c.req.param('provider')
    const accessToken = c.req.query('access_token')
    const flow = getCookie(c, FLOW_COOKIE)
    if (flow === undefined) return c.json(apiError(403, 'ForbiddenError', 'This sign-in was not started on this site'), 403)
    deleteCookie(c, FLOW_COOKIE, { path: '/api/auth', secure: secureCookies(c.req.url) })
    if (!PROVIDER.test(provider)) return c.json(apiError(404, 'NotFoundError', 'Unknown sign-in provider'), 404)
    if (!accessToken) return c.json(apiError(400, 'ValidationError', 'access_token is missing'), 400)
    try {
      const answer = await strapi.authCallback(provider, accessToken, asVisitor(c))
      if (typeof answer?.jwt !== 'string' || answer.jwt === '') throw new Error(`Strapi's ${provider} callback returned no jwt`)
      writeSession(c, { jwt: answer.jwt, refreshToken: answer.refreshToken })
      return c.redirect(safeRedirectPath(flow), 302)
    } catch (error) {
      clearSession(c)
      return relay(c, error)
    }
  })

  return app
}
