import type { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStrapiClient } from '../../../runtime/content'
import { freePort } from '../../../runtime/testing/freePort'
import { sendJson, startTestServer, type TestServer } from '../../../runtime/testing/startTestServer'
import { REFRESH_COOKIE, SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../sessionCookies'
import { createAuthApp } from './createAuthApp'

// The auth routes against a stub Strapi: a real HTTP server answering like Strapi 5's users-permissions plugin.

const SITE = 'http://127.0.0.1:3000'
const USER = { id: 7, documentId: 'u7', username: 'ada', email: 'ada@example.test' }
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** Access tokens as Strapi's session manager makes them: only their expiry is read here (the site never verifies). */
const JWT = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ userId: '7', sessionId: 's1', type: 'access', exp: 4102444800 })}.signature`
const EXPIRED = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ userId: '7', sessionId: 's0', type: 'access', exp: 1 })}.signature`
const NEW_JWT = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ userId: '7', sessionId: 's2', type: 'access', exp: 4102444800 })}.signature`

let strapi: TestServer
let app: Hono

beforeAll(async () => {
  strapi = await startTestServer()
  app = createAuthApp({ config: { strapiUrl: strapi.url, strapiTimeout: 2000 } })
})
afterAll(() => strapi.close())

beforeEach(() => {
  strapi.requests.length = 0
  strapi.handle((request, response) => {
    const path = request.url.split('?')[0]
    if (request.method === 'POST' && path === '/api/auth/local') {
      const body = JSON.parse(request.body) as { password?: string }
      if (body.password === 'Correct-horse-9') return sendJson(response, 200, { jwt: JWT, user: USER })
      return sendJson(response, 400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: {} } })
    }
    if (request.method === 'POST' && path === '/api/auth/refresh') {
      const body = JSON.parse(request.body) as { refreshToken?: string }
      if (body.refreshToken === 'refresh-1') return sendJson(response, 200, { jwt: NEW_JWT, refreshToken: 'refresh-2' })
      return sendJson(response, 401, { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Invalid refresh token', details: {} } })
    }
    if (request.method === 'POST' && path === '/api/auth/logout') {
      if (request.headers.authorization === `Bearer ${JWT}` || request.headers.authorization === `Bearer ${NEW_JWT}`) return sendJson(response, 200, { ok: true })
      return sendJson(response, 401, { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing authentication', details: {} } })
    }
    if (request.method === 'POST' && path === '/api/auth/forgot-password') {
      // Strapi before the site's hardening: fine for an unknown address, a failed mail for a known one
      const body = JSON.parse(request.body) as { email?: string }
      if (body.email === 'ada@example.test') return sendJson(response, 500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} } })
      return sendJson(response, 200, { ok: true })
    }
    if (request.method === 'POST' && path === '/api/auth/reset-password') return sendJson(response, 200, { jwt: JWT, user: USER })
    if (path === '/api/users/me') {
      if (request.headers.authorization === `Bearer ${JWT}` || request.headers.authorization === `Bearer ${NEW_JWT}`) return sendJson(response, 200, USER)
      return sendJson(response, 401, { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} } })
    }
    if (path === '/api/auth/github/callback') return sendJson(response, 200, { jwt: JWT, user: USER })
    return sendJson(response, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } })
  })
})

function post(path: string, body: unknown, headers: Record<string, string> = { origin: SITE }, site = SITE) {
  return app.request(`${site}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', host: new URL(site).host, ...headers }, body: JSON.stringify(body) })
}

function get(path: string, headers: Record<string, string> = {}, site = SITE) {
  return app.request(`${site}${path}`, { headers: { host: new URL(site).host, ...headers } })
}

/** Set-Cookie lines by cookie name. */
function cookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.split('=')[0]!, line]))
}

