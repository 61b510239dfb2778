import { describe, expect, it, vi } from 'vitest'
import { notModified, unmodifiedSince } from './conditionalRequests'
import { readRepoContent, testApp } from './testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
readRepoContent()

const request = (headers: Record<string, string>) => ({ header: (name: string) => headers[name] })
const MODIFIED = 'Thu, 26 Nov 2026 13:46:32 GMT'

describe('unmodifiedSince', () => {
  it('holds when the copy is as new as the file or newer, and not when it is older', () => {
    expect(unmodifiedSince(MODIFIED, request({ 'If-Modified-Since': MODIFIED }))).toBe(true)
    expect(unmodifiedSince(MODIFIED, request({ 'If-Modified-Since': 'Fri, 27 Nov 2026 00:00:00 GMT' }))).toBe(true)
    expect(unmodifiedSince(MODIFIED, request({ 'If-Modified-Since': 'Thu, 26 Nov 2026 13:46:31 GMT' }))).toBe(false)
  })

  it('never holds without both dates, for a date it cannot read, or when If-None-Match decides (RFC 9110 §13.1.3)', () => {
    expect(unmodifiedSince(MODIFIED, request({}))).toBe(false)
    expect(unmodifiedSince(null, request({ 'If-Modified-Since': MODIFIED }))).toBe(false)
    expect(unmodifiedSince(MODIFIED, request({ 'If-Modified-Since': 'yesterday' }))).toBe(false)
    expect(unmodifiedSince(MODIFIED, request({ 'If-Modified-Since': MODIFIED, 'If-None-Match': 'W/"other"' }))).toBe(false)
  })
})

describe('notModified', () => {
  it("keeps the validators and caching headers, drops the representation's own, adds the Vary compression gives text", async () => {
    const response = notModified(new Headers({ 'Content-Type': 'text/css', 'Content-Length': '5000', 'Cache-Control': 'public, max-age=3600', 'Last-Modified': MODIFIED, ETag: 'W/"a"', 'Set-Cookie': 'a=b' }))
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
    expect(Object.fromEntries(response.headers)).toEqual({ 'cache-control': 'public, max-age=3600', 'last-modified': MODIFIED, etag: 'W/"a"', vary: 'Accept-Encoding' })
  })

  it('adds no Accept-Encoding where the 200 goes as it is: an image, a body under the threshold, no-transform', () => {
    const vary = (headers: Record<string, string>) => notModified(new Headers(headers)).headers.get('Vary')
    expect(vary({ 'Content-Type': 'image/png', 'Content-Length': '5000' })).toBeNull()
    expect(vary({ 'Content-Type': 'text/plain', 'Content-Length': '100' })).toBeNull()
    expect(vary({ 'Content-Type': 'text/plain', 'Cache-Control': 'no-transform' })).toBeNull()
    expect(vary({ 'Content-Type': 'image/webp', Vary: 'Accept' })).toBe('Accept')
    expect(vary({ 'Content-Type': 'image/svg+xml', Vary: 'Accept' })).toBe('Accept, Accept-Encoding')
  })
})

describe('public files', () => {
  it('answers a browser whose copy is as new as the file with 304, and one whose copy is older with the file', async () => {
    const app = testApp()
    const file = await app.request('/favicon.svg')
    expect(file.status).toBe(200)
    const lastModified = file.headers.get('Last-Modified')!
    expect(lastModified).toBeTruthy()
    const fresh = await app.request('/favicon.svg', { headers: { 'If-Modified-Since': lastModified, 'Accept-Encoding': 'gzip' } })
    expect(fresh.status).toBe(304)
    expect(await fresh.text()).toBe('')
    expect(fresh.headers.get('Cache-Control')).toBe('public, max-age=3600')
    expect(fresh.headers.get('Last-Modified')).toBe(lastModified)
    expect(fresh.headers.get('Content-Type')).toBeNull()
    expect(fresh.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString()
    expect((await app.request('/favicon.svg', { headers: { 'If-Modified-Since': older } })).status).toBe(200)
  })

})

describe('generated files', () => {
  it.each(['/robots.txt', '/sitemap.xml', '/blog/rss.xml'])('gives %s a weak ETag of its bytes and a 304 when a poller has it', async (path) => {
    const app = testApp()
    const file = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(file.status).toBe(200)
    const etag = file.headers.get('ETag')!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect((await app.request(path)).headers.get('ETag')).toBe(etag)
    const fresh = await app.request(path, { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' } })
    expect(fresh.status).toBe(304)
    expect(await fresh.text()).toBe('')
    expect(fresh.headers.get('ETag')).toBe(etag)
    expect(fresh.headers.get('Cache-Control')).toBe(file.headers.get('Cache-Control'))
    expect(fresh.headers.get('Vary')).toBe(file.headers.get('Vary'))
    expect((await app.request(path, { headers: { 'If-None-Match': 'W/"older"' } })).status).toBe(200)
  })
})
