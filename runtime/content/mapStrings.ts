/** A deep copy of a JSON-like value with every string passed through `map`; the input is never mutated. */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  return walk(value, map) as T
}

function walk(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value)
  if (Array.isArray(value)) return value.map((item) => walk(item, map))
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) copy[key] = walk(child, map)
    return copy
  }
  return value
}
