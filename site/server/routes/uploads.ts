import { Hono } from 'hono'
import { notModified, unmodifiedSince } from '../http/conditionalRequests'
import { byteRange } from '../http/byteRange'
import { logLine } from '../http/logLine'
import { LRUCache } from 'lru-cache'

/** Options of uploadsRoute. */
export interface UploadsOptions {
  /** Strapi's URL (STRAPI_URL): the files are its `/uploads/<file>`. */
  upstream: string
  /** How long to wait for Strapi before answering 504 (STRAPI_TIMEOUT). */
  timeoutMs: number
  /** Cache-Control of every file passed on: the same as the files source's uploads. */
  cacheControl?: string
  /** Bytes of files kept in memory in all, at most. */
  keepBytes?: number
  /** Files larger than this are passed on as they come, never kept (videos). */
  keepFileBytes?: number
  /** How long a kept file is served before Strapi is asked for it again. */
  keepMs?: number
  /** Tests pass a stand-in. */
  fetch?: typeof fetch
  now?: () => number
}

interface Kept {
  body: Uint8Array<ArrayBuffer>
  type: string
  lastModified: string | null
  at: number
}

// what a browser would show as a document of this origin if opened directly: handed over as a download instead (an
// <img> of an SVG still draws it; the page's CSP already keeps any script in it from running)
const DOCUMENT_TYPE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i

/** The headers every file passed on carries. */
function fileHeaders(type: string, cacheControl: string): Record<string, string> {
  return { 'Content-Type': type, 'Cache-Control': cacheControl, 'Accept-Ranges': 'bytes', ...(DOCUMENT_TYPE.test(type) ? { 'Content-Disposition': 'attachment' } : {}) }
}

// how Strapi's local provider names an upload: `<slug>_<hash>.<ext>`, with a format's prefix (`small_`); one segment
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,254}$/

/** Whether a path segment can name an upload: no folders, no dot segments, nothing encoded. */
export function isUploadName(name: string): boolean {
  return FILE_NAME.test(name) && !name.includes('..')
}

/** The bytes `start` to `end` (both included) of a stream; past `end`, the stream is cancelled, not read on. */
function sliceStream(start: number, end: number): TransformStream<Uint8Array, Uint8Array> {
  let at = 0
  return new TransformStream({
    transform(chunk, controller) {
      const from = Math.max(0, start - at)
      const to = Math.min(chunk.byteLength, end + 1 - at)
      at += chunk.byteLength
      if (from < to) controller.enqueue(chunk.subarray(from, to))
      if (at > end) controller.terminate()
    },
  })
}

/** A file as Strapi sent it: its bytes once kept, else its body as it comes. */
interface Upload {
  type: string
  lastModified: string | null
  /** Its length; unknown when Strapi did not say (then a Range is ignored). */
  size: number | undefined
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null
}

/**
 * GET and HEAD /uploads/<file> from Strapi, when the site is its own assets host (no ASSETS_URL). The
 * browser then loads a page's images from the page's origin: no connection to open to a second host before the
 * first image (on most landing pages the LCP element), an img-src of 'self', and a CMS no visitor has to reach.
 * Files up to keepFileBytes are kept in memory (least recently used out first, keepBytes in all) for keepMs; larger
 * ones stream through. A name that cannot be an upload is 404 without asking Strapi; Strapi failing is 502, too slow
 * 504, unless the file was kept before: then it is served as it was.
 * Range requests (a video seeking) are answered here from the whole file (byteRange): Strapi is never sent a Range,
 * since its koa-range answers a suffix range (`bytes=-5`) 416, and one past the end with a Content-Length that is
 * not the body's (negative, or too long), which fetch cannot read.
 */
export function uploadsRoute({
  upstream,
  timeoutMs,
  cacheControl = 'public, max-age=86400',
  keepBytes = 32 * 1024 * 1024,
  keepFileBytes = 1024 * 1024,
  keepMs = 10 * 60_000,
  fetch: fetchFile = fetch,
  now = Date.now,
}: UploadsOptions): Hono {
  const kept = new LRUCache<string, Kept>({ maxSize: keepBytes, sizeCalculation: (entry) => Math.max(1, entry.body.byteLength) })
  const base = upstream.replace(/\/+$/, '')

  return new Hono().on(['GET', 'HEAD'], '/uploads/*', async (c) => {
    const name = c.req.path.slice('/uploads/'.length)
    if (!isUploadName(name)) return c.text('Not found', 404)
    const head = c.req.method === 'HEAD'
    // RFC 9110 §14.2: only a GET has a range
    const asked = { range: head ? undefined : c.req.header('Range'), ifRange: c.req.header('If-Range') }

    /** The file as this request asks for it: 304 when the browser has it, else whole, the range it names (206) or 416. */
    const answer = ({ type, lastModified, size, body }: Upload): Response => {
      const headers = fileHeaders(type, cacheControl)
      if (lastModified) headers['Last-Modified'] = lastModified
      if (size !== undefined) headers['Content-Length'] = String(size)
      const range = size === undefined ? undefined : byteRange(size, lastModified, asked)
      const unsent = () => void (body instanceof ReadableStream ? body.cancel() : undefined)
      if (unmodifiedSince(lastModified, c.req)) {
        unsent()
        return notModified(new Headers(headers))
      }
      if (range?.kind === 'unsatisfiable') {
        unsent()
        return c.body(null, 416, { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' })
      }
      if (range?.kind === 'part') {
        const { start, end } = range
        headers['Content-Range'] = `bytes ${start}-${end}/${size}`
        headers['Content-Length'] = String(end - start + 1)
        const part = body instanceof ReadableStream ? body.pipeThrough(sliceStream(start, end)) : body?.subarray(start, end + 1)
        return new Response(part, { status: 206, headers })
      }
      if (head) unsent()
      return new Response(head ? null : body, { status: 200, headers })
    }
    const keptAnswer = (entry: Kept) => answer({ ...entry, size: entry.body.byteLength })

    const found = kept.get(name)
    if (found && now() - found.at < keepMs) return keptAnswer(found)

    // Strapi failing: a file kept before is served as it was (stale if error), else 502 or 504
    const failed = (message: string, status: 502 | 504, text: string) => {
      logLine({ level: 'error', msg: `uploads: ${message}`, path: c.req.path })
      return found ? keptAnswer(found) : c.text(text, status)
    }
    let response: Response
    try {
      response = await fetchFile(`${base}/uploads/${name}`, { method: head ? 'HEAD' : 'GET', signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') return failed(`Strapi did not answer within ${timeoutMs} ms`, 504, 'The file did not come in time')
      return failed((error as Error).message, 502, 'The file could not be fetched')
    }
    if (response.status === 404) {
      kept.delete(name)
      return c.text('Not found', 404)
    }
    if (!response.ok) return failed(`Strapi answered ${response.status}`, 502, 'The file could not be fetched')

    const type = response.headers.get('Content-Type') ?? 'application/octet-stream'
    const lastModified = response.headers.get('Last-Modified')
    const length = Number(response.headers.get('Content-Length') ?? Number.NaN)
    const size = Number.isSafeInteger(length) && length >= 0 ? length : undefined
    if (!head && size !== undefined && size <= keepFileBytes) {
      const entry: Kept = { body: new Uint8Array(await response.arrayBuffer()), type, lastModified, at: now() }
      kept.set(name, entry)
      return keptAnswer(entry)
    }
    // too large to keep, unknown length or a HEAD: as it comes
    return answer({ type, lastModified, size, body: response.body })
  })
}
