import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rateLimit, type RateLimitOptions } from './rateLimit'

/** An app whose /limited/* is rate limited by a client read from the `x-test-client` header, on a fake clock. */
function limitedApp(options: Partial<RateLimitOptions> = {}) {
  let time = 0
  const app = new Hono()
  app.use('/limited/*', rateLimit({ burst: 3, perMinute: 6, clientOf: (c) => c.req.header('x-test-client'), now: () => time, ...options }))
  app.all('*', (c) => c.text('ok'))
  const send = (client: string, path = '/limited/login', method = 'POST') => app.request(path, { method, headers: { 'x-test-client': client } })
  return { app, send, advance: (ms: number) => void (time += ms) }
}

const statuses = async (responses: (Response | Promise<Response>)[]) => (await Promise.all(responses)).map((r) => r.status)

describe('rateLimit', () => {
  it('lets a burst through, then answers 429 with Retry-After in Strapi’s error shape', async () => {
    const { send } = limitedApp()
    expect(await statuses([send('a'), send('a'), send('a')])).toEqual([200, 200, 200])
    const refused = await send('a')
    expect(refused.status).toBe(429)
    // 6 a minute: the next token is 10 s away
    expect(refused.headers.get('retry-after')).toBe('10')
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
    expect(await refused.json()).toEqual({ data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.', details: {} } })
  })

  it('counts each client on its own', async () => {
    const { send } = limitedApp()
    await statuses([send('a'), send('a'), send('a'), send('a')])
    expect((await send('a')).status).toBe(429)
    expect((await send('b')).status).toBe(200)
  })

  it('gives a token back every 60 / perMinute seconds, never more than the burst', async () => {
    const { send, advance } = limitedApp()
    await statuses([send('a'), send('a'), send('a')])
    expect((await send('a')).status).toBe(429)
    advance(10_000)
    expect(await statuses([send('a'), send('a')])).toEqual([200, 429])
    advance(60 * 60_000)
    expect(await statuses([send('a'), send('a'), send('a'), send('a')])).toEqual([200, 200, 200, 429])
  })

  it('leaves other paths and skipped requests alone', async () => {
    const { send } = limitedApp({ skip: (c) => c.req.method === 'GET' })
    expect(await statuses(Array.from({ length: 10 }, () => send('a', '/other')))).toEqual(Array(10).fill(200))
    expect(await statuses(Array.from({ length: 10 }, () => send('a', '/limited/me', 'GET')))).toEqual(Array(10).fill(200))
  })

  it('logs one line per client when it starts being refused, not one per refusal', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      const { send } = limitedApp()
      await statuses(Array.from({ length: 10 }, () => send('a')))
      const lines = write.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.includes('"rate limited"'))
      expect(lines).toHaveLength(1)
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', msg: 'rate limited', client: 'a', method: 'POST', path: '/limited/login' })
    } finally {
      write.mockRestore()
    }
  })

  it('forgets the client seen longest ago past maxClients', async () => {
    const { send } = limitedApp({ maxClients: 2, burst: 1 })
    expect((await send('a')).status).toBe(200)
    expect((await send('a')).status).toBe(429)
    await send('b')
    await send('c')
    // a was evicted: it starts again with a full bucket
    expect((await send('a')).status).toBe(200)
  })

  describe('on a node server', () => {
    let server: ServerType
    let port: number
    beforeAll(async () => {
      const app = new Hono()
      app.use('*', rateLimit({ burst: 2, perMinute: 1 }))
      app.get('*', (c) => c.text('ok'))
      await new Promise<void>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
      })
      port = (server.address() as AddressInfo).port
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    const from = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/', localAddress, agent: false }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        req.on('error', reject)
        req.end()
      })

    it('tells clients apart by their address, which a header cannot change', async () => {
      expect([await from('127.0.0.2'), await from('127.0.0.2'), await from('127.0.0.2')]).toEqual([200, 200, 429])
      expect(await from('127.0.0.3')).toBe(200)
    })
  })
})
