import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { runGuards, type GuardRoute } from '../../runtime/routing'
import { requestPathname } from '../i18n/pageLocale'
import { loadSiteSeo } from '../seo/loadSiteSeo'
import { redirectSources } from './redirectSources'
import { globalMiddleware, namedMiddleware } from './siteMiddleware'

/** The statuses Vike's render() takes; anything else shows as 500 (SPEC §2: any other status is shown as 500). */
const RENDER_STATUSES = new Set([401, 403, 404, 410, 429, 500, 503])

/**
 * The guard route of a page context: the path the visitor asked for, its locale's prefix included (`/de/blog/p/1`:
 * redirects and 404s name what was asked for), the same with the query (SPEC §8 `{fullPath}`), the route's params.
 */
export function guardRouteOf(pageContext: PageContextServer): GuardRoute {
  const { searchOriginal } = pageContext.urlParsed
  const path = requestPathname(pageContext)
  return { path, fullPath: path + (searchOriginal ?? ''), params: pageContext.routeParams ?? {} }
}

/**
 * SPEC §4 Route guards for a page about to render on the server (HTML and client navigation's page data alike):
 * the page's `validate`, the build's route rules and then the `redirects` collection, global and then the page's
 * named middleware. A redirect becomes Vike's `throw redirect()`, an error `throw render(status, message)`.
 */
export async function guardPage(pageContext: PageContextServer): Promise<void> {
  const site = await loadSiteSeo()
  const outcome = await runGuards({
    route: guardRouteOf(pageContext),
    context: pageContext,
    validate: pageContext.config.validate,
    redirects: redirectSources,
    middleware: pageContext.config.routeMiddleware,
    namedMiddleware,
    globalMiddleware,
    siteOrigins: site.origin ? [site.origin] : [],
  })
  // Vike types its redirect statuses as 301 | 302; it sends 307 and 308 as given (with a warning once)
  if (outcome.kind === 'redirect') throw redirect(outcome.location, outcome.status as 301 | 302)
  if (outcome.kind === 'error') {
    const status = RENDER_STATUSES.has(outcome.error.statusCode) ? outcome.error.statusCode : 500
    throw render(status as 404, outcome.error.message)
  }
}
