import type { RedirectStatus } from './checkRedirect'
import { fillRoutePattern, matchRoutePattern, normalisePath, patternSpecificity } from './matchRoutePattern'

/** A redirect as a route rule gives it: a target (`:name` and `**` filled from the matched path) and a status. */
export interface RedirectRule {
  to: string
  /** Default 301: build-time redirects are usually moves for good. */
  status?: RedirectStatus
}

/** What the build says about the paths a pattern matches (DESIGN: route rules, SPEC §7 build metadata matcher). */
export interface RouteRule {
  /** Answer matching paths with a redirect; a string is a 301 to that target. */
  redirect?: string | RedirectRule
  /** Prerender matching paths to static HTML and page data at build time. */
  prerender?: boolean
}

/** Route rules by pattern: `/legal`, `/blog/:slug`, `/blog/**` (see matchRoutePattern). */
export type RouteRules = Readonly<Record<string, RouteRule>>

/** The rules that apply to one path, with the redirect target filled in. */
export interface ResolvedRouteRules {
  redirect?: { to: string; status: RedirectStatus; from: string }
  prerender?: boolean
}

function compareSpecificity(a: string, b: string): number {
  const [x, y] = [patternSpecificity(a), patternSpecificity(b)]
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i]! - x[i]!
  return 0
}

/**
 * The rules for a path: of every matching pattern, the most specific one that sets each field wins
 * (`/blog/p/1: {redirect}` over `/blog/**: {prerender}`, both apply). A redirect whose target is the path itself is
 * ignored, so a rule can never loop on one path.
 */
export function resolveRouteRules(rules: RouteRules, path: string): ResolvedRouteRules {
  const matches = Object.keys(rules)
    .map((pattern) => ({ pattern, params: matchRoutePattern(pattern, path) }))
    .filter((m) => m.params !== null)
    .sort((a, b) => compareSpecificity(a.pattern, b.pattern))
  const resolved: ResolvedRouteRules = {}
  for (const { pattern, params } of matches) {
    const rule = rules[pattern]!
    if (resolved.prerender === undefined && rule.prerender !== undefined) resolved.prerender = rule.prerender
    if (resolved.redirect === undefined && rule.redirect !== undefined) {
      const { to, status = 301 } = typeof rule.redirect === 'string' ? { to: rule.redirect } : rule.redirect
      const filled = fillRoutePattern(to, params!)
      const loops = filled.startsWith('/') && normalisePath(filled.split(/[?#]/)[0]!) === normalisePath(path)
      if (!loops) resolved.redirect = { to: filled, status, from: pattern }
    }
  }
  return resolved
}
