import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startTestServer, type TestServer } from '../../../runtime/testing/startTestServer'
import { createTurnstile } from './createTurnstile'

// Cloudflare's siteverify is outside this machine: a stub server on 127.0.0.1 answers as it documents
// (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/).
describe('Turnstile on the server', () => {
  let stub: TestServer
  beforeAll(async () => {
    stub = await startTestServer()
  })
  afterAll(() => stub.close())

  const turnstile = () => createTurnstile({ secret: 'test-secret', verifyUrl: `${stub.url}/turnstile/v0/siteverify`, timeoutMs: 1_000 })

  it('passes a token siteverify accepts, sending secret, token and the visitor’s address as a form', async () => {
    stub.handle((_request, response) => sendJson(response, 200, { success: true, 'error-codes': [], hostname: 'www.lumenhosting.example' }))
    expect(await turnstile().verify('token-1', { remoteIp: '203.0.113.9' })).toEqual({ ok: true })
    const sent = stub.requests.at(-1)!
    expect(sent.method).toBe('POST')
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded')
    const form = new URLSearchParams(sent.body)
    expect(form.get('secret')).toBe('test-secret')
    expect(form.get('response')).toBe('token-1')
    expect(form.get('remoteip')).toBe('203.0.113.9')
    expect(form.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('asks the visitor to check again for a spent or expired token, and refuses a bad one', async () => {
    stub.handle((_request, response) => sendJson(response, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] }))
    expect(await turnstile().verify('token-2')).toMatchObject({ ok: false, reason: 'expired', status: 400 })
    stub.handle((_request, response) => sendJson(response, 200, { success: false, 'error-codes': ['invalid-input-response'] }))
    expect(await turnstile().verify('token-3')).toMatchObject({ ok: false, reason: 'forged', status: 400 })
  })

  it('treats our own misconfiguration and an unreachable Cloudflare as unavailable, never as a pass', async () => {
    stub.handle((_request, response) => sendJson(response, 200, { success: false, 'error-codes': ['invalid-input-secret'] }))
    expect(await turnstile().verify('token-4')).toMatchObject({ ok: false, reason: 'unavailable', status: 503 })
    stub.handle((_request, response) => sendJson(response, 500, { oops: true }))
    expect(await turnstile().verify('token-5')).toMatchObject({ ok: false, reason: 'unavailable' })
    stub.handle(() => {
      // never answers: the timeout ends the wait
    })
    expect(await turnstile().verify('token-6')).toMatchObject({ ok: false, reason: 'unavailable' })
  })

  it('never calls Cloudflare without a token', async () => {
    const before = stub.requests.length
    expect(await turnstile().verify(undefined)).toMatchObject({ ok: false, reason: 'missing' })
    expect(await turnstile().verify('x'.repeat(3000))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(stub.requests.length).toBe(before)
  })
})
