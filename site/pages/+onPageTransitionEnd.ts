import { afterNavigation } from '../widgets/buildUpdates.client'

/** The navigation settled: a chunk error from now on reloads the current page. */
export function onPageTransitionEnd(): void {
  afterNavigation()
}
