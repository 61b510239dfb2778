import sharp from 'sharp'
import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { acceptsWebp, convertWithSharp, uploadsAsWebp, type ConvertToWebp, type UploadsAsWebpOptions } from './uploadsAsWebp'

const MODIFIED = 'Wed, 25 Nov 2026 11:50:24 GMT'
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6])
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 9])
// what chromium sends for an <img>
const CHROMIUM = { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' }

interface File {
  body: Uint8Array
  type: string
  modified?: string
}

/** The site as uploadsAsWebp sits in it: in front of the uploads (the stand-in `files`), then a page 404. */
function site(files: Record<string, File | number>, options: Partial<UploadsAsWebpOptions> = {}) {
  const asked: string[] = []
  const uploads = new Hono().get('/uploads/:name', (c, next) => {
    const name = c.req.param('name')
    asked.push(name)
    const file = files[name]
    if (typeof file === 'number') return c.text('The file could not be fetched', file as 502)
    if (!file) return next()
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.type,
      'Content-Length': String(file.body.byteLength),
      'Last-Modified': file.modified ?? MODIFIED,
      'Cache-Control': 'public, max-age=86400',
      'Accept-Ranges': 'bytes',
    })
  })
  const convert = vi.fn<ConvertToWebp>(async () => WEBP)
  const app = new Hono()
  app.route('/', uploadsAsWebp({ upload: async (name) => uploads.request(`/uploads/${name}`), convert, ...options }))
  app.route('/', uploads)
  app.get('*', (c) => c.html('<h1>Page not found</h1>', 404))
  return { app, asked, convert }
}

describe('acceptsWebp', () => {
  it("is true for the Accept of chromium's, Firefox's and Safari's images, false without WebP or with q=0", () => {
    expect(acceptsWebp(CHROMIUM.Accept)).toBe(true)
    expect(acceptsWebp('image/avif,image/webp,*/*')).toBe(true)
    expect(acceptsWebp('image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5')).toBe(true)
    expect(acceptsWebp('Image/WebP; q=0.5')).toBe(true)
    for (const accept of [undefined, '', '*/*', 'image/*', 'image/png,image/jpeg', 'image/webp;q=0', 'image/webp; q=0.000', 'image/webpx']) expect(acceptsWebp(accept), accept).toBe(false)
  })
})

