/** Options of createLru. */
export interface LruOptions<V> {
  /** Most entries kept. Default: no limit but the cost. */
  maxEntries?: number
  /** Most cost kept in all (bytes, characters); a value that costs more on its own is not kept. */
  maxCost: number
  /** What keeping a value costs. */
  costOf: (key: string, value: V) => number
}

/** A bounded memory, least recently used out first. */
export interface Lru<V> {
  /** The value, which becomes the most recently used. */
  get(key: string): V | undefined
  /** Keeps a value in place of any under its key; false when it costs more than maxCost on its own (not kept). */
  set(key: string, value: V): boolean
  delete(key: string): void
  readonly size: number
}

/**
 * A least-recently-used memory bounded by entries and by cost: what the server keeps of rendered pages, rendered
 * markdown, uploads passed on and compressed files, so that none of them grows with content or traffic.
 */
export function createLru<V>({ maxEntries = Number.POSITIVE_INFINITY, maxCost, costOf }: LruOptions<V>): Lru<V> {
  const entries = new Map<string, V>()
  let cost = 0
  const remove = (key: string) => {
    if (!entries.has(key)) return
    cost -= costOf(key, entries.get(key) as V)
    entries.delete(key)
  }
  return {
    get(key) {
      if (!entries.has(key)) return undefined
      const value = entries.get(key) as V
      entries.delete(key)
      entries.set(key, value)
      return value
    },
    set(key, value) {
      remove(key)
      const added = costOf(key, value)
      if (added > maxCost) return false
      entries.set(key, value)
      cost += added
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && cost <= maxCost) break
        remove(oldest)
      }
      return true
    },
    delete: remove,
    get size() {
      return entries.size
    },
  }
}
