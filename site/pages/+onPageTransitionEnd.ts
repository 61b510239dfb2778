import { announceNavigation } from '../routing/navigationAnnouncer'
import { afterNavigation } from '../widgets/buildUpdates.client'

/** The navigation settled: a chunk error from now on reloads the current page; the new page is announced. */
export function onPageTransitionEnd(): void {
  afterNavigation()
  announceNavigation()
}
