/** What a matching pattern captured: named segments, and the rest of the path for a trailing `**` under `_`. */
export type RouteParams = Record<string, string>

/** `/blog/`, `/blog` and `blog` are the same path for matching; `/` stays `/`. */
export function normalisePath(path: string): string {
  const trimmed = `/${path.split('/').filter(Boolean).join('/')}`
  return trimmed
}

function segments(path: string): string[] {
  return normalisePath(path).split('/').filter(Boolean)
}

/**
 * Matches a path against a route pattern (route rules, redirects): static segments, `:name` for one segment,
 * `*` for one unnamed segment, and a final `**` for the rest of the path (none or more segments, captured as `_`).
 * Returns the captured params, or null.
 */
export function matchRoutePattern(pattern: string, path: string): RouteParams | null {
  const wanted = segments(pattern)
  const given = segments(path)
  const params: RouteParams = {}
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i]!
    if (part === '**' && i === wanted.length - 1) {
      params._ = given.slice(i).join('/')
      return params
    }
    const value = given[i]
    if (value === undefined) return null
    if (part.startsWith(':') && part.length > 1) params[part.slice(1)] = value
    else if (part !== '*' && part !== value) return null
  }
  return given.length === wanted.length ? params : null
}

/** How specific a pattern is: more static segments first, then fewer wildcards, so `/blog/p/1` beats `/blog/**`. */
export function patternSpecificity(pattern: string): [number, number, number] {
  const parts = segments(pattern)
  const statics = parts.filter((p) => p !== '*' && p !== '**' && !p.startsWith(':')).length
  const named = parts.filter((p) => p.startsWith(':')).length
  return [statics, named, parts.includes('**') ? 0 : 1]
}

/** Fills `:name` and a final `**` of a target with captured params. */
export function fillRoutePattern(target: string, params: RouteParams): string {
  const [path = '', ...rest] = target.split(/(?=[?#])/)
  const filled = path
    .split('/')
    .map((part) => (part === '**' ? (params._ ?? '') : part.startsWith(':') && params[part.slice(1)] !== undefined ? params[part.slice(1)] : part))
    .join('/')
    .replace(/\/+$/, '')
  return (filled || '/') + rest.join('')
}
