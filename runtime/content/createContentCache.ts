import { ContentServiceError } from './ContentServiceError'
import { serializeQuery } from './serializeQuery'
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
   * for it to fail again (a slow one takes the whole timeout, on every read of every page), while one read per entry
   * tries it in the background at most this often. Default 5 000.
   */
  outageRetryMs?: number
  /** The clock, for tests. Default `Date.now`. */
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

/** The server-side content cache (issue 3 part 7). Values are shared between requests: treat them as read-only. */
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

interface Entry {
  info: ContentCacheEntryInfo
  value: unknown
  storedAt: number
  freshUntil: number
  staleUntil: number
  /** While its source is failing: when a background read may try the source again for this entry. */
  retryAt?: number
}

interface Flight {
  info: ContentCacheEntryInfo
  promise: Promise<unknown>
  /** Set by a purge during the flight: its result is returned but not stored. */
  purged: boolean
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

/** An LRU cache with TTL, in-flight de-duplication and stale-if-error, for content reads on the server. */
export function createContentCache(options: ContentCacheOptions = {}): ContentCache {
  const { max = 500, ttl = 60_000, staleTtl = 86_400_000, outageRetryMs = 5_000, now = Date.now, logger = console } = options
  const entries = new Map<string, Entry>()
  const flights = new Map<string, Flight>()
  /** Source id → until when it counts as failing (issue 10: Strapi slow or down must not make every page wait). */
  const failingUntil = new Map<string, number>()
  /** Source id → when it last answered: a read that started before then and fails late says nothing new. */
  const answeredAt = new Map<string, number>()

  const store = (info: ContentCacheEntryInfo, value: unknown): void => {
    const storedAt = now()
    entries.delete(info.key)
    entries.set(info.key, { info, value, storedAt, freshUntil: storedAt + ttl, staleUntil: storedAt + ttl + staleTtl })
    while (entries.size > max) entries.delete(entries.keys().next().value as string)
  }

  const fly = <T>(id: string, info: ContentCacheEntryInfo, load: () => Promise<T>): Promise<T> => {
    const flight: Flight = { info, promise: Promise.resolve(), purged: false }
    const startedAt = now()
    flight.promise = Promise.resolve()
      .then(load)
      .then(
        (value) => {
          failingUntil.delete(info.source)
          answeredAt.set(info.source, now())
          if (!flight.purged) store(info, value)
          return value
        },
        (error: unknown) => {
          // the source itself failed (a bug of the loader says nothing about it)
          const late = startedAt < (answeredAt.get(info.source) ?? -Infinity)
          if (error instanceof ContentServiceError && isOutage(error) && !late) failingUntil.set(info.source, now() + outageRetryMs)
          const stale = entries.get(id)
          if (!stale || now() >= stale.staleUntil || !isOutage(error)) throw error
          const age = Math.round((now() - stale.storedAt) / 1000)
          const reason = error instanceof Error ? error.message : String(error)
          logger.warn(`content: serving stale ${id} (${age} s old) because the source failed: ${reason}`)
          return stale.value
        },
      )
      .finally(() => {
        if (flights.get(id) === flight) flights.delete(id)
      })
    flights.set(id, flight)
    return flight.promise as Promise<T>
  }

  const read = <T>(key: ContentCacheKey, load: () => Promise<T>): Promise<T> => {
    if (key.signedIn) return load()
    const query = serializeQuery(key.params)
    const id = `${key.source} ${key.path}${query ? `?${query}` : ''}`
    const info = (): ContentCacheEntryInfo => ({ key: id, source: key.source, path: key.path, models: key.models ?? [] })
    const hit = entries.get(id)
    if (hit && now() >= hit.staleUntil) entries.delete(id)
    else if (hit && now() < hit.freshUntil) {
      entries.delete(id)
      entries.set(id, hit)
      return Promise.resolve(hit.value as T)
    } else if (hit && now() < (failingUntil.get(key.source) ?? 0)) {
      // the source failed a moment ago: the stale entry at once, and at most one read per interval tries the source
      if (!flights.has(id) && now() >= (hit.retryAt ?? 0)) {
        hit.retryAt = now() + outageRetryMs
        fly(id, info(), load).catch(() => undefined)
      }
      return Promise.resolve(hit.value as T)
    }
    const pending = flights.get(id)
    if (pending) return pending.promise as Promise<T>
    return fly(id, info(), load)
  }

  let generation = 0
  const purge = (filter?: ContentCachePurgeFilter): number => {
    generation += 1
    const matches = matcher(filter)
    let count = 0
    for (const entry of entries.values()) {
      if (!matches(entry.info)) continue
      if (entry.freshUntil > 0) count += 1
      entry.freshUntil = 0
    }
    for (const [id, flight] of flights) {
      if (!matches(flight.info)) continue
      flight.purged = true
      flights.delete(id)
    }
    return count
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
