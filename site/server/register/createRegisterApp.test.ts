import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStrapiClient } from '../../../runtime/content'
import { sendJson, startTestServer, type TestServer } from '../../../runtime/testing/startTestServer'
import { MESSAGES } from '../../i18n/messages'
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../sessionCookies'
import { botCheckFailure, type BotCheck } from '../botProtection/BotCheckFailure'
import { createAltcha } from '../botProtection/createAltcha'
import { createRegisterApp } from './createRegisterApp'

// POST /register against a stub Strapi: a real HTTP server answering like Strapi 5's users-permissions plugin.

const SITE = 'http://127.0.0.1:3000'
const USER = { id: 9, documentId: 'u9', username: 'amelia', email: 'amelia@example.test' }
const JWT = 'header.payload.signature'
const form = { username: 'amelia', email: 'amelia@example.test', password: 'correct horse battery', passwordConfirmation: 'correct horse battery', acceptTerms: true, botCheck: 'pass' }
const passing: BotCheck = { verify: async (answer) => (answer === 'pass' ? { ok: true } : botCheckFailure('forged')) }

let strapi: TestServer
const registrations = () => strapi.requests.filter((r) => r.url === '/api/auth/local/register')
const appWith = (botCheck: BotCheck | null): Hono => createRegisterApp({ strapi: createStrapiClient({ url: strapi.url, timeout: 2000 }), botCheck })

beforeAll(async () => {
  strapi = await startTestServer()
})
afterAll(() => strapi.close())
beforeEach(() => {
  strapi.requests.length = 0
  strapi.handle((request, response) => {
    const body = JSON.parse(request.body) as { email?: string }
    if (body.email === 'taken@example.test') {
      return sendJson(response, 400, { data: null, error: { status: 400, name: 'ApplicationError', message: 'Email or Username are already taken', details: {} } })
    }
    sendJson(response, 200, { jwt: JWT, user: USER })
  })
})

function post(app: Hono, body: unknown, headers: Record<string, string> = { origin: SITE }) {
  return app.request(`${SITE}/register`, { method: 'POST', headers: { 'content-type': 'application/json', host: '127.0.0.1:3000', ...headers }, body: JSON.stringify(body) })
}