describe('uploadsAsWebp', () => {
  it("answers a browser that takes WebP with the upload's WebP copy, its other headers kept, Vary: Accept", async () => {
    const { app, convert } = site({ 'hero_a1.jpg': { body: JPEG, type: 'image/jpeg' } })
    const response = await app.request('/uploads/hero_a1.jpg', { headers: CHROMIUM })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Content-Length')).toBe(String(WEBP.byteLength))
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(response.headers.get('Last-Modified')).toBe(MODIFIED)
    expect(response.headers.get('Vary')).toBe('Accept')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WEBP)
    expect(convert).toHaveBeenCalledWith(JPEG, 'image/jpeg')
  })

  it('gives the upload as it is, with Vary: Accept, to a client that does not take WebP, its Range too', async () => {
    const { app, convert } = site({ 'hero_a1.jpg': { body: JPEG, type: 'image/jpeg' } })
    for (const headers of [{}, { Accept: '*/*' }, { Accept: '*/*', Range: 'bytes=0-1' }]) {
      const response = await app.request('/uploads/hero_a1.jpg', { headers })
      expect(response.headers.get('Content-Type')).toBe('image/jpeg')
      expect(response.headers.get('Vary')).toBe('Accept')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG)
    }
    expect(convert).not.toHaveBeenCalled()
  })

  it('answers a Range from a browser that takes WebP with the whole copy, never with bytes of the JPEG', async () => {
    // a range of the JPEG would be spliced into the WebP the browser kept part of: both carry the same Last-Modified
    const { app } = site({ 'hero_a1.jpg': { body: JPEG, type: 'image/jpeg' } })
    const response = await app.request('/uploads/hero_a1.jpg', { headers: { ...CHROMIUM, Range: 'bytes=0-1', 'If-Range': MODIFIED } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Accept-Ranges')).toBeNull()
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WEBP)
  })

  it('makes a copy once: later requests, and those that come while it is made, get the kept copy', async () => {
    const { app, convert } = site({ 'hero_a1.jpg': { body: JPEG, type: 'image/jpeg' } })
    const all = await Promise.all([1, 2, 3].map(() => app.request('/uploads/hero_a1.jpg', { headers: CHROMIUM })))
    expect(all.map((r) => r.headers.get('Content-Type'))).toEqual(['image/webp', 'image/webp', 'image/webp'])
    await app.request('/uploads/hero_a1.jpg', { headers: CHROMIUM })
    expect(convert).toHaveBeenCalledTimes(1)
  })

  it('gives the upload, for no cache to keep, while a copy takes longer than waitMs; the copy once it is made', async () => {
    let finish: (copy: Uint8Array) => void = () => undefined
    const convert = vi.fn<ConvertToWebp>(() => new Promise((resolve) => (finish = resolve)))
    const { app } = site({ 'photo_12mp.jpg': { body: JPEG, type: 'image/jpeg' } }, { convert, waitMs: 20 })
    const early = await app.request('/uploads/photo_12mp.jpg', { headers: CHROMIUM })
    expect(early.status).toBe(200)
    expect(early.headers.get('Content-Type')).toBe('image/jpeg')
    expect(early.headers.get('Cache-Control')).toBe('no-store')
    expect(early.headers.get('Last-Modified')).toBeNull()
    expect(early.headers.get('Vary')).toBe('Accept')
    expect(new Uint8Array(await early.arrayBuffer())).toEqual(JPEG)
    finish(WEBP)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const later = await app.request('/uploads/photo_12mp.jpg', { headers: CHROMIUM })
    expect(later.headers.get('Content-Type')).toBe('image/webp')
    expect(later.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(convert).toHaveBeenCalledTimes(1)
  })

  it('makes the copy again when the upload has changed', async () => {
    const files: Record<string, File> = { 'hero_a1.jpg': { body: JPEG, type: 'image/jpeg' } }
    const { app, convert } = site(files)
    await app.request('/uploads/hero_a1.jpg', { headers: CHROMIUM })
    files['hero_a1.jpg'] = { body: JPEG, type: 'image/jpeg', modified: 'Thu, 26 Nov 2026 08:00:00 GMT' }
    const response = await app.request('/uploads/hero_a1.jpg', { headers: CHROMIUM })
    expect(response.headers.get('Last-Modified')).toBe('Thu, 26 Nov 2026 08:00:00 GMT')
    expect(convert).toHaveBeenCalledTimes(2)
  })

  it('answers 304 to a browser that has the copy, and HEAD with no body', async () => {
    const { app } = site({ 'hero_a1.jpg': { body: JPEG, type: 'image/jpeg' } })
    const notModified = await app.request('/uploads/hero_a1.jpg', { headers: { ...CHROMIUM, 'If-Modified-Since': MODIFIED } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('Vary')).toBe('Accept')
    const head = await app.request('/uploads/hero_a1.jpg', { method: 'HEAD', headers: CHROMIUM })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toBe('image/webp')
    expect(head.headers.get('Content-Length')).toBe(String(WEBP.byteLength))
    expect(await head.text()).toBe('')
  })

  it('serves the upload as it is when it cannot be read, would be no smaller, is too large or is no JPEG or PNG inside', async () => {
    const files = {
      'bad.jpg': { body: JPEG, type: 'image/jpeg' },
      'flat.png': { body: JPEG, type: 'image/png' },
      'odd.jpg': { body: JPEG, type: 'application/octet-stream' },
    }
    const convert = vi.fn<ConvertToWebp>(async (_bytes, type) => {
      if (type === 'image/png') return undefined
      throw new Error('VipsJpeg: premature end of JPEG image')
    })
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const { app } = site(files, { convert })
    for (const [name, type] of [
      ['bad.jpg', 'image/jpeg'],
      ['flat.png', 'image/png'],
      ['odd.jpg', 'application/octet-stream'],
      ['bad.jpg', 'image/jpeg'],
      ['flat.png', 'image/png'],
    ]) {
      const response = await app.request(`/uploads/${name}`, { headers: CHROMIUM })
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type'), name).toBe(type)
      expect(response.headers.get('Content-Length')).toBe(String(JPEG.byteLength))
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG)
    }
    // tried once each: what could not be converted is remembered as such
    expect(convert).toHaveBeenCalledTimes(2)
    expect(stdout.mock.calls.map(([line]) => JSON.parse(String(line)).msg)).toEqual(['uploads: no WebP copy, the upload could not be converted; served as it is'])
    stdout.mockRestore()

    const tooLarge = site(files, { convertBytes: JPEG.byteLength - 1 })
    const response = await tooLarge.app.request('/uploads/bad.jpg', { headers: CHROMIUM })
    expect(response.headers.get('Content-Type')).toBe('image/jpeg')
    expect(tooLarge.convert).not.toHaveBeenCalled()
  })

  it("without the upload, answers as the site does (its 404 page); passes Strapi's failure on", async () => {
    const files: Record<string, File | number> = { 'hero_a1.jpg': { body: JPEG, type: 'image/jpeg' }, 'down.jpg': 502 }
    const { app } = site(files)
    const missing = await app.request('/uploads/missing.jpg', { headers: CHROMIUM })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('<h1>Page not found</h1>')
    expect(missing.headers.get('Vary')).toBe('Accept')
    const down = await app.request('/uploads/down.jpg', { headers: CHROMIUM })
    expect(down.status).toBe(502)
    expect(await down.text()).toBe('The file could not be fetched')
  })

  it('leaves other uploads alone: a WebP, a GIF, an SVG, a name that cannot be an upload', async () => {
    const { app, asked, convert } = site({ 'photo.webp': { body: WEBP, type: 'image/webp' }, 'anim.gif': { body: WEBP, type: 'image/gif' }, 'logo.svg': { body: WEBP, type: 'image/svg+xml' } })
    for (const name of ['photo.webp', 'anim.gif', 'logo.svg']) {
      const response = await app.request(`/uploads/${name}`, { headers: CHROMIUM })
      expect(response.status).toBe(200)
      expect(response.headers.get('Vary')).toBeNull()
    }
    expect(asked).toEqual(['photo.webp', 'anim.gif', 'logo.svg'])
    // not an upload's name: on to the next route, unread (the uploads route answers 404 to it)
    const odd = await app.request('/uploads/..%2Fsecret.jpg', { headers: CHROMIUM })
    expect(odd.headers.get('Vary')).toBeNull()
    expect(convert).not.toHaveBeenCalled()
  })
})

