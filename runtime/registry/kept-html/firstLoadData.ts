import type { SectionEntry } from '../SectionEntry'

/**
 * The page data a first load carries in its HTML (README.md): without what that HTML already holds, which the browser
 * keeps (KeptHtml): the inner HTML of static sections, and the fields the caller names (`heldByHtml`). An empty list
 * stays, so the page still knows to say there is nothing. Client navigation's page data is made without this, and
 * keeps all of it: there is no HTML to keep.
 */
export function firstLoadData(data: Readonly<Record<string, unknown>>, heldByHtml: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data }
  for (const field of heldByHtml) {
    if (!(Array.isArray(out[field]) && (out[field] as unknown[]).length === 0)) delete out[field]
  }
  if (Array.isArray(out.sections)) out.sections = (out.sections as SectionEntry[]).map(withoutStaticInner)
  return out
}

/** A static section without its inner HTML, which the page's DOM holds (StaticSection keeps it). */
function withoutStaticInner(entry: SectionEntry): SectionEntry {
  if (entry.status !== 'ok' || entry.html?.inner === undefined) return entry
  const { inner: _inner, ...html } = entry.html
  return { ...entry, html }
}
