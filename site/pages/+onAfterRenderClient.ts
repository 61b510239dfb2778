import { instantNavigationScroll } from '../routing/instantNavigationScroll'

/** After each render in the browser, before Vike scrolls (vike-react's cumulative hook). */
export default function onAfterRenderClient(): void {
  instantNavigationScroll()
}
