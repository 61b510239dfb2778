import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createStrapiClient, isContentServiceError, type StrapiAuthResponse, type StrapiCallInit, type StrapiClient } from '../../../runtime/content'
import type { SiteConfig } from '../config'
import { apiError } from '../http/apiError'
import { clientAddressHeaders } from '../http/clientAddress'
import { secureCookies } from '../http/secureCookies'
import { checkOrigin } from './checkOrigin'
import { relayError } from './relayError'
import { safeRedirectPath } from './safeRedirectPath'
import { clearSession, readSession, writeSession } from './sessionCookie'

/** Options of createAuthApp. */
export interface AuthAppOptions {
  config: Pick<SiteConfig, 'strapiUrl' | 'strapiTimeout'> & Partial<Pick<SiteConfig, 'proxySecret' | 'trustProxy'>>
  /** The Strapi client; default one for config.strapiUrl (tests pass a stub server's). */
  strapi?: StrapiClient
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

/** Signs the visitor in with what Strapi answered: the JWT into the cookie, the user (never the JWT) to the page. */
function signIn(c: Context, answer: StrapiAuthResponse): Response {
  if (typeof answer?.jwt !== 'string' || answer.jwt === '') {
    // e.g. registration with email confirmation on: an account, but no session yet
    clearSession(c)
    return c.json({ user: answer?.user ?? null })
  }
  writeSession(c, answer.jwt)
  return c.json({ user: answer.user })
}

/**
 * The site server's auth endpoints (issue 5 Session, runtime/machines AUTH_ENDPOINTS): the server calls Strapi,
 * keeps the JWT in an httpOnly cookie and answers with the user only. Mount at `/api/auth`.
 */
export function createAuthApp({ config, strapi = createStrapiClient({ url: config.strapiUrl, timeout: config.strapiTimeout }) }: AuthAppOptions): Hono {
  const app = new Hono()

  // every answer depends on the visitor's session: never stored by a shared cache
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
    c.header('Vary', 'Cookie')
  })
  app.use('*', checkOrigin())
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(apiError(413, 'PayloadTooLargeError', 'The request body is too large'), 413) }))

  // each call Strapi limits per caller carries the visitor's address (clientAddress.ts)
  const asVisitor = (c: Context) => ({ headers: clientAddressHeaders(c, config) })
  const authPost = (path: string, call: (body: Json, init: StrapiCallInit) => Promise<StrapiAuthResponse>) =>
    app.post(path, async (c) => {
      const body = await readBody(c)
      if (body instanceof Response) return body
      // SPEC §4: login, registration and password reset each replace any existing token: the new one, or none
      try {
        return signIn(c, await call(body, asVisitor(c)))
      } catch (error) {
        clearSession(c)
        return relayError(c, error)
      }
    })

  authPost('/login', (body, init) => strapi.login({ identifier: String(body.identifier ?? ''), password: String(body.password ?? '') }, init))
  // only the account's own fields reach Strapi: nothing a visitor adds (role, confirmed ...) is ever assigned
  authPost('/register', (body, init) => strapi.register({ username: String(body.username ?? ''), email: String(body.email ?? ''), password: String(body.password ?? '') }, init))
  authPost('/reset-password', (body, init) =>
    strapi.resetPassword({ code: String(body.code ?? ''), password: String(body.password ?? ''), passwordConfirmation: String(body.passwordConfirmation ?? '') }, init),
  )

  app.post('/logout', (c) => {
    clearSession(c)
    return c.body(null, 204)
  })

  app.get('/me', async (c) => {
    const token = readSession(c)
    if (!token) {
      clearSession(c)
      return c.json(apiError(401, 'UnauthorizedError', 'Not signed in'), 401)
    }
    try {
      return c.json((await strapi.fetchUser(undefined, { token })) as object)
    } catch (error) {
      // SPEC §4: a failed user load clears the token (an expired or revoked JWT)
      if (isContentServiceError(error, 401) || isContentServiceError(error, 403)) clearSession(c)
      return relayError(c, error)
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

  // Strapi sends the browser back here with the provider's access_token; Strapi exchanges it for a JWT
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
      writeSession(c, answer.jwt)
      return c.redirect(safeRedirectPath(flow), 302)
    } catch (error) {
      clearSession(c)
      return relayError(c, error)
    }
  })

  return app
}
