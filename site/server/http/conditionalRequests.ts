import type { Context } from 'hono'
import { appendVary } from './appendVary'
import { codingMayDiffer } from './compression'
import { matchesIfNoneMatch, weakEtag } from './weakEtag'

/**
 * Whether the browser's copy, kept since the request's If-Modified-Since, is the representation last modified at
 * `lastModified`. A request that also sends If-None-Match is decided by its ETag alone (RFC 9110 §13.1.3), so never
 * here.
 */
export function unmodifiedSince(lastModified: string | null | undefined, request: { header(name: string): string | undefined }): boolean {
  const since = request.header('If-Modified-Since')
  if (!since || !lastModified || request.header('If-None-Match') !== undefined) return false
  return Date.parse(lastModified) <= Date.parse(since)
}

/**
 * The 304 that stands for a 200 with these headers: the same headers but the representation's own (type, length,
 * coding) and any Set-Cookie, and with the Vary the 200 carries once compressed (RFC 9110 §15.4.5): a cache that
 * kept one copy per coding must be able to tell which it revalidated.
 */
export function notModified(headers: Headers): Response {
  const out = new Headers(headers)
  if (codingMayDiffer(out)) appendVary(out, 'Accept-Encoding')
  for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding', 'Content-Range', 'Set-Cookie']) out.delete(name)
  return new Response(null, { status: 304, headers: out })
}

/**
 * A text the server makes on request (robots.txt, the sitemap, the blog's feed) with a weak ETag of its bytes, and
 * a 304 when If-None-Match names it: a feed reader or crawler polling it downloads it again only when it changed.
 */
export function textWithEtag(c: Context, body: string, headers: Record<string, string>): Response {
  // its length known, compression treats it as it treats any body: a robots.txt under the threshold goes as it is
  const all = { ...headers, ETag: weakEtag(body), 'Content-Length': String(Buffer.byteLength(body)) }
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), all.ETag)) return notModified(new Headers(all))
  return c.body(body, 200, all)
}
