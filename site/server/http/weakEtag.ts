import { createHash } from 'node:crypto'

/**
 * A weak ETag from a hash of the page. The response's CSP nonce is left out of the hash: it differs on
 * every response while the page does not. Weak, because compression changes the bytes but not the page.
 */
export function weakEtag(body: string, nonce?: string): string {
  const stable = nonce ? body.replaceAll(nonce, '') : body
  return `W/"${createHash('sha1').update(stable).digest('base64url')}"`
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}
