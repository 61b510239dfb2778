import { checkRedirect, type RedirectStatus } from './checkRedirect'
import { isPageError, notFoundError, PageError } from './createError'

/** The route a guard looks at. */
export interface GuardRoute {
  /** The path without search or hash, e.g. `/blog/p/2`. */
  path: string
  /** Path and search: what a 404's message names (SPEC §8 `Page Not Found: {fullPath}`). */
  fullPath: string
  /** The route's params, e.g. `{ pageNumber: '2' }`. */
  params: Readonly<Record<string, string>>
}

/** A redirect a middleware or a redirect rule asks for. */
export interface RedirectTarget {
  to: string
  /** Default 302 from a middleware, 301 from a redirect rule. */
  status?: RedirectStatus | undefined
  /** Allow another origin (a content-authored rule to a sister brand); never for targets built from input. */
  external?: boolean | undefined
}

/** SPEC §4: a middleware may return false (404), an error, or a redirect target; anything else lets the route go on. */
export type MiddlewareResult = undefined | void | boolean | string | RedirectTarget | Error

export type RouteMiddleware<Context> = (route: GuardRoute, context: Context) => MiddlewareResult | Promise<MiddlewareResult>

/** SPEC §5: a page's validation; anything but true is a 404, an Error carries its own status (a PageError's). */
export type RouteValidator<Context> = (route: GuardRoute, context: Context) => boolean | Error | Promise<boolean | Error>

/** Where redirect rules come from (build-time route rules, content's redirects): a target, or nothing. */
export type RedirectSource = (route: GuardRoute) => RedirectTarget | null | undefined | Promise<RedirectTarget | null | undefined>

export interface GuardOptions<Context> {
  route: GuardRoute
  /** Handed to validators and middleware (the page context). */
  context: Context
  /** The page's validation. */
  validate?: RouteValidator<Context> | undefined
  /** Redirect sources in order; the first that answers wins. */
  redirects?: readonly RedirectSource[] | undefined
  /** The named middleware the page asks for, in order. */
  middleware?: readonly string[] | undefined
  /** Every named middleware there is. */
  namedMiddleware?: Readonly<Record<string, RouteMiddleware<Context>>> | undefined
  /** Middleware of every route; runs before the page's named middleware. */
  globalMiddleware?: ReadonlyArray<RouteMiddleware<Context>> | undefined
  /** This site's origins: absolute redirect targets on them become paths. */
  siteOrigins?: readonly string[] | undefined
}

/** What the guards decided. */
export type GuardOutcome =
  | { kind: 'continue' }
  | { kind: 'redirect'; location: string; status: RedirectStatus; external: boolean; by: 'redirect' | 'middleware' }
  | { kind: 'error'; error: PageError; by: 'validate' | 'middleware' }

/** Adds `search` to a target that has no query of its own, before its hash. */
function withQuery(to: string, search: string): string {
  if (!search || to.includes('?')) return to
  const hash = to.indexOf('#')
  return hash === -1 ? `${to}${search}` : `${to.slice(0, hash)}${search}${to.slice(hash)}`
}

function toPageError(error: Error): PageError {
  return isPageError(error) ? error : new PageError({ statusCode: 500, message: error.message, data: error })
}

/**
 * SPEC §4 Route guards, in order: 1. the page's validation, 2. redirect rules, 3. global then named middleware.
 * The first guard that does not let the route go on decides. Every redirect goes through checkRedirect, so neither
 * a rule nor a middleware can send a visitor to a script URL or, unless it says `external`, to another site.
 * A named middleware that does not exist throws `Unknown route middleware: {name}` (a bug of ours, not input).
 */
export async function runGuards<Context>(options: GuardOptions<Context>): Promise<GuardOutcome> {
  const { route, context, siteOrigins } = options

  if (options.validate) {
    const valid = await options.validate(route, context)
    if (valid instanceof Error) return { kind: 'error', error: toPageError(valid), by: 'validate' }
    if (valid !== true) return { kind: 'error', error: notFoundError(route.fullPath), by: 'validate' }
  }

  for (const source of options.redirects ?? []) {
    const target = await source(route)
    if (!target) continue
    // a rule moves a page: the visitor's query (campaign tags …) comes along unless the target sets its own
    const to = withQuery(target.to, route.fullPath.slice(route.path.length))
    const checked = checkRedirect(to, { status: target.status ?? 301, external: target.external, siteOrigins, from: route.path })
    return { kind: 'redirect', ...checked, by: 'redirect' }
  }

  const named = (options.middleware ?? []).map((name) => {
    const middleware = options.namedMiddleware?.[name]
    if (!middleware) throw new Error(`Unknown route middleware: ${name}`)
    return middleware
  })
  for (const middleware of [...(options.globalMiddleware ?? []), ...named]) {
    const result = await middleware(route, context)
    if (result === undefined || result === true) continue
    if (result === false) return { kind: 'error', error: notFoundError(route.fullPath), by: 'middleware' }
    if (result instanceof Error) return { kind: 'error', error: toPageError(result), by: 'middleware' }
    const target = typeof result === 'string' ? { to: result } : result
    const checked = checkRedirect(target.to, { status: target.status ?? 302, external: target.external, siteOrigins, from: route.path })
    return { kind: 'redirect', ...checked, by: 'middleware' }
  }
  return { kind: 'continue' }
}
