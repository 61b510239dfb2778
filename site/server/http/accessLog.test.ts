import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { accessLog } from './accessLog'
import type { AppEnv } from './AppEnv'
import type { LogFields } from './logLine'

function appWithLog() {
  const lines: LogFields[] = []
  const app = new Hono<AppEnv>()
  app.use(accessLog({ write: (fields) => void lines.push(fields) }))
  app.get('/page', (c) => c.html('<p>hello</p>'))
  app.get('/stream', () => new Response(new Blob(['abc', 'defgh']).stream(), { headers: { 'Content-Type': 'text/plain' } }))
  app.get('/fails', (c) => c.text('no', 503))
  return { app, lines }
}

describe('accessLog', () => {
  it('writes one line per request: method, path without the query, status, duration, bytes, request id', async () => {
    const { app, lines } = appWithLog()
    const response = await app.request('/page?token=secret', { headers: { Cookie: 'stratum-session=jwt-secret', Authorization: 'Bearer x' } })
    await response.text()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/page', status: 200, bytes: 12, requestId: response.headers.get('X-Request-Id') })
    expect(lines[0]!.durationMs).toEqual(expect.any(Number))
    expect(JSON.stringify(lines)).not.toMatch(/secret|Bearer|Cookie/i)
  })

  it('counts the bytes of a streamed body when it has been sent', async () => {
    const { app, lines } = appWithLog()
    const response = await app.request('/stream')
    expect(lines).toHaveLength(0)
    expect(await response.text()).toBe('abcdefgh')
    expect(lines[0]).toMatchObject({ path: '/stream', bytes: 8 })
  })

  it('keeps a request id from the proxy in front, and replaces one that does not look like an id', async () => {
    const { app, lines } = appWithLog()
    const kept = await app.request('/page', { headers: { 'X-Request-Id': 'cdn-1234abcd' } })
    expect(kept.headers.get('X-Request-Id')).toBe('cdn-1234abcd')
    const other = await app.request('/page', { headers: { 'X-Request-Id': '<script>' } })
    const replaced = other.headers.get('X-Request-Id')
    await Promise.all([kept.text(), other.text()])
    // a new id: 128 random bits as 22 base64url characters
    expect(replaced).toMatch(/^[\w-]{22}$/)
    expect(lines.map((l) => l.requestId)).toEqual(['cdn-1234abcd', replaced])
  })

  it('logs server errors at level error', async () => {
    const { app, lines } = appWithLog()
    await (await app.request('/fails')).text()
    expect(lines[0]).toMatchObject({ level: 'error', status: 503 })
  })
})
