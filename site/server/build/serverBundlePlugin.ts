import { build } from 'esbuild'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Where the production server is written: `node dist/server/serve.mjs` runs it. */
export const SERVER_BUNDLE = 'dist/server/serve.mjs'

/**
 * Bundles the production server (site/server/serve.ts and what it imports, packages left external) into
 * dist/server/serve.mjs after Vite's server build, so production runs plain JavaScript on node: no TypeScript loader
 * whose hooks every dynamic import of Vike's page files goes through (it cost a share of each
 * request's CPU, and a loader thread's memory).
 */
export function serverBundlePlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'stratum:server-bundle',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async closeBundle() {
      if (this.environment.name !== 'ssr') return
      await build({
        entryPoints: [join(root, 'site/server/serve.ts')],
        outfile: join(root, SERVER_BUNDLE),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        sourcemap: 'linked',
        logLevel: 'warning',
        banner: { js: '// The production server, bundled from site/server/serve.ts by serverBundlePlugin (vite.config.ts).' },
      })
    },
  }
}
