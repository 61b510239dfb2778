type JsonRecord = Record<string, unknown>
type SortKey = { path: string[]; direction: 1 | -1 }

function parse(sort: unknown): SortKey[] {
  if (sort === undefined || sort === null || sort === '') return []
  if (Array.isArray(sort)) return sort.flatMap(parse)
  if (typeof sort === 'object') {
    return Object.entries(sort).map(([field, order]) => ({
      path: field.split('.'),
      direction: String(order).toLowerCase() === 'desc' ? -1 : 1,
    }))
  }
  return String(sort)
    .split(',')
    .map((part) => {
      const [field = '', order = 'asc'] = part.trim().split(':')
      return { path: field.split('.'), direction: order.toLowerCase() === 'desc' ? -1 : 1 } as SortKey
    })
}

function read(entry: unknown, path: string[]): unknown {
  let value = entry
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as JsonRecord)[key] : undefined
  return value
}

/**
 * Orders entries by Strapi `sort` (`'publishedDate:desc'`, `['a:asc', 'b:desc']`, `{ a: 'desc' }`, dotted paths
 * into relations). Missing values sort last whatever the direction. Stable; returns a new array.
 */
export function sortEntries<T extends JsonRecord>(entries: readonly T[], sort: unknown): T[] {
  const keys = parse(sort)
  if (keys.length === 0) return [...entries]
  return [...entries].sort((a, b) => {
    for (const { path, direction } of keys) {
      const left = read(a, path)
      const right = read(b, path)
      const leftMissing = left === null || left === undefined
      const rightMissing = right === null || right === undefined
      if (leftMissing || rightMissing) {
        if (leftMissing !== rightMissing) return leftMissing ? 1 : -1
        continue
      }
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left) < String(right)
            ? -1
            : String(left) > String(right)
              ? 1
              : 0
      if (order !== 0) return order * direction
    }
    return 0
  })
}
