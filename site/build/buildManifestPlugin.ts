import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { getVikeConfig } from 'vike/plugin'
import type { RouteRule, RouteRules } from '../../runtime/routing/resolveRouteRules'
import { createBuildId, prerenderedPath, toRoutePattern, type BuildMetaFile, type LatestBuild } from './buildManifest'

/** Options of buildManifestPlugin. */
export interface BuildManifestPluginOptions {
  /** The build id; default createBuildId() (STRATUM_BUILD_ID, else time and randomness). */
  buildId?: string
  /** Route rules of the site (runtime/routing RouteRules), added over those read from Vike's config. */
  routeRules?: () => RouteRules
}

const BUILD_KEY = Symbol.for('stratum.build')
type BuildProcess = NodeJS.Process & { [BUILD_KEY]?: LatestBuild }

/** What Vike's config says: each string-routed page's +prerender, and +redirects (which Vike answers with 301). */
function vikeRouteRules(): Record<string, RouteRule> {
  const { config, pages } = getVikeConfig()
  const rules: Record<string, RouteRule> = {}
  for (const page of Object.values(pages)) {
    if (typeof page.route !== 'string') continue
    const setting = page.config.prerender as unknown
    const prerender = setting === true || (typeof setting === 'object' && setting !== null && (setting as { value?: unknown }).value !== false)
    rules[toRoutePattern(page.route)] = { prerender }
  }
  // +redirects is cumulative: one record per config file that sets it
  for (const redirects of config.redirects ?? []) {
    for (const [from, to] of Object.entries(redirects)) rules[toRoutePattern(from)] = { ...rules[toRoutePattern(from)], redirect: { to: toRoutePattern(to), status: 301 } }
  }
  return rules
}

function htmlFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
  } catch {
    return []
  }
}

/**
 * Emits `assets/builds/latest.json` ({id, timestamp}) and `assets/builds/meta/{id}.json` ({matcher, prerendered})
 * into the client build (issue 5 Build updates), and gives the id to the code as __STRATUM_BUILD_ID__ (site/buildId.ts).
 * The files are written when the server build closes, after Vike's prerendering, so the list is complete.
 */
export function buildManifestPlugin(options: BuildManifestPluginOptions = {}): Plugin {
  // Vike loads the Vite config more than once in one build (client, server, prerender): the process keeps one id,
  // so both bundles and the files agree
  const build = (process as BuildProcess)[BUILD_KEY] ??= { id: options.buildId ?? createBuildId(), timestamp: Date.now() }
  const { id, timestamp } = build
  let clientDir: string | undefined
  return {
    name: 'stratum:build-manifest',
    config: () => ({ define: { __STRATUM_BUILD_ID__: JSON.stringify(id) } }),
    configResolved(config) {
      clientDir = resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client')
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (this.environment.name !== 'ssr' || !clientDir) return
        const latest: LatestBuild = { id, timestamp }
        const prerendered = htmlFiles(clientDir)
          .map(prerenderedPath)
          .filter((path): path is string => path !== null)
          .sort()
        const meta: BuildMetaFile = { ...latest, matcher: { ...vikeRouteRules(), ...options.routeRules?.() }, prerendered }
        const builds = join(clientDir, 'assets', 'builds')
        mkdirSync(join(builds, 'meta'), { recursive: true })
        writeFileSync(join(builds, 'latest.json'), `${JSON.stringify(latest)}\n`)
        writeFileSync(join(builds, 'meta', `${id}.json`), `${JSON.stringify(meta)}\n`)
      },
    },
  }
}
