import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { requestLimits } from './requestLimits'

const app = new Hono()
app.use(requestLimits({ maxUrlLength: 100, maxBodyBytes: 1000 }))
app.get('*', (c) => c.text('ok'))
app.post('/form', async (c) => c.text(`read ${(await c.req.text()).length}`))

describe('requestLimits', () => {
  it('answers 414 for a request target over the limit, and serves one at the limit', async () => {
    expect((await app.request(`/${'a'.repeat(100)}`)).status).toBe(414)
    expect((await app.request(`/${'a'.repeat(99)}`)).status).toBe(200)
    expect((await app.request(`/?q=${'a'.repeat(100)}`)).status).toBe(414)
  })

  it('answers 413 for a body over the limit by its Content-Length', async () => {
    const response = await app.request('/form', { method: 'POST', body: 'x'.repeat(1001), headers: { 'Content-Length': '1001' } })
    expect(response.status).toBe(413)
  })

  it('answers 413 for a chunked body once it passes the limit', async () => {
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(100)))
        controller.close()
      },
    })
    const response = await app.request('/form', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('passes a page view (GET without a body) without reading it, and still refuses a GET that declares one over the limit', async () => {
    expect((await app.request('/page')).status).toBe(200)
    expect((await app.request('/page', { headers: { 'Content-Length': '1001' } })).status).toBe(413)
  })

  it('lets a body within the limit through to the handler', async () => {
    const response = await app.request('/form', { method: 'POST', body: 'x'.repeat(1000) })
    expect(await response.text()).toBe('read 1000')
  })

  it('closes the connection after a 413, so a keep-alive client sends its next request on a fresh one', async () => {
    // the server never reads the rest of a refused body; a client that kept the socket for its next request would
    // meet "other side closed". fetch keeps its sockets alive and reuses them, as a browser or a proxy does
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      for (let i = 0; i < 20; i++) {
        const refused = await fetch(`${origin}/form`, { method: 'POST', body: 'x'.repeat(200_000) })
        expect(refused.status).toBe(413)
        expect(refused.headers.get('Connection')).toBe('close')
        await refused.text()
        expect(await (await fetch(`${origin}/page`)).text()).toBe('ok')
      }
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
