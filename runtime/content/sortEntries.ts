type JsonRecord = Record<string, unknown>

function compare(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right
  return String(left) < String(right) ? -1 : String(left) > String(right) ? 1 : 0
}

/**
 * Orders entries by Strapi `sort` as the content reader sends it (`['publishedDate:desc', 'id:desc']`). Missing
 * values sort last whatever the direction. Stable; returns a new array.
 */
export function sortEntries<T extends JsonRecord>(entries: readonly T[], sort: unknown): T[] {
  const keys = (Array.isArray(sort) ? sort : []).map((part) => {
    const [field = '', order = 'asc'] = String(part).split(':')
    return { field, direction: order.toLowerCase() === 'desc' ? -1 : 1 }
  })
  return [...entries].sort((a, b) => {
    for (const { field, direction } of keys) {
      const left = a[field]
      const right = b[field]
      const leftMissing = left === null || left === undefined
      const rightMissing = right === null || right === undefined
      if (leftMissing || rightMissing) {
        if (leftMissing !== rightMissing) return leftMissing ? 1 : -1
        continue
      }
      const order = compare(left, right)
      if (order !== 0) return order * direction
    }
    return 0
  })
}