describe('convertWithSharp', () => {
  it('makes a lossy WebP of a photo, smaller than the JPEG, the same size in pixels', async () => {
    // noise compresses badly as JPEG and still shows the difference
    const raw = Buffer.from(Array.from({ length: 160 * 100 * 3 }, (_, i) => (i * 7919) % 251))
    const jpeg = await sharp(raw, { raw: { width: 160, height: 100, channels: 3 } }).jpeg({ quality: 90 }).toBuffer()
    const copy = await convertWithSharp(new Uint8Array(jpeg), 'image/jpeg')
    expect(copy).toBeDefined()
    expect(copy!.byteLength).toBeLessThan(jpeg.byteLength)
    expect(await sharp(copy!).metadata()).toMatchObject({ format: 'webp', width: 160, height: 100 })
  })

  it('makes a lossless WebP of a PNG: every pixel as it was', async () => {
    const raw = Buffer.from(Array.from({ length: 64 * 64 * 4 }, (_, i) => (i % 4 === 3 ? 200 : (i * 31) % 256)))
    const png = await sharp(raw, { raw: { width: 64, height: 64, channels: 4 } }).png({ compressionLevel: 0 }).toBuffer()
    const copy = await convertWithSharp(new Uint8Array(png), 'image/png')
    expect(copy).toBeDefined()
    const pixels = await sharp(copy!).raw().toBuffer()
    expect(Buffer.compare(pixels, raw)).toBe(0)
  })

  it('turns a JPEG as its EXIF orientation says, as a browser shows it', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const copy = await convertWithSharp(new Uint8Array(jpeg), 'image/jpeg')
    // turned a quarter, 40 × 20 shows as 20 × 40
    expect(await sharp(copy!).metadata()).toMatchObject({ width: 20, height: 40 })
  })

  it('throws on bytes that are no image', async () => {
    await expect(convertWithSharp(JPEG, 'image/jpeg')).rejects.toThrow()
  })
})
