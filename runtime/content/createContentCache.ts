import { LRUCache } from 'lru-cache'
import { stringify } from 'qs'
import { ContentServiceError } from './ContentServiceError'
import type { ContentLogger, StrapiParams } from './types'

export interface ContentCacheOptions {
  /** Most entries kept; the least recently used goes first. Default 500. */
  max?: number
  /** Milliseconds an entry is served without asking the source. Default 60 000. */
  ttl?: number
  /** Milliseconds past its ttl an entry may still be served when the source fails or times out. Default one day. */
  staleTtl?: number
  /**
   * Milliseconds a source counts as failing after an outage: its stale entries are served at once, without waiting
   * for it to fail again (a slow one takes the whole timeout, on every read of every page), each asking the source in
   * the background; an entry whose read failed is not asked again for this long. Default 5 000.
   */
  outageRetryMs?: number
  /** The clock, for tests: milliseconds above 0 (lru-cache takes a start of 0 for no ttl). Default `Date.now`. */
  now?: () => number
  /** Where serving stale content is reported. Default `console`. */
  logger?: ContentLogger
}

/** What identifies a read: never share responses across different tokens. */
export interface ContentCacheKey {
  /** The source's id (`ContentSource.id`). */
  source: string
  /** The REST path, e.g. `pages` or `primary-navigation`. */
  path: string
  params?: StrapiParams | undefined
  /** A read with a visitor's token: it bypasses the shared cache entirely. */
  signedIn?: boolean
  /**
   * Models (Strapi singular names) whose changes make this read stale: the purge handler purges by model. `'*'`
   * marks a read any change may affect (a page's sections may relate to any model).
   */
  models?: readonly string[]
}

/** What a purge filter sees of an entry. */
export interface ContentCacheEntryInfo {
  key: string
  source: string
  path: string
  models: readonly string[]
}

export type ContentCachePurgeFilter = { model?: string; source?: string } | ((entry: ContentCacheEntryInfo) => boolean)

/** The server-side content cache. Values are shared between requests: treat them as read-only. */
export interface ContentCache {
  /** The cached value when fresh; otherwise `load`, shared by identical reads in flight, stale on an outage. */
  read<T>(key: ContentCacheKey, load: () => Promise<T>): Promise<T>
  /** Expires matching entries (all without a filter) and returns how many; they stay only as stale fallbacks. */
  purge(filter?: ContentCachePurgeFilter): number
  /** Entries held, fresh or stale. */
  readonly size: number
  /** Counts purges: what is derived from cached content (a rendered page) is stale once this moved on. */
  readonly generation: number
}

/** What the cache holds for a read. */
interface Stored {
  info: ContentCacheEntryInfo
  value: unknown
  storedAt: number
}

/** What one fetch of the LRU cache needs: the read's description and its loader. */
interface Read {
  info: ContentCacheEntryInfo
  load: () => Promise<unknown>
}

/**
 * An outage, as opposed to an answer. A 4xx other than 408/429 is the service's considered answer (not found,
 * forbidden): serving stale content over it would hide a deletion or a permission change.
 */
function isOutage(error: unknown): boolean {
  if (!(error instanceof ContentServiceError)) return true
  if (error.reason === 'aborted') return false
  if (error.reason !== 'http') return true
  return error.status >= 500 || error.status === 408 || error.status === 429
}

function matcher(filter: ContentCachePurgeFilter | undefined): (info: ContentCacheEntryInfo) => boolean {
  if (filter === undefined) return () => true
  if (typeof filter === 'function') return filter
  return (info) =>
    (filter.model === undefined || info.models.includes(filter.model) || info.models.includes('*')) && (filter.source === undefined || info.source === filter.source)
}

/**
 * The content reads of the server, on lru-cache: its ttl is the time an entry is fresh, its fetch shares identical
 * reads in flight, and stale entries answer while the source is down.
 */
