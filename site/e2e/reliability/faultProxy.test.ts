import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startTestServer, type TestServer } from '../../../runtime/testing/startTestServer'
import { startFaultProxy, type FaultProxy } from './faultProxy'

// The fault proxy itself, in front of a stand-in for Strapi (a real HTTP server): each mode fails as it says.

const PAGE = { data: [{ id: 1, slug: 'homepage', sections: [{ id: 1, __component: 'sections.text', heading: 'Hello', body: 'Text' }, { id: 2, __component: 'sections.text', heading: 'Kept' }] }] }

let upstream: TestServer
let proxy: FaultProxy

beforeAll(async () => {
  upstream = await startTestServer()
  upstream.handle((request, response) => sendJson(response, 200, request.url.startsWith('/api/pages') ? PAGE : { data: { ok: true, padding: 'x'.repeat(4000) } }))
  proxy = await startFaultProxy({ target: upstream.url, slowMs: 400 })
})
afterAll(async () => {
  await proxy.close()
  await upstream.close()
})

describe('startFaultProxy', () => {
  it('passes requests through unchanged', async () => {
    await proxy.setMode('pass')
    const response = await fetch(`${proxy.url}/api/site-configuration`)
    expect(response.status).toBe(200)
    expect((await response.json()).data.ok).toBe(true)
  })

  it('refuses connections while down, and listens on the same port again after', async () => {
    await proxy.setMode('down')
    await expect(fetch(`${proxy.url}/api/x`)).rejects.toThrow()
    await proxy.setMode('pass')
    expect((await fetch(`${proxy.url}/api/x`)).status).toBe(200)
  })

  it('holds each request for slowMs before forwarding it, and survives a client that gives up', async () => {
    await proxy.setMode('slow')
    await expect(fetch(`${proxy.url}/api/x`, { signal: AbortSignal.timeout(100) })).rejects.toThrow()
    const started = performance.now()
    expect((await fetch(`${proxy.url}/api/x`)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)
  })

  it('answers malformed JSON, an HTML 500, or a body cut off mid-way', async () => {
    await proxy.setMode('malformed-json')
    const malformed = await fetch(`${proxy.url}/api/x`)
    expect(malformed.status).toBe(200)
    expect(malformed.headers.get('content-type')).toMatch(/json/)
    await expect(malformed.json()).rejects.toThrow()

    await proxy.setMode('html-500')
    const html = await fetch(`${proxy.url}/api/x`)
    expect(html.status).toBe(500)
    expect(await html.text()).toMatch(/^<!DOCTYPE html>/)

    await proxy.setMode('truncated')
    const cut = await fetch(`${proxy.url}/api/x`)
    expect(cut.status).toBe(200)
    await expect(cut.text()).rejects.toThrow()
  })

  it('breaks one section of the named page so it matches no schema, and leaves the rest', async () => {
    await proxy.setMode('invalid-section', { slug: 'homepage', index: 0 })
    const page = (await (await fetch(`${proxy.url}/api/pages?filters[slug][$eq]=homepage`)).json()) as typeof PAGE
    expect(page.data[0]!.sections[0]).toEqual({ id: 1, __component: 'sections.text', heading: 12345, body: 12345 })
    expect(page.data[0]!.sections[1]).toEqual(PAGE.data[0]!.sections[1])
    expect(proxy.counts['invalid-section']).toBe(1)
    await proxy.setMode('pass')
  })
})
