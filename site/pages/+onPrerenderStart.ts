import type { PrerenderContext } from 'vike/types'
import { resolveRouteRules } from '../../runtime/routing'
import { routeRules } from '../routing/routeRules'

/**
 * Prerender chooses per path by route rules: of the URLs the pages list, only those whose rules say
 * `prerender` and no redirect are written, plus the 404 page. Prerendered pages are what every visitor sees:
 * published content, production, no preview. The list is changed in place: returning a new one makes Vike warn
 * about `pageContext.url` (its own getter).
 */
export function onPrerenderStart(prerenderContext: PrerenderContext): void {
  const { pageContexts } = prerenderContext
  for (let i = pageContexts.length - 1; i >= 0; i--) {
    const pageContext = pageContexts[i]!
    const rules = resolveRouteRules(routeRules, pageContext.urlOriginal)
    if (!pageContext.is404 && (rules.prerender !== true || rules.redirect !== undefined)) pageContexts.splice(i, 1)
    else Object.assign(pageContext, { preview: false, draft: false, production: true })
  }
}
