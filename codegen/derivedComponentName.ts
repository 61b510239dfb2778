import { createHash } from 'node:crypto'

/** The category of components generated from objects written inline in a schema. */
export const INLINE_CATEGORY = 'inline'
/**
 * Longest component name kept readable; longer ones end in a hash of the full name. Strapi builds table and index
 * names from it (`components_inline_<name>_…`) and PostgreSQL cuts identifiers at 63 characters.
 */
const MAX_NAME = 40

/** `featuredTlds`, `cells_2` → `featured-tlds`, `cells-2`: one segment of a Strapi uid. */
export function kebabSegment(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The component name of an inline object: its schema file's name and the property names down to it
 * (`comparison-table`, `rows`, `cells` → `comparison-table-rows-cells`), cut to a length Strapi's tables take.
 */
export function derivedComponentName(segments: readonly string[]): string {
  const full = segments.map(kebabSegment).filter(Boolean).join('-')
  if (full.length <= MAX_NAME) return full
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 6)
  return `${full.slice(0, MAX_NAME - 7).replace(/-+$/, '')}-${hash}`
}

/** `TermPrices`, `featuredTlds`, `term-prices` → `Term prices`, `Featured tlds`: a component's display name. */
export function humanName(name: string): string {
  if (/\s/.test(name)) return name
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[-_\s]+/).filter(Boolean).map((w) => w.toLowerCase())
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
