import type { MiddlewareHandler } from 'hono'
import { TrieRouter } from 'hono/router/trie-router'
import { apiError } from './apiError'

/** A path under /api/: the API's own, never a page. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

/**
 * The answer to an API request no route took, mounted after every route under /api/: a path the API has, asked with
 * a method it does not take, gets 405 with `Allow` (RFC 9110 §15.5.6; OPTIONS gets 204 with it), and a path it lacks
 * a 404. Both in the error shape of the API's other answers (Strapi's), and stored nowhere. Before this an unknown
 * API path fell through to the pages: `GET /api/auth/login` rendered the site's 404 page (36 KB of HTML) and
 * `POST /api/nothing` got a bare text 404.
 *
 * What a path allows is read from the app's routes (middleware, registered for every method, aside), matched by
 * Hono's own router, so a new API route needs nothing here, whatever its path's syntax (`:id{[0-9]+}`, `:x?`, `*`).
 */
export function apiFallback(app: { readonly routes: readonly { path: string; method: string }[] }): MiddlewareHandler {
  let allowed: ((path: string) => Set<string>) | undefined
  return async (c, next) => {
    if (!isApiPath(c.req.path)) return next()
    c.header('Cache-Control', 'no-store')
    allowed ??= methodsOfApiPaths(app.routes)
    const methods = allowed(c.req.path)
    // a route for this very method that passed the request on has nothing to say about it either
    if (methods.size === 0 || methods.has(c.req.method)) return c.json(apiError(404, 'NotFoundError', 'Not Found'), 404)
    const allow = [...methods, 'OPTIONS'].join(', ')
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow })
    return c.json(apiError(405, 'MethodNotAllowedError', 'Method Not Allowed'), 405, { Allow: allow })
  }
}

/** The methods each API path takes, by the routes' own paths, matched as Hono matches them; GET brings HEAD. */
function methodsOfApiPaths(routes: readonly { path: string; method: string }[]): (path: string) => Set<string> {
  const router = new TrieRouter<true>()
  const methods = new Set<string>()
  for (const route of routes) {
    if (route.method === 'ALL' || !isApiPath(route.path)) continue
    router.add(route.method, route.path, true)
    methods.add(route.method)
  }
  return (path) => {
    const found = new Set([...methods].filter((method) => router.match(method, path)[0].length > 0))
    if (found.has('GET')) found.add('HEAD')
    return found
  }
}
