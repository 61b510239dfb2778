import type { RouteRules } from '../../runtime/routing/resolveRouteRules'

// The files of SPEC §7 Build and payload, as this build writes them under dist/client/assets/builds/.

/** `builds/latest.json`: the newest deployed build. */
export interface LatestBuild {
  id: string
  timestamp: number
}

/** `builds/meta/{buildId}.json`: route rules (prerender, redirect) and the prerendered paths of one build. */
export interface BuildMetaFile extends LatestBuild {
  /** Route rules by pattern, as runtime/routing's resolveRouteRules reads them. */
  matcher: RouteRules
  prerendered: string[]
}

/** A Vike route string as a route-rule pattern: `@name` segments become `:name`, a trailing `*` becomes `**`. */
export function toRoutePattern(route: string): string {
  return route
    .split('/')
    .map((segment) => (segment.startsWith('@') ? `:${segment.slice(1)}` : segment === '*' ? '**' : segment))
    .join('/')
}

/** A build id safe in a file name and a URL: base-36 time and randomness, or STRATUM_BUILD_ID when it is one. */
export function createBuildId(fromEnv: string | undefined = process.env.STRATUM_BUILD_ID, now = Date.now()): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(fromEnv)) throw new Error(`STRATUM_BUILD_ID must be 1 to 64 letters, digits, _ or -, not "${fromEnv}"`)
    return fromEnv
  }
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** The site path a prerendered HTML file answers: `index.html` → `/`, `blog/index.html` → `/blog`, `404.html` → none. */
export function prerenderedPath(htmlFile: string): string | null {
  const file = htmlFile.replace(/\\/g, '/').replace(/^\/+/, '')
  if (!file.endsWith('.html') || /(^|\/)404\.html$/.test(file)) return null
  const path = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
  return `/${path}`.replace(/\/+$/, '') || '/'
}
