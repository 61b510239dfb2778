import { LRUCache } from 'lru-cache'
import { COMPRESSION_THRESHOLD, compressBest } from './compression'
import type { Encoding } from './negotiateEncoding'

/** A rendered page as it is sent: the same bytes to every visitor who shares it. */
export interface RenderedPage {
  status: number
  headers: [string, string][]
  /** The HTML or page data as UTF-8. */
  body: Buffer
  etag: string
  /** The script-src sources of a page rendered to be kept: its own nonce, in place of the response's. */
  scriptSources?: readonly string[] | undefined
}

/** A kept page: its bytes, and the same compressed once (none under the compression threshold). */
export interface KeptPage extends RenderedPage {
  encoded: Partial<Record<Encoding, Buffer>>
  /** The content cache's generation when it was rendered (a purge since makes it gone). */
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
  /** Most bytes kept, each page's compressed copies included. Default 32 MB. */
  maxBytes?: number
  /** The clock of the TTL (lru-cache's `perf`); tests pass their own. */
  now?: () => number
}

/** A kept page, and whether the caller is the one to render it again (it is past its TTL, and nobody else is). */
export interface Lookup {
  page: KeptPage
  refresh: boolean
}

export interface RenderCache {
  /** The page kept for a key since the last purge; past its TTL, `refresh` is true for one caller until it sets or deletes it. */
  get(key: string): Lookup | undefined
  /** Forgets a page (its new render failed, or is not one to keep). */
  delete(key: string): void
  /** Keeps a page, compressed once; resolves to the kept entry, or undefined for a page too large to keep. */
  set(key: string, page: RenderedPage): Promise<KeptPage | undefined>
  readonly size: number
}

const sizeOf = (page: KeptPage) => page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0)

/**
 * Published pages rendered once per content change, not once per request: an LRU (lru-cache) of rendered pages
 * (HTML and page data) for visitors who share them (no session, no preview), keyed by URL and the cookies that
 * change the HTML. An entry lives as long as the content it was made from: the content TTL, or until a purge.
 * Past its TTL an entry is still served (allowStale) while one request renders it again, so no visitor waits for a
 * render because time passed; after a purge nobody gets the old page. Each page is brotli and gzip compressed once,
 * at the best level, when it is kept.
 */
export function createRenderCache({ ttlMs, generation, maxEntries = 200, maxBytes = 32 * 1024 * 1024, now }: RenderCacheOptions): RenderCache {
  const entries = new LRUCache<string, KeptPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    ttl: ttlMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    // a clock of its own is read on every look-up, not once per millisecond
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  })
  /** Keys whose stale page one caller is rendering again: that caller's set or delete ends it. */
  const refreshing = new Set<string>()
  const drop = (key: string) => {
    refreshing.delete(key)
    entries.delete(key)
  }
  return {
    get(key) {
      const status: LRUCache.Status<string, KeptPage> = {}
      const page = entries.get(key, { status })
      if (!page) return undefined
      if (page.generation !== generation()) {
        drop(key)
        return undefined
      }
      if (status.get !== 'stale') return { page, refresh: false }
      const refresh = !refreshing.has(key)
      refreshing.add(key)
      return { page, refresh }
    },
    delete: drop,
    async set(key, page) {
      const kept: KeptPage = { ...page, encoded: {}, generation: generation() }
      if (page.body.length >= COMPRESSION_THRESHOLD) {
        const [br, gzip] = await Promise.all([compressBest(page.body, 'br'), compressBest(page.body, 'gzip')])
        kept.encoded = { br, gzip }
      }
      refreshing.delete(key)
      // a purge while it was compressed: the page may be older than the content
      if (kept.generation !== generation()) return undefined
      entries.set(key, kept)
      return entries.peek(key) === kept ? kept : undefined
    },
    get size() {
      return entries.size
    },
  }
}
