import { createLru } from '../lru'

/** One rendered page, kept with the placeholder its nonce attributes carry. */
export interface CachedRender {
  status: number
  headers: [string, string][]
  /** The HTML or page data as UTF-8, its nonces written as `token`. */
  body: Buffer
  /** The random stand-in for the nonce the page was rendered with: each response swaps in its own. */
  token: string
  /** Byte offsets of `token` in `body`. */
  tokenAt: number[]
  etag: string
  storedAt: number
  /** The content cache's generation when it was rendered (a purge since makes it stale). */
  generation: number
}

/** Options of createRenderCache. */
export interface RenderCacheOptions {
  /** How long a rendered page is served without rendering again: the content cache's TTL. */
  ttlMs: number
  /** The content cache's purge count (ContentCache.generation). */
  generation: () => number
  /** Most pages kept; the least recently used goes first. Default 200. */
  maxEntries?: number
  /** Most bytes of bodies kept. Default 32 MB; each kept page's gzip (nonceGzip, made on its first gzip response) adds about a fifth. */
  maxBytes?: number
  now?: () => number
}

/** The page's bytes and where its nonce placeholder sits in them. */
export function pageBytes(body: string, token: string): { body: Buffer; tokenAt: number[] } {
  const bytes = Buffer.from(body)
  const needle = Buffer.from(token)
  const tokenAt: number[] = []
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) tokenAt.push(at)
  return { body: bytes, tokenAt }
}

/** Whether a nonce can be written over the placeholder's bytes: ASCII of the same length. */
export function fitsPlaceholder(nonce: string, token: string): boolean {
  return nonce.length === token.length && /^[\w-]*$/.test(nonce)
}

/**
 * A copy of a kept page with this response's nonce in place of the placeholder: bytes in, bytes out, so a response
 * costs a copy, not a string replace and a UTF-8 encoding of the whole page. Nonces are ASCII of the placeholder's
 * length (createNonce); anything else is replaced the long way.
 */
export function withNonce(page: Pick<CachedRender, 'body' | 'token' | 'tokenAt'>, nonce: string): Buffer {
  if (!fitsPlaceholder(nonce, page.token)) return Buffer.from(page.body.toString().replaceAll(page.token, nonce))
  const out = Buffer.from(page.body)
  for (const at of page.tokenAt) out.write(nonce, at, 'latin1')
  return out
}

/** A kept page past its TTL, not purged: served while it is rendered again (RenderCache.stale). */
export interface StalePage {
  entry: CachedRender
  /** True for the one caller that should render it again; false while that render runs. */
  refresh: boolean
}

export interface RenderCache {
  /** A page kept within its TTL and since the last purge. */
  get(key: string): CachedRender | undefined
  /** A page past its TTL but not purged, which may be served while one caller renders it again. */
  stale(key: string): StalePage | undefined
  /** Forgets a page (its new render failed, or is not one to keep). */
  delete(key: string): void
  /** Keeps a page; returns the kept entry (what get will return), or undefined for a page too large to keep. */
  set(key: string, entry: Omit<CachedRender, 'storedAt' | 'generation'>): CachedRender | undefined
  readonly size: number
}

/**
 * Issue 9: published pages rendered once per content change, not once per request. An LRU of rendered pages
 * (HTML and page data) for visitors who share them (no session, no preview), keyed by URL and the cookies that
 * change the HTML; an entry lives as long as the content it was made from: the content TTL, or until a purge.
 * Past its TTL an entry is still served while one request renders it again in the background (stale), so no
 * visitor waits for a render because time passed; after a purge nobody gets the old page.
 * The CSP nonce stays per response: pages are rendered with a random placeholder, replaced on the way out.
 */
export function createRenderCache({ ttlMs, generation, maxEntries = 200, maxBytes = 32 * 1024 * 1024, now = Date.now }: RenderCacheOptions): RenderCache {
  const entries = createLru<CachedRender>({ maxEntries, maxCost: maxBytes, costOf: (_key, entry) => entry.body.length })
  /** Keys whose stale page one caller is rendering again: that caller's set or delete ends it. */
  const refreshing = new Set<string>()
  const drop = (key: string) => {
    refreshing.delete(key)
    entries.delete(key)
  }
  /** The entry unless purged since it was kept (then forgotten), most recently used from now on. */
  const current = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.generation !== generation()) {
      drop(key)
      return undefined
    }
    return entry
  }
  return {
    get(key) {
      const entry = current(key)
      return entry && now() - entry.storedAt < ttlMs ? entry : undefined
    },
    stale(key) {
      const entry = current(key)
      if (!entry || now() - entry.storedAt < ttlMs) return undefined
      const refresh = !refreshing.has(key)
      refreshing.add(key)
      return { entry, refresh }
    },
    delete: drop,
    set(key, entry) {
      refreshing.delete(key)
      const kept = { ...entry, storedAt: now(), generation: generation() }
      return entries.set(key, kept) ? kept : undefined
    },
    get size() {
      return entries.size
    },
  }
}
