import { Hono } from 'hono'
import { appendVary } from '../http/appendVary'
import { notModified, unmodifiedSince } from '../http/conditionalRequests'
import { logLine } from '../http/logLine'
import { mutableHeaders } from '../http/mutableHeaders'
import { LRUCache } from 'lru-cache'
import { isUploadName } from './uploads'

/** Makes the WebP copy of an upload's bytes; undefined when the copy would be no smaller. Throws on a bad image. */
export type ConvertToWebp = (upload: Uint8Array, type: 'image/jpeg' | 'image/png') => Promise<Uint8Array | undefined>

/** Options of uploadsAsWebp. */
export interface UploadsAsWebpOptions {
  /** The upload as the site serves it at `/uploads/<name>` (the content pack's media, or Strapi's passed on). */
  upload: (name: string) => Promise<Response>
  /** Bytes of copies kept in memory in all, at most. */
  keepBytes?: number
  /** Uploads larger than this are not converted, but served as they are. */
  convertBytes?: number
  /**
   * How long a request waits for a copy being made. Past it, the upload goes as it is, not to be stored (the copy is
   * kept for the next request): a 4,000 × 3,000 JPEG took 5.8 s to convert here.
   */
  waitMs?: number
  /** Tests pass a stand-in. */
  convert?: ConvertToWebp
}

interface Copy {
  /** The WebP; undefined when the upload is served as it is (it would be no smaller, or could not be read). */
  body: Uint8Array | undefined
  /** The upload's Last-Modified and length when the copy was made from it. */
  made: string
}

// the names of JPEG and PNG uploads (Strapi's local provider: `<slug>_<hash>.<ext>`, formats prefixed `small_` …)
const CONVERTED_NAME = /\.(?:jpe?g|png)$/i
const CONVERTED_TYPE = new Set(['image/jpeg', 'image/png'])

/** Whether an Accept header takes WebP (chromium, Firefox and Safari name it for images; `q=0` refuses it). */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase())
    return type === 'image/webp' && !params.some((param) => /^q=0(?:\.0*)?$/.test(param))
  })
}

/** What `work` gives, if it comes within `ms`; else undefined (the work goes on). */
async function inTime<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

let loadedSharp: Promise<typeof import('sharp')['default']> | undefined

/**
 * sharp (libvips), loaded once per process, with one conversion thread and no libvips cache (the copies are kept by
 * the route). The server loads it as it starts (serve.ts): the import took 96–185 ms here, which a first copy would
 * otherwise spend of its request's wait.
 */
export function loadSharp(): Promise<typeof import('sharp')['default']> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1)
    sharp.cache(false)
    return sharp
  })
  return loadedSharp
}

/**
 * A JPEG becomes a lossy WebP at quality 75 (Next.js's default for its images); a PNG becomes a lossless WebP, every
 * pixel as it was. The EXIF orientation is applied, as a browser shows the JPEG; metadata is left out. (sharp's
 * sharper chroma subsampling kept the small coloured lights of a hero a little brighter, but took 124 ms against 54
 * for its 750-px copy, which a first request waits for.)
 */
