import { Hono } from 'hono'
import { notModified, unmodifiedSince } from '../http/conditionalRequests'
import { logLine } from '../http/logLine'
import { createLru } from '../lru'

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
  return { 'Content-Type': type, 'Cache-Control': cacheControl, ...(DOCUMENT_TYPE.test(type) ? { 'Content-Disposition': 'attachment' } : {}) }
}

// how Strapi's local provider names an upload: `<slug>_<hash>.<ext>`, with a format's prefix (`small_`); one segment
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,254}$/

/** Whether a path segment can name an upload: no folders, no dot segments, nothing encoded. */
export function isUploadName(name: string): boolean {
  return FILE_NAME.test(name) && !name.includes('..')
}

/**
 * GET and HEAD /uploads/<file> from Strapi, when the site is its own assets host (no ASSETS_URL, issue 9). The
 * browser then loads a page's images from the page's origin: no connection to open to a second host before the
 * first image (on most landing pages the LCP element), an img-src of 'self', and a CMS no visitor has to reach.
 * Files up to keepFileBytes are kept in memory (least recently used out first, keepBytes in all) for keepMs; larger
 * ones, and range requests, stream through. A name that cannot be an upload is 404 without asking Strapi; Strapi
 * failing is 502, too slow 504, unless the file was kept before: then it is served as it was.
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
  const kept = createLru<Kept>({ maxCost: keepBytes, costOf: (_name, entry) => entry.body.byteLength })
  const base = upstream.replace(/\/+$/, '')

  return new Hono().on(['GET', 'HEAD'], '/uploads/*', async (c) => {
    const name = c.req.path.slice('/uploads/'.length)
    if (!isUploadName(name)) return c.text('Not found', 404)
    const head = c.req.method === 'HEAD'
    const range = c.req.header('Range')

    const answer = (entry: Kept) => {
      const headers = fileHeaders(entry.type, cacheControl)
      if (entry.lastModified) headers['Last-Modified'] = entry.lastModified
      headers['Content-Length'] = String(entry.body.byteLength)
      if (unmodifiedSince(entry.lastModified, c.req)) return notModified(new Headers(headers))
      return head ? c.body(null, 200, headers) : c.body(entry.body, 200, headers)
    }

    const found = kept.get(name)
    if (found && !range && now() - found.at < keepMs) return answer(found)

    // Strapi failing: a file kept before is served as it was (stale if error), else 502 or 504
    const failed = (message: string, status: 502 | 504, text: string) => {
      logLine({ level: 'error', msg: `uploads: ${message}`, path: c.req.path })
      return found && !range ? answer(found) : c.text(text, status)
    }
    let response: Response
    try {
      response = await fetchFile(`${base}/uploads/${name}`, { method: head ? 'HEAD' : 'GET', headers: range ? { Range: range } : {}, signal: AbortSignal.timeout(timeoutMs) })
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
    if (!head && response.status === 200 && length <= keepFileBytes) {
      const entry: Kept = { body: new Uint8Array(await response.arrayBuffer()), type, lastModified, at: now() }
      kept.set(name, entry)
      return answer(entry)
    }
    // too large to keep, unknown length, a range or a HEAD: as it comes
    const headers = fileHeaders(type, cacheControl)
    for (const header of ['Content-Length', 'Content-Range', 'Accept-Ranges', 'Last-Modified']) {
      const value = response.headers.get(header)
      if (value) headers[header] = value
    }
    const status = response.status === 206 ? 206 : 200
    return head || !response.body ? c.body(null, status, headers) : c.body(response.body, status, headers)
  })
}
