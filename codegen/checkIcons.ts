import { CodegenError } from './CodegenError'
import { COMPONENT_ICONS } from './componentIcons'
import type { SchemaSet } from './types'

const KNOWN = new Set(COMPONENT_ICONS)

/** `arrowLeft`, `arrow-left` → ['arrow', 'left']. */
function words(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)
}

/** Levenshtein distance, enough for names of a dozen letters. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]!
}

/** Up to three icon names close to `name`: one containing the other or sharing a word first, then typos away. */
export function closeIconNames(name: string): string[] {
  const flat = words(name).join('')
  const own = new Set(words(name))
  const scored = COMPONENT_ICONS.map((icon) => {
    const other = words(icon).join('')
    const related = (flat.length >= 3 && (other.includes(flat) || flat.includes(other))) || words(icon).some((w) => w.length >= 3 && own.has(w))
    const typos = distance(flat, other)
    return { icon, tier: related ? 0 : typos <= Math.max(2, Math.ceil(flat.length / 2)) ? 1 : 2, typos }
  })
  return scored
    .filter((s) => s.tier < 2)
    .sort((a, b) => a.tier - b.tier || a.typos - b.typos || a.icon.localeCompare(b.icon))
    .slice(0, 3)
    .map((s) => s.icon)
}

/**
 * Every component's `x-strapi.icon` is one Strapi's content manager draws: it shows any other name as its
 * default icon without a word, so a typo would only be seen in the admin.
 */
export function checkIcons(set: SchemaSet): void {
  for (const loaded of set.schemas) {
    if (loaded.kind !== 'sections' && loaded.kind !== 'shared') continue
    const annotation = loaded.schema['x-strapi'] as Record<string, unknown> | undefined
    if (!annotation || typeof annotation !== 'object' || annotation.uid === undefined || annotation.icon === undefined) continue
    const icon = annotation.icon
    if (typeof icon === 'string' && KNOWN.has(icon)) continue
    const close = typeof icon === 'string' ? closeIconNames(icon) : []
    const hint = close.length > 0 ? `close names: ${close.map((c) => `"${c}"`).join(', ')}` : 'see the list in codegen/componentIcons.ts'
    throw new CodegenError(loaded.file, '/x-strapi/icon', `${JSON.stringify(icon)} is not one of Strapi's component icons (${hint})`)
  }
}
