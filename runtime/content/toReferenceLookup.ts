import type { ReferenceLookup, ReferenceValue } from './types'
import { isRecord } from './isRecord'

/** Reference-data entries (`{ group, key, value?, prices? }`) as `lookup[group][key]`; malformed entries are skipped. */
export function toReferenceLookup(entries: readonly unknown[]): ReferenceLookup {
  const lookup: ReferenceLookup = {}
  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.group !== 'string' || typeof entry.key !== 'string') continue
    const value: ReferenceValue = {}
    if (typeof entry.value === 'string') value.value = entry.value
    if (isRecord(entry.prices)) {
      const prices: Record<string, number> = {}
      for (const [currency, price] of Object.entries(entry.prices)) if (typeof price === 'number') prices[currency] = price
      value.prices = prices
    }
    ;(lookup[entry.group] ??= {})[entry.key] = value
  }
  return lookup
}
