import type { PageContextClient } from 'vike/types'
import { preloadSections } from '../../runtime/registry/loadSection'
import type { SectionEntry } from '../../runtime/registry/SectionEntry'

/** Loads the section chunks a page uses before React hydrates or renders it, so nothing suspends visibly. */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const sections = (pageContext.data as { sections?: SectionEntry[] } | undefined)?.sections ?? []
  // static sections came as HTML: their code is never loaded (issue 9)
  await preloadSections(sections.filter((s) => s.status === 'ok' && !s.html).map((s) => s.uid))
}
