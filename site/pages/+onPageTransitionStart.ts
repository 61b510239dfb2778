import type { PageContextClient } from 'vike/types'
import { saveScrollBeforeNavigation } from '../routing/historyScrollPosition'
import { prepareAnnouncer } from '../routing/navigationAnnouncer'
import { beforeNavigation } from '../widgets/buildUpdates.client'

/**
 * SPEC §4 Build updates: after a newer build is deployed the next navigation is a full page load. The machine has
 * called location.assign; holding the transition keeps Vike from rendering (and pushing history) meanwhile.
 * First the page's scroll position is written into its history entry, for back to restore, and the live region that
 * will read out the next page is put in place.
 */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>): Promise<void> | void {
  saveScrollBeforeNavigation(pageContext)
  prepareAnnouncer()
  const to = pageContext.urlOriginal ?? location.href
  if (beforeNavigation(to)) return new Promise<void>(() => {})
}
