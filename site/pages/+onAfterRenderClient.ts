import type { PageContextClient } from 'vike/types'
import { instantNavigationScroll } from '../routing/instantNavigationScroll'
import { forgetScrollOfNewEntry } from '../routing/historyScrollPosition'

/** After each render in the browser, before Vike scrolls (vike-react's cumulative hook). */
export default function onAfterRenderClient(pageContext: PageContextClient): void {
  forgetScrollOfNewEntry(pageContext)
  instantNavigationScroll()
}