export function createContentCache(options: ContentCacheOptions = {}): ContentCache {
  const { max = 500, ttl = 60_000, staleTtl = 86_400_000, outageRetryMs = 5_000, now = Date.now, logger = console } = options
  /** Source id → until when it counts as failing (Strapi slow or down must not make every page wait). */
  const failingUntil = new Map<string, number>()
  /** Source id → when it last answered: a read that started before then and fails late says nothing new. */
  const answeredAt = new Map<string, number>()
  /** Reads in flight (lru-cache does not list them), for a purge to overtake. */
  const reading = new Map<string, ContentCacheEntryInfo>()

  const servable = (stored: Stored | undefined): stored is Stored => stored !== undefined && now() < stored.storedAt + ttl + staleTtl

  const entries: LRUCache<string, Stored, Read> = new LRUCache<string, Stored, Read>({
    max,
    ttl,
    // the clock is read on every check, so that a test's clock moves the cache with it
    perf: { now },
    ttlResolution: 0,
    // a load a purge overtook still answers its readers; lru-cache then leaves it out of the cache
    ignoreFetchAbort: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (id, stale, { options: fetchOptions, context: { info, load } }) => {
      const startedAt = now()
      reading.set(id, info)
      try {
        const value = await load()
        failingUntil.delete(info.source)
        answeredAt.set(info.source, now())
        return { info, value, storedAt: now() }
      } catch (error) {
        // the source itself failed (a bug of the loader says nothing about it)
        const late = startedAt < (answeredAt.get(info.source) ?? -Infinity)
        const down = error instanceof ContentServiceError && isOutage(error) && !late
        if (down) failingUntil.set(info.source, now() + outageRetryMs)
        if (!isOutage(error) || !servable(stale)) {
          fetchOptions.allowStaleOnFetchRejection = false
          throw error
        }
        const age = Math.round((now() - stale.storedAt) / 1000)
        const reason = error instanceof Error ? error.message : String(error)
        logger.warn(`content: serving stale ${id} (${age} s old) because the source failed: ${reason}`)
        // stale-if-error (allowStaleOnFetchRejection); with the source down, the entry is held as fresh for
        // outageRetryMs, so that it is tried at most that often
        if (!down) throw error
        fetchOptions.ttl = Math.min(outageRetryMs, stale.storedAt + ttl + staleTtl - now())
        return stale
      } finally {
        if (reading.get(id) === info) reading.delete(id)
      }
    },
  })

  const read = async <T>(key: ContentCacheKey, load: () => Promise<T>): Promise<T> => {
    if (key.signedIn) return load()
    const query = stringify(key.params ?? {}, { encodeValuesOnly: true })
    const id = `${key.source} ${key.path}${query ? `?${query}` : ''}`
    const info: ContentCacheEntryInfo = { key: id, source: key.source, path: key.path, models: key.models ?? [] }
    // while the source is failing, a stale entry answers at once and lru-cache asks the source in the background
    const failing = now() < (failingUntil.get(key.source) ?? 0) && servable(entries.peek(id, { allowStale: true }))
    const stored = await entries.forceFetch(id, { context: { info, load }, allowStale: failing })
    return stored.value as T
  }

  /** Makes an entry stale, keeping it as a fallback; set() over a read in flight keeps that read's result out. */
  const expire = (id: string, stored: Stored): void => {
    entries.set(id, stored, { ttl: 1, start: now() - 2 })
  }

  let generation = 0
  const purge = (filter?: ContentCachePurgeFilter): number => {
    generation += 1
    const matches = matcher(filter)
    const fresh = [...entries.entries()].filter(([, stored]) => matches(stored.info))
    for (const [id, stored] of fresh) expire(id, stored)
    for (const [id, info] of reading) {
      if (!matches(info)) continue
      reading.delete(id)
      const stale = entries.peek(id, { allowStale: true })
      if (stale) expire(id, stale)
      else entries.delete(id)
    }
    return fresh.length
  }

  return {
    read,
    purge,
    get size() {
      return entries.size
    },
    get generation() {
      return generation
    },
  }
}
