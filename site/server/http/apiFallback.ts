import type { MiddlewareHandler } from 'hono'
import { matchRoutePattern } from '../../../runtime/routing'
import { authError } from '../auth/authError'

/** A path under /api/: the API's own, never a page. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

/**
 * A route path as Hono writes it (`/api/auth/connect/:provider`) as a route pattern of the site's own matcher, where
 * Hono's trailing `*` (the rest of the path) is `**`.
 */
function asRoutePattern(path: string): string {
  return path.replace(/\/\*$/, '/**')
}

/**
 * The answer to an API request no route took, mounted after every route under /api/: a path the API has, asked with
 * a method it does not take, gets 405 with `Allow` (RFC 9110 §15.5.6; OPTIONS gets 204 with it), and a path it lacks
 * a 404. Both in the error shape of the API's other answers (Strapi's), and stored nowhere. Before this an unknown
 * API path fell through to the pages: `GET /api/auth/login` rendered the site's 404 page (36 KB of HTML) and
 * `POST /api/nothing` got a bare text 404.
 *
 * What a path allows is read from the app's routes (middleware, registered for every method, aside), so a new API
 * route needs nothing here.
 */
export function apiFallback(app: { readonly routes: readonly { path: string; method: string }[] }): MiddlewareHandler {
  let routes: { pattern: string; method: string }[] | undefined
  const allowed = (path: string) => {
    routes ??= app.routes.filter((route) => route.method !== 'ALL' && isApiPath(route.path)).map((route) => ({ pattern: asRoutePattern(route.path), method: route.method }))
    const methods = new Set(routes.filter((route) => matchRoutePattern(route.pattern, path) !== null).map((route) => route.method))
    if (methods.has('GET')) methods.add('HEAD')
    return methods
  }
  return async (c, next) => {
    if (!isApiPath(c.req.path)) return next()
    c.header('Cache-Control', 'no-store')
    const methods = allowed(c.req.path)
    // a route for this very method that passed the request on has nothing to say about it either
    if (methods.size === 0 || methods.has(c.req.method)) return c.json(authError(404, 'NotFoundError', 'Not Found'), 404)
    const allow = [...methods, 'OPTIONS'].join(', ')
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow })
    return c.json(authError(405, 'MethodNotAllowedError', 'Method Not Allowed'), 405, { Allow: allow })
  }
}
