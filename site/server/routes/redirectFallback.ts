import type { MiddlewareHandler } from 'hono'
import { redirectResponse, runGuards } from '../../../runtime/routing'
import { redirectSources } from '../../routing/redirectSources'
import { loadSiteSeo } from '../../seo/loadSiteSeo'
import { isPageDataPath } from '../http/pageDataPath'

/**
 * Redirect rules for paths no page matches (SPEC §2 unknown paths): Vike runs a page's guards only for a page, so
 * a request that ends in a 404 gets one more look at the build's route rules and the `redirects` collection,
 * through the same guard code and checks. Page data requests of client navigation are left to the guards.
 */
export function redirectFallback(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.status !== 404 || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || isPageDataPath(c.req.path)) return
    const url = new URL(c.req.url)
    const site = await loadSiteSeo()
    const outcome = await runGuards({
      route: { path: url.pathname, fullPath: url.pathname + url.search, params: {} },
      context: undefined,
      redirects: redirectSources,
      siteOrigins: site.origin ? [site.origin] : [],
    })
    if (outcome.kind !== 'redirect') return
    // Hono merges the headers of a response replaced by assignment: drop the 404's (its length, ETag …) first
    c.res = undefined
    c.res = redirectResponse(outcome.location, { status: outcome.status, external: outcome.external })
  }
}
