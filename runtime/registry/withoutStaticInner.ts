import type { SectionEntry } from './SectionEntry'

/**
 * A page's sections without the inner HTML of its static sections, for the page data a first load carries: the
 * HTML around it already holds that markup (11.6 KB on the demo home page, 19.6 KB on a landing page), and
 * StaticSection keeps the DOM it hydrates. Client navigation's page data keeps it: there is no DOM to keep.
 */
export function withoutStaticInner(sections: readonly SectionEntry[]): SectionEntry[] {
  return sections.map((entry) => {
    if (entry.status !== 'ok' || entry.html?.inner === undefined) return entry
    const { inner: _inner, ...html } = entry.html
    return { ...entry, html }
  })
}
