/**
 * Every `{ref:group:key}` placeholder in the pack (SPEC §7) must name a reference-data entry, and a priced entry
 * must carry every currency the site offers, so no visitor ever sees a raw placeholder.
 */
import { isRecord } from '../../runtime/content/isRecord'

export interface PlaceholderEntry {
  file: string
  /** The content type's pluralName (collections) or singularName (singles). */
  type: string
  data: unknown
}

export interface PlaceholderIssue {
  file: string
  pointer: string
  message: string
}

/** Mirrors runtime/content/replacePlaceholders.ts. */
const REFERENCE = /\{ref:([^:{}\s]+):([^{}\s]+)\}/g

function walk(value: unknown, pointer: string, visit: (text: string, pointer: string) => void): void {
  if (typeof value === 'string') visit(value, pointer)
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`, visit))
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit)
  }
}

export function checkPlaceholders(entries: readonly PlaceholderEntry[], currencies: readonly string[]): PlaceholderIssue[] {
  const issues: PlaceholderIssue[] = []
  const reference = new Map<string, Record<string, unknown>>()
  for (const entry of entries) {
    if (entry.type !== 'reference-data' || !isRecord(entry.data)) continue
    const { group, key } = entry.data
    if (typeof group === 'string' && typeof key === 'string') reference.set(`${group}:${key}`, entry.data)
    const prices = entry.data.prices
    if (isRecord(prices)) {
      const missing = currencies.filter((c) => typeof prices[c] !== 'number')
      if (missing.length > 0) issues.push({ file: entry.file, pointer: '/prices', message: `no price in ${missing.join(', ')}` })
    }
  }
  for (const entry of entries) {
    walk(entry.data, '', (text, pointer) => {
      for (const match of text.matchAll(REFERENCE)) {
        const target = reference.get(`${match[1]}:${match[2]}`)
        if (!target) issues.push({ file: entry.file, pointer, message: `placeholder ${match[0]}: no reference data ${match[1]}-${match[2]}` })
        else if (!isRecord(target.prices) && typeof target.value !== 'string') {
          issues.push({ file: entry.file, pointer, message: `placeholder ${match[0]}: its reference data has neither prices nor value` })
        }
      }
    })
  }
  return issues
}
