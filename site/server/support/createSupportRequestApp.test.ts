import type { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStrapiClient } from '../../../runtime/content'
import { sendJson, startTestServer, type TestServer } from '../../../runtime/testing/startTestServer'
import { MESSAGES } from '../../i18n/messages'
import { botCheckFailure, type BotCheck } from '../botProtection/BotCheckFailure'
import { createSupportRequestApp, SUPPORT_REQUESTS_PATH } from './createSupportRequestApp'

// POST /requests against a stub Strapi: a real HTTP server answering as cms/src/supportRequests.js does.

const SITE = 'http://127.0.0.1:3000'
const SECRET = 'shared-secret'
const message = { name: 'Amelia Hughes', email: 'amelia@example.test', message: 'Our checkout shows an error.', page: '/web-hosting', botCheck: 'pass' }
const NOT_SENT = MESSAGES['en-GB']!.support.problems.notSent
const passing: BotCheck = { verify: async (answer) => (answer === 'pass' ? { ok: true } : botCheckFailure(answer ? 'forged' : 'missing')) }

let strapi: TestServer
const relayed = () => strapi.requests.filter((r) => r.url === `/api/${SUPPORT_REQUESTS_PATH}`)
const warnings: string[] = []
const appWith = (options: { botCheck?: BotCheck | null; proxySecret?: string | undefined } = {}): Hono =>
  createSupportRequestApp({
    strapi: createStrapiClient({ url: strapi.url, timeout: 2000 }),
    botCheck: options.botCheck === undefined ? passing : options.botCheck,
    proxySecret: 'proxySecret' in options ? options.proxySecret : SECRET,
    warn: (m) => warnings.push(m),
  })

beforeAll(async () => {
  strapi = await startTestServer()
})
afterAll(() => strapi.close())
beforeEach(() => {
  strapi.requests.length = 0
  warnings.length = 0
  strapi.handle((_request, response) => sendJson(response, 201, { data: { documentId: 'd1' } }))
})

function post(app: Hono, body: unknown, headers: Record<string, string> = { origin: SITE }) {
  return app.request(`${SITE}/requests`, { method: 'POST', headers: { 'content-type': 'application/json', host: '127.0.0.1:3000', ...headers }, body: JSON.stringify(body) })
}
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string; details: { errors?: { path: string[]; message: string }[] } } }).error

describe('POST /api/support/requests', () => {
  it('relays name, email, message and page to Strapi with PROXY_SECRET, and nothing else', async () => {
    const response = await post(appWith(), message)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ data: { sent: true } })
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(JSON.parse(relayed()[0]!.body)).toEqual({ data: { name: 'Amelia Hughes', email: 'amelia@example.test', message: 'Our checkout shows an error.', page: '/web-hosting' } })
    expect(relayed()[0]!.headers['x-proxy-secret']).toBe(SECRET)
  })

  it('refuses a cross-site request before reading it', async () => {
    expect((await post(appWith(), message, { origin: 'https://evil.example' })).status).toBe(403)
    expect(relayed()).toHaveLength(0)
  })

  it('answers each problem at its field, in the words the form shows, Strapi untouched', async () => {
    const response = await post(appWith(), { ...message, name: ' ', email: 'amelia@', message: '' })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).details.errors).toEqual([
      { path: ['name'], message: 'Enter your name.', name: 'ValidationError' },
      { path: ['email'], message: 'Enter an email address like name@example.com.', name: 'ValidationError' },
      { path: ['message'], message: 'Tell us how we can help.', name: 'ValidationError' },
    ])
    expect(relayed()).toHaveLength(0)
  })

  it('answers in the page’s language, sent as Accept-Language, and in English for a language the site does not speak', async () => {
    const empty = { ...message, name: ' ' }
    const german = await post(appWith(), empty, { origin: SITE, 'accept-language': 'de-DE' })
    expect((await errorOf(german)).details.errors).toEqual([{ path: ['name'], message: 'Bitte geben Sie Ihren Namen ein.', name: 'ValidationError' }])
    expect(german.headers.get('Vary')).toContain('Accept-Language')
    const french = await post(appWith(), empty, { origin: SITE, 'accept-language': 'fr-FR, fr;q=0.9' })
    expect((await errorOf(french)).details.errors).toEqual([{ path: ['name'], message: 'Enter your name.', name: 'ValidationError' }])
    const noSecret = await post(appWith({ proxySecret: undefined }), message, { origin: SITE, 'accept-language': 'de' })
    expect(await errorOf(noSecret)).toMatchObject({ message: MESSAGES['de-DE']!.support.problems.notSent })
  })

  it('refuses a missing or failed bot check beside the check, in the contact form’s words', async () => {
    const { botCheck: _, ...unchecked } = message
    const missing = await post(appWith(), unchecked)
    expect(missing.status).toBe(400)
    expect(await errorOf(missing)).toMatchObject({ message: 'Please complete the robot check before sending your message.', details: { errors: [{ path: ['botCheck'] }] } })
    const forged = await post(appWith(), { ...message, botCheck: 'forged' })
    expect(await errorOf(forged)).toMatchObject({ message: 'The robot check could not be verified. Please complete it again.' })
    expect(relayed()).toHaveLength(0)
    // with bot protection off, none is asked for
    expect((await post(appWith({ botCheck: null }), unchecked)).status).toBe(201)
  })

  it('says the message could not be sent when it cannot be kept: no secret, the check’s store or Strapi unreachable', async () => {
    let checked = 0
    const counting: BotCheck = { verify: async () => (checked++, { ok: true }) }
    const noSecret = await post(appWith({ botCheck: counting, proxySecret: undefined }), message)
    expect(noSecret.status).toBe(503)
    expect(await errorOf(noSecret)).toMatchObject({ message: NOT_SENT })
    // the answer is not spent on a message that could not be kept
    expect(checked).toBe(0)
    expect(warnings[0]).toMatch(/PROXY_SECRET/)

    const storeDown = await post(appWith({ botCheck: { verify: async () => botCheckFailure('unavailable') } }), message)
    expect(storeDown.status).toBe(503)
    expect(await errorOf(storeDown)).toMatchObject({ message: NOT_SENT })

    strapi.handle((_request, response) => sendJson(response, 500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} } }))
    const refused = await post(appWith(), message)
    expect(refused.status).toBe(503)
    expect(await errorOf(refused)).toMatchObject({ message: NOT_SENT })
    expect(warnings.at(-1)).toMatch(/Strapi did not take it/)
  })

  it('takes no body over 32 KB, and no body that is not JSON', async () => {
    expect((await post(appWith(), { ...message, message: 'x'.repeat(40_000) })).status).toBe(413)
    const response = await appWith().request(`${SITE}/requests`, { method: 'POST', headers: { 'content-type': 'application/json', host: '127.0.0.1:3000', origin: SITE }, body: '{' })
    expect(response.status).toBe(400)
    expect(relayed()).toHaveLength(0)
  })
})