export const convertWithSharp: ConvertToWebp = async (upload, type) => {
  const sharp = await loadSharp()
  const copy = await sharp(upload, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .webp(type === 'image/png' ? { lossless: true } : { quality: 75 })
    .toBuffer()
  return copy.byteLength < upload.byteLength ? new Uint8Array(copy.buffer, copy.byteOffset, copy.byteLength) : undefined
}

/**
 * JPEG and PNG uploads as WebP to a browser that takes it, at their own URLs: the Accept header decides,
 * and `Vary: Accept` says so to every cache (a CDN keeps one copy per Accept it sees). A photo's copy is about 60 %
 * smaller (a landing page's hero 27.2 → 9.4 KB), and no markup changes, so a page served from anywhere else (a static
 * host, another assets host) still shows its images.
 * - The upload comes from `upload` (the uploads as the site serves them). Without it (404) the request goes on as
 *   if WebP were not taken; another failure (Strapi's 502 or 504) is the answer. The upload itself is the answer
 *   when it is larger than convertBytes, is neither JPEG nor PNG inside, cannot be read, or would be no smaller.
 * - A copy is made on the first request, one at a time, so that new images cannot take both cores from the pages
 *   being rendered; requests that come meanwhile wait for the same one, for waitMs at most, then get the upload,
 *   marked `no-store`. The copy is kept (least recently used out first, keepBytes in all), and made again when the
 *   upload's Last-Modified or length changes.
 * - A browser that does not take WebP gets the upload, and the range it asks for. One that takes WebP gets this
 *   answer whole whatever its Range: a range of the JPEG would be spliced into a WebP it kept part of (both have
 *   the upload's Last-Modified), and ranges of the copy are not offered.
 */
export function uploadsAsWebp({ upload, keepBytes = 16 * 1024 * 1024, convertBytes = 8 * 1024 * 1024, waitMs = 250, convert = convertWithSharp }: UploadsAsWebpOptions): Hono {
  const kept = new LRUCache<string, Copy>({ max: 10_000, maxSize: keepBytes, sizeCalculation: (copy) => Math.max(1, copy.body?.byteLength ?? 0) })
  const making = new Map<string, Promise<Copy>>()
  let queue: Promise<unknown> = Promise.resolve()

  /** The copy of `bytes`, one conversion at a time. */
  const make = (name: string, made: string, bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): Promise<Copy> => {
    const key = `${name}\n${made}`
    const pending = making.get(key)
    if (pending) return pending
    const run = async (): Promise<Copy> => {
      try {
        return { body: await convert(bytes, type), made }
      } catch (error) {
        logLine({ level: 'warn', msg: 'uploads: no WebP copy, the upload could not be converted; served as it is', name, error: (error as Error).message })
        return { body: undefined, made }
      }
    }
    const result = queue.then(run, run)
    queue = result
    making.set(key, result)
    void result.then((copy) => {
      making.delete(key)
      kept.set(name, copy)
    })
    return result
  }

  return new Hono().on(['GET', 'HEAD'], '/uploads/*', async (c, next) => {
    const name = c.req.path.slice('/uploads/'.length)
    if (!isUploadName(name) || !CONVERTED_NAME.test(name)) return next()
    /** The answer the site gives without WebP, which depends on Accept all the same. */
    const withoutWebp = async () => {
      await next()
      appendVary(mutableHeaders(c), 'Accept')
    }
    if (!acceptsWebp(c.req.header('Accept'))) return withoutWebp()

    const original = await upload(name)
    if (original.status === 404) {
      // no such upload: the page 404 for the content pack's media, as without WebP
      await original.body?.cancel()
      return withoutWebp()
    }
    const headers = new Headers(original.headers)
    appendVary(headers, 'Accept')
    // a Range is not answered here (above): say so
    headers.delete('Accept-Ranges')
    const type = (original.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
    const length = Number(original.headers.get('Content-Length') ?? Number.NaN)
    if (original.status !== 200 || !CONVERTED_TYPE.has(type) || !(length <= convertBytes)) {
      // its failure, or an upload not to convert: as the uploads gave it
      return new Response(c.req.method === 'HEAD' ? null : original.body, { status: original.status, headers })
    }
    const made = `${original.headers.get('Last-Modified') ?? ''}|${length}`
    const found = kept.get(name)
    let copy: Copy
    let bytes: Uint8Array | undefined
    if (found?.made === made && found.body) {
      await original.body?.cancel()
      copy = found
    } else {
      bytes = new Uint8Array(await original.arrayBuffer())
      const copying = found?.made === made ? found : await inTime(make(name, made, bytes, type as 'image/jpeg' | 'image/png'), waitMs)
      if (!copying) {
        // still being made: the upload now, for no cache to keep (it would go on giving the JPEG to browsers that take WebP)
        headers.set('Cache-Control', 'no-store')
        headers.delete('Last-Modified')
        headers.set('Content-Length', String(bytes.byteLength))
        return new Response(c.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status: 200, headers })
      }
      copy = copying
    }
    if (copy.body) headers.set('Content-Type', 'image/webp')

    if (unmodifiedSince(headers.get('Last-Modified'), c.req)) return notModified(headers)
    // no WebP: the upload's bytes, read above (a kept copy is taken without reading them only when it has a body)
    const body = copy.body ?? bytes!
    headers.set('Content-Length', String(body.byteLength))
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers })
  })
}
