import type { PrerenderContext } from 'vike/types'
import { resolveRouteRules } from '../../runtime/routing'
import { routeRules } from '../routing/routeRules'

/**
 * Prerender chooses per path by route rules (issue 6): of the URLs the pages list, only those whose rules say
 * `prerender` and no redirect are written, plus the 404 page. Prerendered pages are what every visitor sees:
 * published content, production, no preview.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.filter((pageContext) => {
    if (pageContext.is404) return true
    const rules = resolveRouteRules(routeRules, pageContext.urlOriginal)
    return rules.prerender === true && rules.redirect === undefined
  })
  for (const pageContext of pageContexts) Object.assign(pageContext, { preview: false, draft: false, production: true })
  return { prerenderContext: { pageContexts } }
}
