import type { PageContextClient } from 'vike/types'
import { loadPageSections } from '../../runtime/registry/loadPageSections'
import type { SectionEntry } from '../../runtime/registry/SectionEntry'
import { yieldToMain } from '../layouts/yieldToMain'

/**
 * Loads the section chunks a page shows before React hydrates or renders it (loadPageSections). On a first load it
 * first yields: hydration starts a task after the client entry's evaluation, not in the same long task.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.isHydration) await yieldToMain()
  const sections = (pageContext.data as { sections?: SectionEntry[] } | undefined)?.sections ?? []
  await loadPageSections(sections, pageContext.isHydration ? document : null)
}
