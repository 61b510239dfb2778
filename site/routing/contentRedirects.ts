import type { Redirect } from '../../runtime/content'
import { checkRedirect, isNavigationError, isRedirectStatus, resolveRouteRules, type GuardRoute, type RedirectTarget, type RouteRules } from '../../runtime/routing'
import { getContentReader } from '../server/content'
import { httpOrigin } from './httpOrigin'

const warned = new Set<string>()

function warnOnce(entry: Redirect, reason: string): void {
  const key = `${entry.from} ${entry.to} ${reason}`
  if (warned.has(key)) return
  warned.add(key)
  console.warn(JSON.stringify({ level: 'warn', msg: 'redirect left out', collection: 'redirects', from: entry.from, to: entry.to, reason }))
}

/** Editors' redirects as route rules, each entry checked for what the schema cannot say. */
function toRouteRules(entries: readonly Redirect[]): RouteRules {
  const rules: Record<string, RouteRules[string]> = {}
  for (const entry of entries) {
    const status: number = entry.statusCode ?? 301
    if (typeof entry.from !== 'string' || !entry.from.startsWith('/')) warnOnce(entry, '`from` must be a path starting with /')
    else if (!isRedirectStatus(status) || status === 303) warnOnce(entry, 'statusCode must be 301, 302, 307 or 308')
    else rules[entry.from] ??= { redirect: { to: entry.to, status } }
  }
  return rules
}

/**
 * The redirect source of the `redirects` collection, second after the build's route rules. A target on
 * another site is allowed only when the entry names that site itself: the request path may fill `:params` and
 * `**` of a path, never choose the host. When the collection cannot be read, there are no content redirects.
 */
export async function contentRedirects(route: GuardRoute): Promise<RedirectTarget | null> {
  const entries = await getContentReader()
    .listRedirects()
    .catch((error: unknown) => {
      // the pages do not depend on the redirects: an outage of the collection means no content redirects for now
      console.warn(JSON.stringify({ level: 'warn', msg: 'redirects unavailable', error: error instanceof Error ? error.message : String(error) }))
      return []
    })
  const rules = toRouteRules(entries)
  const found = resolveRouteRules(rules, route.path).redirect
  if (!found) return null
  const declared = rules[found.from]?.redirect
  const template = typeof declared === 'object' ? declared.to : (declared ?? '')
  const fixedOrigin = httpOrigin(template)
  if (fixedOrigin !== undefined && httpOrigin(found.to) !== fixedOrigin) {
    warnOnce({ from: found.from, to: template }, 'the path would change the target host')
    return null
  }
  const target = { to: found.to, status: found.status, ...(fixedOrigin !== undefined ? { external: true } : {}) }
  try {
    // the guards check again; an editor's mistake here must leave the entry out, not fail the page
    checkRedirect(target.to, { external: target.external, status: target.status })
  } catch (error) {
    if (!isNavigationError(error)) throw error
    warnOnce({ from: found.from, to: template }, error.message)
    return null
  }
  return target
}
