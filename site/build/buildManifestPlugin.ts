import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { getVikeConfig } from 'vike/plugin'
import type { RouteRules } from '../../runtime/routing/resolveRouteRules'
import { routeRules as siteRouteRules } from '../routing/routeRules.ts'
import { createBuildId, toRoutePattern, type LatestBuild } from './buildManifest.ts'
import { writeBuildFiles } from './buildMetaFiles.ts'

/** Options of buildManifestPlugin. */
export interface BuildManifestPluginOptions {
  /** The build id; default createBuildId() (STRATUM_BUILD_ID, else time and randomness). */
  buildId?: string
  /** The route rules of the build (runtime/routing RouteRules); default site/routing/routeRules. */
  routeRules?: () => RouteRules
}

const BUILD_KEY = Symbol.for('stratum.build')
type BuildProcess = NodeJS.Process & { [BUILD_KEY]?: LatestBuild }

/** Vike's +redirects (cumulative: one record per config file that sets it), which Vike answers with 301. */
function vikeRedirects(): RouteRules {
  const rules: Record<string, RouteRules[string]> = {}
  for (const redirects of getVikeConfig().config.redirects ?? []) {
    for (const [from, to] of Object.entries(redirects)) rules[toRoutePattern(from)] = { redirect: { to: toRoutePattern(to), status: 301 } }
  }
  return rules
}

/**
 * Emits `assets/builds/latest.json` ({id, timestamp}) and `assets/builds/meta/{id}.json` ({matcher, prerendered})
 * into the client build (SPEC §4 Build updates), and gives the id to the code as __STRATUM_BUILD_ID__ (site/buildId.ts).
 * The files are written when the server build closes: the matcher is the site's route rules and Vike's redirects,
 * the list the prerendered HTML there is by then (refreshPrerendered updates it after a separate prerender run).
 */
export function buildManifestPlugin(options: BuildManifestPluginOptions = {}): Plugin {
  // Vike loads the Vite config more than once in one build (client, server, prerender): the process keeps one id,
  // so both bundles and the files agree
  const build = ((process as BuildProcess)[BUILD_KEY] ??= { id: options.buildId ?? createBuildId(), timestamp: Date.now() })
  const routeRules = options.routeRules ?? (() => siteRouteRules)
  let clientDir: string | undefined
  return {
    name: 'stratum:build-manifest',
    config: () => ({ define: { __STRATUM_BUILD_ID__: JSON.stringify(build.id) } }),
    configResolved(config) {
      clientDir = resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client')
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (this.environment.name !== 'ssr' || !clientDir) return
        writeBuildFiles(clientDir, build, { ...vikeRedirects(), ...routeRules() })
      },
    },
  }
}
