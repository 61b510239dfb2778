import type { PageContextServer } from 'vike/types'
import { firstLoadData } from '../routing/firstLoadData'
import { keepSeoForHead } from '../seo/seoOfPage'

/**
 * Once the page's HTML is rendered, and before Vike puts the page data in it: what the HTML already holds leaves
 * that data (issue 9, firstLoadData). The head, which vike-react renders after this hook, reads the SEO kept
 * beside it (keepSeoForHead). Only on the server's HTML render: the page data of a client navigation is made
 * without this hook, and keeps it. Not when prerendering: Vike writes the page's data file for client navigation
 * from this same page context, so it keeps all of it, and `npm run prerender` leaves it out of the HTML afterwards
 * (site/build/prerenderedPages).
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  const data = pageContext.data
  if (!data || typeof data !== 'object' || Array.isArray(data) || pageContext.isPrerendering) return
  keepSeoForHead(pageContext)
  ;(pageContext as { data: unknown }).data = firstLoadData(data as Record<string, unknown>)
}