describe('POST /api/auth/register', () => {
  it('registers with Strapi using username, email and password only, and signs the visitor in with an httpOnly cookie', async () => {
    const response = await post(appWith(passing), form)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ user: USER })
    expect(JSON.parse(registrations()[0]!.body)).toEqual({ username: 'amelia', email: 'amelia@example.test', password: 'correct horse battery' })
    const cookies = response.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/HttpOnly/)
    expect(cookies.find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=1`))).toBeDefined()
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('passes PROXY_SECRET on to Strapi, which takes registrations from the site alone, even with no visitor address', async () => {
    // app.request has no socket: the site knows no address to vouch for, and the secret must go all the same
    const app = createRegisterApp({ strapi: createStrapiClient({ url: strapi.url, timeout: 2000 }), botCheck: passing, proxySecret: 'shared-secret' })
    expect((await post(app, form)).status).toBe(200)
    expect(registrations()[0]!.headers['x-proxy-secret']).toBe('shared-secret')
    expect(registrations()[0]!.headers['x-client-ip']).toBeUndefined()
  })

  it('refuses a cross-site request before reading it', async () => {
    const response = await post(appWith(passing), form, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(registrations()).toHaveLength(0)
  })

  it('checks the fields with the form’s own validator and answers each problem at its field, Strapi untouched', async () => {
    const response = await post(appWith(passing), { ...form, email: 'amelia@', passwordConfirmation: 'nope' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { details: { errors: { path: string[]; message: string }[] } } }
    expect(body.error.details.errors).toEqual([
      { path: ['email'], message: 'Enter an email address like name@example.com.', name: 'ValidationError' },
      { path: ['passwordConfirmation'], message: 'The passwords do not match.', name: 'ValidationError' },
    ])
    expect(registrations()).toHaveLength(0)
  })

  it('refuses extra fields, so nothing but the form reaches Strapi', async () => {
    const response = await post(appWith(passing), { ...form, role: 1 })
    expect(response.status).toBe(400)
    expect(registrations()).toHaveLength(0)
  })

  it('refuses a missing or failed bot check with its message at the check, Strapi untouched', async () => {
    const missing = await post(appWith(passing), { ...form, botCheck: undefined })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(await missing.json())).toContain('"path":["botCheck"]')
    const failed = await post(appWith(passing), { ...form, botCheck: 'forged' })
    expect(failed.status).toBe(400)
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe('The robot check could not be verified. Please complete it again.')
    expect(registrations()).toHaveLength(0)
  })

  it('spends a real ALTCHA payload once: the replay is refused before Strapi', async () => {
    const altcha = createAltcha({ hmacKey: 'test-hmac-key-0123456789', work: { algorithm: 'PBKDF2/SHA-256', cost: 10, minCounter: 5, maxCounter: 50 } })
    const challenge = await altcha.challenge()
    const solution = await solveChallenge({ challenge, deriveKey })
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const app = appWith(altcha)
    expect((await post(app, { ...form, botCheck: payload })).status).toBe(200)
    const replay = await post(app, { ...form, email: 'other@example.test', botCheck: payload })
    expect(replay.status).toBe(400)
    expect(((await replay.json()) as { error: { message: string } }).error.message).toContain('already used')
    expect(registrations()).toHaveLength(1)
  })

  it('answers Strapi’s refusal in the site’s words beside its field, and signs nobody in', async () => {
    const response = await post(appWith(passing), { ...form, email: 'taken@example.test' })
    expect(response.status).toBe(400)
    const message = 'An account with this email address or username already exists. Sign in instead, or choose another.'
    expect(await response.json()).toEqual({ data: null, error: { status: 400, name: 'ApplicationError', message, details: { reason: 'taken', errors: [{ path: ['email'], message, name: 'ApplicationError' }] } } })
    expect(response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Max-Age=0/)
  })

  it('answers in the language the page sends as Accept-Language', async () => {
    const taken = await post(appWith(passing), { ...form, email: 'taken@example.test' }, { origin: SITE, 'accept-language': 'de-DE' })
    expect((await taken.json()).error.details.errors).toEqual([{ path: ['email'], message: MESSAGES['de-DE']!.register.problems.taken, name: 'ApplicationError' }])
    const short = await post(appWith(passing), { ...form, password: 'short', passwordConfirmation: 'short' }, { origin: SITE, 'accept-language': 'de-DE' })
    expect((await short.json()).error.details.errors).toEqual([{ path: ['password'], message: 'Ihr Passwort muss mindestens 8 Zeichen lang sein.', name: 'ValidationError' }])
    const forged = await post(appWith(passing), { ...form, botCheck: 'forged' }, { origin: SITE, 'accept-language': 'de-DE' })
    expect((await forged.json()).error.message).toBe(MESSAGES['de-DE']!.botCheck.failures.forged)
  })

  it('needs no bot check when bot protection is off', async () => {
    expect((await post(appWith(null), { ...form, botCheck: undefined })).status).toBe(200)
  })
})

describe('the site server', () => {
  it('answers POST /api/auth/register with this registration, ahead of the other auth endpoints, and hands out ALTCHA challenges', async () => {
    const { testApp } = await import('../http/testing')
    const app = testApp()
    const response = await app.request('http://127.0.0.1:3000/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: '127.0.0.1:3000', origin: SITE },
      body: JSON.stringify({ ...form, botCheck: undefined }),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('"path":["botCheck"]')
    const challenge = await app.request('http://127.0.0.1:3000/api/altcha/challenge')
    expect(challenge.status).toBe(200)
    expect(await challenge.json()).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' } })
  })
})
