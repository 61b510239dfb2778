import type { PageContextServer } from 'vike/types'
import type { RouteMiddleware } from '../../runtime/routing'
import { signInPath } from '../account/signInPath'
import { visitorCookies } from '../server/visitorCookies'

/**
 * The site's named route middleware, asked for by a page's `middleware` config (SPEC §4).
 * - `preview`: SPEC §2's preview option of every content route. With a valid preview cookie (set by
 *   /api/preview), the route reads drafts; a route without it shows published content even in preview.
 * - `signedIn`: a page for account holders. A visitor with no session cookie goes to /sign-in in the page's locale,
 *   which brings them back here after (the page itself sends a visitor whose session has ended the same way).
 */
export const namedMiddleware: Readonly<Record<string, RouteMiddleware<PageContextServer>>> = {
  preview: (_route, pageContext) => {
    pageContext.draft = pageContext.preview === true
  },
  signedIn: (route, pageContext) => {
    if (!visitorCookies(pageContext.headers?.cookie).signedIn) return { to: signInPath(route.fullPath), status: 302 }
  },
}

/** Middleware of every route, before the named ones. None yet: the guard runs them when there are. */
export const globalMiddleware: ReadonlyArray<RouteMiddleware<PageContextServer>> = []
