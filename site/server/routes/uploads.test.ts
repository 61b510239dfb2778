import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startStrapi, type RunningStrapi } from '../../../runtime/testing/startStrapi'
import { isUploadName, uploadsRoute, type UploadsOptions } from './uploads'

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])
const MODIFIED = 'Wed, 25 Nov 2026 11:50:24 GMT'

/** A stand-in Strapi: answers each upload from `files`, counting the requests it gets. */
function strapi(files: Record<string, { body: Uint8Array<ArrayBuffer>; type?: string }>) {
  const calls: { url: string; method: string; range: string | null }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    calls.push({ url: String(url), method: init?.method ?? 'GET', range: headers.get('Range') })
    const file = files[String(url).split('/uploads/')[1] ?? '']
    if (!file) return new Response('{"error":"Not Found"}', { status: 404, headers: { 'Content-Type': 'application/json' } })
    const range = headers.get('Range')
    if (range) {
      const body = file.body.slice(0, 2)
      return new Response(body, { status: 206, headers: { 'Content-Type': file.type ?? 'image/jpeg', 'Content-Range': `bytes 0-1/${file.body.byteLength}`, 'Content-Length': '2' } })
    }
    return new Response(init?.method === 'HEAD' ? null : file.body, {
      headers: { 'Content-Type': file.type ?? 'image/jpeg', 'Content-Length': String(file.body.byteLength), 'Last-Modified': MODIFIED, 'X-Powered-By': 'Strapi' },
    })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

function route(files: Record<string, { body: Uint8Array<ArrayBuffer>; type?: string }>, options: Partial<UploadsOptions> = {}) {
  const upstream = strapi(files)
  const app = uploadsRoute({ upstream: 'http://strapi.test/', timeoutMs: 1000, fetch: upstream.fetch, ...options })
  return { app, calls: upstream.calls }
}

afterEach(() => vi.restoreAllMocks())

describe('uploadsRoute', () => {
  it("passes a Strapi upload on at the same path, with its type, the site's Cache-Control and Last-Modified", async () => {
    const { app, calls } = route({ 'medium_hero_21c94012e5.jpg': { body: JPEG } })
    const response = await app.request('/uploads/medium_hero_21c94012e5.jpg')
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG)
    expect(response.headers.get('Content-Type')).toBe('image/jpeg')
    expect(response.headers.get('Content-Length')).toBe(String(JPEG.byteLength))
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(response.headers.get('Last-Modified')).toBe(MODIFIED)
    expect(response.headers.get('X-Powered-By')).toBeNull()
    expect(calls).toEqual([{ url: 'http://strapi.test/uploads/medium_hero_21c94012e5.jpg', method: 'GET', range: null }])
  })

  it('hands an HTML, XML or SVG upload over as a download, never as a document of this origin', async () => {
    const { app } = route({ 'page.html': { body: JPEG, type: 'text/html; charset=utf-8' }, 'logo.svg': { body: JPEG, type: 'image/svg+xml' }, 'a.jpg': { body: JPEG } })
    expect((await app.request('/uploads/page.html')).headers.get('Content-Disposition')).toBe('attachment')
    expect((await app.request('/uploads/logo.svg')).headers.get('Content-Disposition')).toBe('attachment')
    expect((await app.request('/uploads/a.jpg')).headers.get('Content-Disposition')).toBeNull()
  })

  it('keeps a small file: the next request is answered without asking Strapi, until keepMs has passed', async () => {
    let time = 0
    const { app, calls } = route({ 'a.png': { body: JPEG, type: 'image/png' } }, { keepMs: 1000, now: () => time })
    await app.request('/uploads/a.png')
    time = 999
    const again = await app.request('/uploads/a.png')
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(JPEG)
    expect(again.headers.get('Content-Type')).toBe('image/png')
    expect(calls).toHaveLength(1)
    time = 1000
    await app.request('/uploads/a.png')
    expect(calls).toHaveLength(2)
  })

  it('keeps at most keepBytes, the least recently used file going first', async () => {
    const files = { 'a.jpg': { body: JPEG }, 'b.jpg': { body: JPEG }, 'c.jpg': { body: JPEG } }
    const { app, calls } = route(files, { keepBytes: 2 * JPEG.byteLength })
    await app.request('/uploads/a.jpg')
    await app.request('/uploads/b.jpg')
    await app.request('/uploads/a.jpg') // a is now the most recently used
    await app.request('/uploads/c.jpg') // b goes
    expect(calls.map((call) => call.url.split('/').pop())).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
    await app.request('/uploads/a.jpg')
    await app.request('/uploads/b.jpg')
    expect(calls.map((call) => call.url.split('/').pop())).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'b.jpg'])
  })

  it('passes a file larger than keepFileBytes on as it comes, every time', async () => {
    const { app, calls } = route({ 'video.webm': { body: JPEG, type: 'video/webm' } }, { keepFileBytes: 4 })
    for (let i = 0; i < 2; i++) {
      const response = await app.request('/uploads/video.webm')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG)
      expect(response.headers.get('Content-Type')).toBe('video/webm')
      expect(response.headers.get('Content-Length')).toBe(String(JPEG.byteLength))
    }
    expect(calls).toHaveLength(2)
  })

  it('answers a range of a file too large to keep from the whole file, never passing Range on to Strapi', async () => {
    const { app, calls } = route({ 'video.webm': { body: JPEG, type: 'video/webm' } }, { keepFileBytes: 4 })
    const response = await app.request('/uploads/video.webm', { headers: { Range: 'bytes=2-5' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe(`bytes 2-5/${JPEG.byteLength}`)
    expect(response.headers.get('Content-Length')).toBe('4')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG.slice(2, 6))
    expect(calls.map((call) => call.range)).toEqual([null])
  })

  it('answers a range of a kept file from memory, without asking Strapi again', async () => {
    const { app, calls } = route({ 'a.jpg': { body: JPEG } })
    await app.request('/uploads/a.jpg')
    const response = await app.request('/uploads/a.jpg', { headers: { Range: 'bytes=-3' } })
    expect(response.status).toBe(206)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG.slice(-3))
    expect(calls).toHaveLength(1)
  })

  it("gives a text upload's 304 the Vary: Accept-Encoding its 200 gets from compression, and only when it gets one", async () => {
    const svg = (bytes: number) => ({ body: new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(bytes)}</svg>`), type: 'image/svg+xml' })
    const { app } = route({ 'big.svg': svg(2000), 'small.svg': svg(10) })
    const fresh = (name: string) => app.request(`/uploads/${name}`, { headers: { 'If-Modified-Since': MODIFIED } })
    for (const name of ['big.svg', 'small.svg']) await app.request(`/uploads/${name}`)
    expect((await fresh('big.svg')).status).toBe(304)
    expect((await fresh('big.svg')).headers.get('Vary')).toBe('Accept-Encoding')
    expect((await fresh('small.svg')).headers.get('Vary')).toBeNull()
  })

  it('answers 304 when the browser has the file as Strapi last changed it, and a HEAD without a body', async () => {
    const { app } = route({ 'a.jpg': { body: JPEG } })
    const fresh = await app.request('/uploads/a.jpg', { headers: { 'If-Modified-Since': MODIFIED } })
    expect(fresh.status).toBe(304)
    expect(await fresh.text()).toBe('')
    const older = await app.request('/uploads/a.jpg', { headers: { 'If-Modified-Since': 'Tue, 24 Nov 2026 11:50:24 GMT' } })
    expect(older.status).toBe(200)
    const head = await app.request('/uploads/a.jpg', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toBe('image/jpeg')
    expect(await head.text()).toBe('')
  })

  it('answers 404 for what cannot name an upload, without asking Strapi', async () => {
    const { app, calls } = route({ 'a.jpg': { body: JPEG } })
    for (const path of ['/uploads/', '/uploads/x/a.jpg', '/uploads/..%2Fpackage.json', '/uploads/%2e%2e/a.jpg', '/uploads/.env', '/uploads/a..jpg', '/uploads/a%00.jpg', '/uploads/a.jpg%3F']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
    }
    expect(calls).toEqual([])
  })

  it("answers 404 for a file Strapi does not have, 502 when Strapi fails, 504 when it does not answer in time", async () => {
    const { app } = route({})
    expect((await app.request('/uploads/missing.jpg')).status).toBe(404)

    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const failing = uploadsRoute({ upstream: 'http://strapi.test', timeoutMs: 1000, fetch: (async () => new Response('oops', { status: 500 })) as typeof fetch })
    expect((await failing.request('/uploads/a.jpg')).status).toBe(502)
    const down = uploadsRoute({ upstream: 'http://strapi.test', timeoutMs: 1000, fetch: (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch })
    expect((await down.request('/uploads/a.jpg')).status).toBe(502)
    const slow = uploadsRoute({
      upstream: 'http://strapi.test',
      timeoutMs: 20,
      fetch: ((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch,
    })
    const late = await slow.request('/uploads/a.jpg')
    expect(late.status).toBe(504)
    expect(await late.text()).toBe('The file did not come in time')
  })

  it('serves a file it kept before, though expired, when Strapi then fails', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    let time = 0
    let up = true
    const fetch = (async () => (up ? new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(JPEG.byteLength) } }) : Promise.reject(new TypeError('fetch failed')))) as typeof globalThis.fetch
    const app = uploadsRoute({ upstream: 'http://strapi.test', timeoutMs: 1000, keepMs: 1000, fetch, now: () => time })
    await app.request('/uploads/a.jpg')
    time = 5000
    up = false
    const stale = await app.request('/uploads/a.jpg')
    expect(stale.status).toBe(200)
    expect(new Uint8Array(await stale.arrayBuffer())).toEqual(JPEG)
    expect((await app.request('/uploads/b.jpg')).status).toBe(502)
  })
})

// RFC 9110 §14: a suffix or a plain range is served (206); a Range that is not one (no `bytes=`, not numbers) or
// names several ranges is ignored (the whole file, 200); one no byte of the file satisfies is 416 with the size
const BYTES = Uint8Array.from({ length: 32 }, (_, i) => i)
const RANGES: [range: string, status: number, contentRange: string | null, body: Uint8Array][] = [
  ['bytes=-5', 206, 'bytes 27-31/32', BYTES.slice(27)],
  ['bytes=0-4', 206, 'bytes 0-4/32', BYTES.slice(0, 5)],
  ['bytes=30-', 206, 'bytes 30-31/32', BYTES.slice(30)],
  ['bytes=28-99', 206, 'bytes 28-31/32', BYTES.slice(28)],
  ['bytes=0-1,2-3', 206, 'bytes 0-3/32', BYTES.slice(0, 4)],
  ['bytes=abc', 200, null, BYTES],
  ['bytes=0-1,4-5', 200, null, BYTES],
  ['items=0-4', 200, null, BYTES],
  ['bytes=999999999-', 416, 'bytes */32', new Uint8Array()],
  ['bytes=5-2', 416, 'bytes */32', new Uint8Array()],
]

describe('uploadsRoute, range requests against the real Strapi', () => {
  let strapi: RunningStrapi
  let publicDir: string

  beforeAll(async () => {
    publicDir = mkdtempSync(join(tmpdir(), 'stratum-uploads-'))
    mkdirSync(join(publicDir, 'uploads'))
    writeFileSync(join(publicDir, 'uploads', 'clip_1a2b3c.webm'), BYTES)
    strapi = await startStrapi({ seed: false, env: { STRAPI_PUBLIC_DIR: publicDir } })
  })
  afterAll(async () => {
    await strapi?.stop()
    rmSync(publicDir, { recursive: true, force: true })
  })

  // kept: answered from memory; keepFileBytes 0: passed on as Strapi sends it, every time
  describe.each([
    ['a file kept in memory', {}],
    ['a file passed on as it comes', { keepFileBytes: 0 }],
  ])('%s', (_name, options: Partial<UploadsOptions>) => {
    it.each(RANGES)('answers Range: %s with %i', async (range, status, contentRange, body) => {
      const error = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
      const app = uploadsRoute({ upstream: strapi.url, timeoutMs: 5000, ...options })
      const response = await app.request('/uploads/clip_1a2b3c.webm', { headers: { Range: range } })
      expect(response.status).toBe(status)
      expect(response.headers.get('Content-Range')).toBe(contentRange)
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(bytes).toEqual(body)
      if (status !== 416) expect(response.headers.get('Content-Length')).toBe(String(body.byteLength))
      expect(error).not.toHaveBeenCalled()
    })

    it('says it takes ranges, and gives a HEAD with a Range the whole file’s headers', async () => {
      const app = uploadsRoute({ upstream: strapi.url, timeoutMs: 5000, ...options })
      const head = await app.request('/uploads/clip_1a2b3c.webm', { method: 'HEAD', headers: { Range: 'bytes=-5' } })
      expect(head.status).toBe(200)
      expect(head.headers.get('Accept-Ranges')).toBe('bytes')
      expect(head.headers.get('Content-Length')).toBe('32')
    })

    it('serves the whole file when If-Range names another version than Strapi’s, the range when it names this one', async () => {
      const app = uploadsRoute({ upstream: strapi.url, timeoutMs: 5000, ...options })
      const modified = (await app.request('/uploads/clip_1a2b3c.webm', { method: 'HEAD' })).headers.get('Last-Modified')!
      const older = await app.request('/uploads/clip_1a2b3c.webm', { headers: { Range: 'bytes=0-4', 'If-Range': 'Tue, 24 Nov 2020 11:50:24 GMT' } })
      expect(older.status).toBe(200)
      expect(new Uint8Array(await older.arrayBuffer())).toEqual(BYTES)
      const same = await app.request('/uploads/clip_1a2b3c.webm', { headers: { Range: 'bytes=0-4', 'If-Range': modified } })
      expect(same.status).toBe(206)
      expect(new Uint8Array(await same.arrayBuffer())).toEqual(BYTES.slice(0, 5))
    })
  })
})

describe('isUploadName', () => {
  it("takes Strapi's names and their formats' names, and nothing with a folder or a dot segment", () => {
    for (const name of ['hero_web_hosting_21c94012e5.jpg', 'thumbnail_hero_web_hosting_21c94012e5.jpg', 'video-one-click-wordpress.webm', 'install.vtt', 'Logo_Visa_1a2b3c.PNG'])
      expect(isUploadName(name), name).toBe(true)
    for (const name of ['', '.', '..', '.env', 'a/b.jpg', 'a\\b.jpg', '../a.jpg', 'a..jpg', 'a b.jpg', 'a%2fb.jpg', `${'a'.repeat(256)}.jpg`]) expect(isUploadName(name), name).toBe(false)
  })
})
