import { deferSection, preloadSections } from './loadSection'
import { sectionElement } from './SectionIndexContext'
import type { SectionEntry } from './SectionEntry'
import { isNearViewport, whenNearViewport } from './whenNearViewport'

/**
 * Loads the code of a page's interactive sections before React renders the page, so nothing suspends visibly.
 * After a client navigation that is every one of them. While hydrating a server-rendered page (`hydrating`: its
 * document), it is only those near the viewport: a section further away keeps its server HTML, complete and
 * styled, and its code loads when the visitor comes near it (a first load fetches the code of what is on
 * screen, not of the whole page). A type that one near section loads anyway hydrates everywhere at once.
 */
export async function loadPageSections(sections: readonly SectionEntry[], hydrating: Document | null): Promise<void> {
  // static sections came as HTML: their code is never loaded
  const interactive = sections.filter((s) => s.status === 'ok' && !s.html)
  // in development every section hydrates at once: StrictMode starts the shell's actors afresh as it remounts their
  // effects, the context they are in changes, and React gives up a section still waiting to hydrate for its empty
  // fallback (the server's HTML would vanish); development also renders every type as a component (prepareSections)
  if (!hydrating || import.meta.env.DEV) return preloadSections(interactive.map((s) => s.uid))
  const far = new Map<SectionEntry, Element>()
  for (const entry of interactive) {
    const element = sectionElement(hydrating, entry.index)
    if (element && !isNearViewport(element)) far.set(entry, element)
  }
  const now = new Set(interactive.filter((entry) => !far.has(entry)).map((entry) => entry.uid))
  for (const [entry, element] of far) {
    if (!now.has(entry.uid)) deferSection(entry, whenNearViewport(element))
  }
  await preloadSections(now)
}
