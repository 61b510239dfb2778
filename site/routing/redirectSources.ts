import { resolveRouteRules, type GuardRoute, type RedirectSource, type RedirectTarget } from '../../runtime/routing'
import { contentRedirects } from './contentRedirects'
import { routeRules } from './routeRules'

function buildRedirects(route: GuardRoute): RedirectTarget | null {
  const found = resolveRouteRules(routeRules, route.path).redirect
  return found ? { to: found.to, status: found.status } : null
}

/** SPEC §4 redirect rules, in order: the build's route rules, then the `redirects` collection. */
export const redirectSources: readonly RedirectSource[] = [buildRedirects, contentRedirects]