describe('POST /login', () => {
  it('keeps the JWT in an httpOnly, SameSite=Lax cookie for the whole site and answers with the user only', async () => {
    const response = await post('/login', { identifier: 'ada@example.test', password: 'Correct-horse-9' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ user: USER })
    expect(JSON.stringify(body)).not.toContain(JWT)
    const session = cookies(response)[SESSION_COOKIE]!
    expect(session).toContain(`${SESSION_COOKIE}=${encodeURIComponent(JWT)}`)
    expect(session).toMatch(/; HttpOnly/)
    expect(session).toMatch(/; SameSite=Lax/)
    expect(session).toMatch(/; Path=\//)
    expect(session).not.toMatch(/; Secure/)
    // the marker tells the browser a session exists, and holds nothing secret
    expect(cookies(response)[SIGNED_IN_COOKIE]).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1;`))
    expect(cookies(response)[SIGNED_IN_COOKIE]).not.toMatch(/HttpOnly/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(JSON.parse(strapi.requests[0]!.body)).toEqual({ identifier: 'ada@example.test', password: 'Correct-horse-9' })
  })

  it('marks the cookies Secure on any host but localhost and 127.0.0.1', async () => {
    const response = await post('/login', { identifier: 'ada', password: 'Correct-horse-9' }, { origin: 'https://www.lumenhosting.example' }, 'https://www.lumenhosting.example')
    expect(cookies(response)[SESSION_COOKIE]).toMatch(/; Secure/)
    expect(cookies(response)[SIGNED_IN_COOKIE]).toMatch(/; Secure/)
  })

  it("answers Strapi's refusal with its status in the site's words, at the form, and clears any session", async () => {
    const response = await post('/login', { identifier: 'ada', password: 'wrong' })
    expect(response.status).toBe(400)
    const message = 'That email address or username and password do not match an account. Check both and try again.'
    expect(await response.json()).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message, details: { reason: 'invalidCredentials', errors: [{ path: [], message, name: 'ValidationError' }] } },
    })
    expect(cookies(response)[SESSION_COOKIE]).toMatch(/Max-Age=0/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers in the language the page sends as Accept-Language, and in English for one the site does not speak', async () => {
    const german = await post('/login', { identifier: 'ada', password: 'wrong' }, { origin: SITE, 'accept-language': 'de-DE' })
    expect((await german.json()).error.message).toBe('E-Mail-Adresse bzw. Benutzername und Passwort passen zu keinem Kundenkonto. Bitte prüfen Sie beides und versuchen Sie es erneut.')
    expect(german.headers.get('vary')).toBe('Cookie, Accept-Language')
    // a browser's own preference, a language with no region: still German
    const checks = await post('/login', { identifier: '' }, { origin: SITE, 'accept-language': 'de;q=0.9, en;q=0.5' })
    expect((await checks.json()).error.details.errors).toEqual([
      { path: ['identifier'], message: 'Bitte geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein.', name: 'ValidationError' },
      { path: ['password'], message: 'Bitte geben Sie Ihr Passwort ein.', name: 'ValidationError' },
    ])
    const japanese = await post('/login', { identifier: 'ada', password: 'wrong' }, { origin: SITE, 'accept-language': 'ja-JP' })
    expect((await japanese.json()).error.message).toBe('That email address or username and password do not match an account. Check both and try again.')
  })

  it("says a refusal the site has no words for in its own words, never Strapi's", async () => {
    strapi.handle((_request, response) => sendJson(response, 400, { data: null, error: { status: 400, name: 'ApplicationError', message: 'Login action is currently disabled', details: {} } }))
    const response = await post('/login', { identifier: 'ada', password: 'wrong' }, { origin: SITE, 'accept-language': 'de-DE' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({ name: 'ApplicationError', message: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.', details: { errors: [{ path: [] }] } })
  })

  it('answers 400 for a body that is not a JSON object, without calling Strapi', async () => {
    const response = await app.request(`${SITE}/login`, { method: 'POST', headers: { origin: SITE, host: '127.0.0.1:3000', 'content-type': 'application/json' }, body: 'not json' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({ status: 400, name: 'ValidationError' })
    expect(strapi.requests).toHaveLength(0)
  })
})

describe("the visitor's address, for Strapi's rate limit", () => {
  /** What @hono/node-server gives a request: the connection, whose remote address is the visitor's. */
  const fromVisitor = { incoming: { socket: { remoteAddress: '203.0.113.9', remotePort: 51000, remoteFamily: 'IPv4' } } }
  const relayed = (app: Hono, path: string, body: unknown) =>
    app.request(`${SITE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', host: '127.0.0.1:3000', origin: SITE }, body: JSON.stringify(body) }, fromVisitor)

  it('goes with every sign-in the site relays, vouched for by PROXY_SECRET', async () => {
    const vouching = createAuthApp({ config: { strapiUrl: strapi.url, strapiTimeout: 2000, proxySecret: 'shared-secret' } })
    expect((await relayed(vouching, '/login', { identifier: 'ada@example.test', password: 'Correct-horse-9' })).status).toBe(200)
    expect((await relayed(vouching, '/reset-password', { code: 'c', password: 'Correct-horse-9', passwordConfirmation: 'Correct-horse-9' })).status).toBe(200)
    expect(strapi.requests).toHaveLength(2)
    for (const request of strapi.requests) expect(request.headers).toMatchObject({ 'x-client-ip': '203.0.113.9', 'x-proxy-secret': 'shared-secret' })
  })

  it('is not sent without the secret: Strapi would not take it', async () => {
    const plain = createAuthApp({ config: { strapiUrl: strapi.url, strapiTimeout: 2000 } })
    expect((await relayed(plain, '/login', { identifier: 'ada@example.test', password: 'Correct-horse-9' })).status).toBe(200)
    expect(strapi.requests[0]!.headers).not.toHaveProperty('x-client-ip')
    expect(strapi.requests[0]!.headers).not.toHaveProperty('x-proxy-secret')
  })
})

describe('the Origin check on state-changing requests', () => {
  it('refuses a request from another site with 403 and never reaches Strapi', async () => {
    const response = await post('/login', { identifier: 'ada', password: 'Correct-horse-9' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect((await response.json()).error).toMatchObject({ status: 403, name: 'ForbiddenError' })
    expect(response.headers.getSetCookie()).toEqual([])
    expect(strapi.requests).toHaveLength(0)
  })

  it('refuses a same-host name on another port, and an opaque origin', async () => {
    expect((await post('/logout', {}, { origin: 'http://127.0.0.1:4000' })).status).toBe(403)
    expect((await post('/logout', {}, { origin: 'null' })).status).toBe(403)
  })

  it('judges by the Referer when the browser sent no Origin, and refuses a request naming neither', async () => {
    expect((await post('/logout', {}, { referer: `${SITE}/about` })).status).toBe(204)
    expect((await post('/logout', {}, { referer: 'https://evil.example/page' })).status).toBe(403)
    expect((await post('/logout', {}, {})).status).toBe(403)
  })

  it('does not let a Referer override a foreign Origin', async () => {
    expect((await post('/logout', {}, { origin: 'https://evil.example', referer: `${SITE}/` })).status).toBe(403)
  })
})

describe('GET /me', () => {
  it("sends the visitor's JWT to Strapi as a bearer token and answers with the user, never shared-cached", async () => {
    const response = await get('/me', { cookie: `${SESSION_COOKIE}=${encodeURIComponent(JWT)}` })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(USER)
    expect(strapi.requests[0]!.headers.authorization).toBe(`Bearer ${JWT}`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toMatch(/Cookie/)
  })

  it('answers 401 without a session, without calling Strapi', async () => {
    const response = await get('/me')
    expect(response.status).toBe(401)
    expect(strapi.requests).toHaveLength(0)
  })

  it('clears the session when Strapi no longer accepts the token', async () => {
    const response = await get('/me', { cookie: `${SESSION_COOKIE}=expired` })
    expect(response.status).toBe(401)
    expect((await response.json()).error.name).toBe('UnauthorizedError')
    expect(cookies(response)[SESSION_COOKIE]).toMatch(/Max-Age=0/)
    expect(cookies(response)[SIGNED_IN_COOKIE]).toMatch(/Max-Age=0/)
  })
})

describe('session refresh', () => {
  it('trades an expired access token for a new one without the visitor noticing, and keeps the new tokens', async () => {
    const response = await get('/me', { cookie: `${SESSION_COOKIE}=${EXPIRED}; ${REFRESH_COOKIE}=refresh-1` })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(USER)
    expect(cookies(response)[SESSION_COOKIE]).toContain(NEW_JWT)
    expect(cookies(response)[REFRESH_COOKIE]).toMatch(/^stratum-refresh=refresh-2;.*HttpOnly/)
    expect(cookies(response)[REFRESH_COOKIE]).toMatch(/Path=\/api\/auth/)
    expect(strapi.requests.find((request) => request.url === '/api/users/me')!.headers.authorization).toBe(`Bearer ${NEW_JWT}`)
  })

  it('shares one refresh between requests that find the same expired token at once', async () => {
    const cookie = { cookie: `${SESSION_COOKIE}=${EXPIRED}; ${REFRESH_COOKIE}=refresh-1` }
    const answers = await Promise.all([get('/me', cookie), get('/me', cookie)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(strapi.requests.filter((request) => request.url === '/api/auth/refresh')).toHaveLength(1)
  })

  it('signs the visitor out when the session was ended (sign-out, password change): 401, cookies cleared', async () => {
    const response = await get('/me', { cookie: `${SESSION_COOKIE}=${EXPIRED}; ${REFRESH_COOKIE}=revoked` })
    expect(response.status).toBe(401)
    expect(cookies(response)[SESSION_COOKIE]).toMatch(/Max-Age=0/)
    expect(cookies(response)[REFRESH_COOKIE]).toMatch(/Max-Age=0/)
  })
})

describe('account mail', () => {
  it('answers the same for a known and an unknown address', async () => {
    const known = await post('/forgot-password', { email: 'ada@example.test' })
    const unknown = await post('/forgot-password', { email: 'nobody@example.test' })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.json()).toEqual(await unknown.json())
  })

  it('says in words what is wrong with the address, without calling Strapi', async () => {
    const response = await post('/forgot-password', { email: 'not an address' })
    expect(response.status).toBe(400)
    expect((await response.json()).error.details.errors).toEqual([{ path: ['email'], message: 'Enter an email address like name@example.com.', name: 'ValidationError' }])
    expect(strapi.requests).toHaveLength(0)
  })
})

describe('reset password, logout', () => {
  it('signs in after a password reset', async () => {
    const response = await post('/reset-password', { code: 'abc', password: 'New-horse-10', passwordConfirmation: 'New-horse-10' })
    expect(response.status).toBe(200)
    expect(cookies(response)[SESSION_COOKIE]).toContain(encodeURIComponent(JWT))
  })

  it('logs out by ending the session in Strapi, with its refresh token, and clearing the cookies', async () => {
    const response = await post('/logout', {}, { origin: SITE, cookie: `${SESSION_COOKIE}=${JWT}; ${REFRESH_COOKIE}=refresh-1` })
    expect(response.status).toBe(204)
    const logout = strapi.requests.find((request) => request.url === '/api/auth/logout')!
    expect(logout.headers.authorization).toBe(`Bearer ${JWT}`)
    expect(JSON.parse(logout.body)).toEqual({ refreshToken: 'refresh-1' })
    expect(cookies(response)[REFRESH_COOKIE]).toMatch(/Max-Age=0/)
    expect(cookies(response)[SESSION_COOKIE]).toMatch(/Max-Age=0/)
    expect(cookies(response)[SIGNED_IN_COOKIE]).toMatch(/Max-Age=0/)
  })

  it('answers 502 with a Strapi-shaped body when Strapi cannot be reached', async () => {
    const down = createAuthApp({ config: { strapiUrl: `http://127.0.0.1:${await freePort()}`, strapiTimeout: 500 } })
    const response = await down.request(`${SITE}/login`, {
      method: 'POST',
      headers: { origin: SITE, host: '127.0.0.1:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'ada', password: 'x' }),
    })
    expect(response.status).toBe(502)
    expect((await response.json()).error).toMatchObject({ status: 502, name: 'UnknownError' })
  })
})

describe('social login', () => {
  it("sends the browser to Strapi's connect URL and remembers a same-site return path", async () => {
    const response = await get('/connect/github?redirect=%2Fabout%3Ftab%3D1')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(createStrapiClient({ url: strapi.url }).getProviderAuthenticationUrl('github'))
    expect(cookies(response)['stratum-auth-flow']).toMatch(/^stratum-auth-flow=%2Fabout%3Ftab%3D1;.*HttpOnly/)
  })

  it('exchanges the access token through Strapi, sets the session and returns to the remembered path', async () => {
    const response = await get('/callback/github?access_token=provider-token', { cookie: 'stratum-auth-flow=%2Fabout' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/about')
    expect(strapi.requests[0]!.url).toBe('/api/auth/github/callback?access_token=provider-token')
    expect(cookies(response)[SESSION_COOKIE]).toMatch(/HttpOnly/)
  })

  it('never returns to another site', async () => {
    for (const redirect of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', ' /%2F%2Fevil.example']) {
      const connect = await get(`/connect/github?redirect=${encodeURIComponent(redirect)}`)
      const flow = cookies(connect)['stratum-auth-flow']!.split(';')[0]!.split('=')[1]!
      const callback = await get('/callback/github?access_token=t', { cookie: `stratum-auth-flow=${flow}` })
      expect(callback.headers.get('location'), redirect).toMatch(/^\/(?![/\\])/)
      expect(new URL(callback.headers.get('location')!, SITE).origin, redirect).toBe(SITE)
    }
  })

  it('refuses a callback this site did not start (login CSRF)', async () => {
    const response = await get('/callback/github?access_token=attacker-token')
    expect(response.status).toBe(403)
    expect(strapi.requests).toHaveLength(0)
    expect(response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=attacker`))).toBe(false)
  })
})
