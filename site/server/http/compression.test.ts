import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { Hono } from 'hono'
import { compression } from './compression'
import { negotiateEncoding } from './negotiateEncoding'
import { createApp } from '../app'
import { fakeClientDir, testApp, testConfig } from './testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)

const app = testApp({ pages: { '/tiny': () => ({ status: 200, body: '<p>hi</p>' }) } })
const get = (path: string, acceptEncoding?: string) => app.request(path, acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {})

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
  ])('picks the coding for Accept-Encoding %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('compression', () => {
  it('sends a page as brotli when the browser accepts it, and it decodes to the page', async () => {
    const plain = await (await get('/')).text()
    const response = await get('/', 'gzip, deflate, br')
    expect(response.headers.get('Content-Encoding')).toBe('br')
    expect(response.headers.get('Vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length)
    expect(bytes.length).toBeLessThan(plain.length / 4)
    // same page but for the per-response nonce
    const decoded = brotliDecompressSync(bytes).toString()
    expect(decoded.replace(/nonce="[^"]+"/g, '')).toBe(plain.replace(/nonce="[^"]+"/g, ''))
  })

  it('falls back to gzip, and sends identity when nothing is accepted', async () => {
    const gzipped = await get('/', 'gzip')
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain('<h1>Fast UK web hosting</h1>')
    const plain = await get('/')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding')
  })

  it('compresses hashed assets once at top quality and keeps them', async () => {
    const first = await get('/assets/chunks/chunk-Ab12Cd34.js', 'br')
    const second = await get('/assets/chunks/chunk-Ab12Cd34.js', 'br')
    expect(first.headers.get('Content-Encoding')).toBe('br')
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())]
    expect(a.equals(b)).toBe(true)
    expect(brotliDecompressSync(a).toString()).toMatch(/^export const plans = /)
  })

  it('sends the copy compressed at build when there is one, as it is', async () => {
    const clientDir = fakeClientDir()
    const built = brotliCompressSync(Buffer.from('export const plans = "compressed at build"'))
    writeFileSync(join(clientDir, 'assets/chunks/chunk-Ab12Cd34.js.br'), built)
    const withCopies = createApp({ config: testConfig(), clientDir, contentReadiness: async () => ({ ready: true, checkedAt: new Date(0).toISOString() }) })
    const response = await withCopies.request('/assets/chunks/chunk-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'br' } })
    expect(response.headers.get('Content-Encoding')).toBe('br')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.equals(built)).toBe(true)
    expect(Number(response.headers.get('Content-Length'))).toBe(built.length)
    // no gzip copy: compressed here
    const gzipped = await withCopies.request('/assets/chunks/chunk-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toMatch(/^export const plans = \[/)
  })

  it('leaves tiny bodies as they are', async () => {
    const response = await get('/tiny', 'br, gzip')
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(await response.text()).toBe('<p>hi</p>')
  })

  it('never compresses a 304', async () => {
    const etag = (await get('/')).headers.get('ETag')!
    const notModified = await app.request('/', { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'br' } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('Content-Encoding')).toBeNull()
  })

  it("answers HEAD with GET's header fields and no body: the coding, and the length when a compressed copy is kept", async () => {
    const fields = (response: Response) => ['Content-Encoding', 'Vary', 'Content-Type', 'Cache-Control'].map((name) => response.headers.get(name))
    // a page: the length is known only by compressing it, so it is left out
    const page = await app.request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
    expect(page.status).toBe(200)
    expect(fields(page)).toEqual(fields(await get('/', 'br')))
    expect(page.headers.get('Content-Encoding')).toBe('br')
    expect(page.headers.get('ETag')).toMatch(/^W\//)
    expect(page.headers.get('Content-Length')).toBeNull()
    expect(await page.text()).toBe('')
    // a hashed asset: its copy's exact length, before any GET and after
    const asset = '/assets/chunks/chunk-Ab12Cd34.js'
    const clientDir = fakeClientDir()
    const built = brotliCompressSync(Buffer.from('export const plans = "compressed at build"'))
    writeFileSync(join(clientDir, 'assets/chunks/chunk-Ab12Cd34.js.br'), built)
    const withCopies = createApp({ config: testConfig(), clientDir, contentReadiness: async () => ({ ready: true, checkedAt: new Date(0).toISOString() }) })
    const head = await withCopies.request(asset, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
    expect(head.headers.get('Content-Encoding')).toBe('br')
    expect(head.headers.get('Content-Length')).toBe(String(built.length))
    expect(await head.text()).toBe('')
    const got = await withCopies.request(asset, { headers: { 'Accept-Encoding': 'br' } })
    expect(fields(got)).toEqual(fields(head))
    expect(got.headers.get('Content-Length')).toBe(head.headers.get('Content-Length'))
    // nothing accepted: the identity's fields, length included
    const plain = await withCopies.request(asset, { method: 'HEAD' })
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Content-Length')).toBe((await withCopies.request(asset)).headers.get('Content-Length'))
  })
})
