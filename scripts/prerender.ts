// `npm run prerender`, after `npm run build`: writes the paths the route rules mark `prerender` (site/routing/
// routeRules.ts) as static HTML and page data into dist/client, next to the build the server runs. Content comes
// from CONTENT_SOURCE (`files` reads the demo pack, no Strapi needed); OUT_DIR prerenders a build elsewhere.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { prerender } from 'vike/api'
import { refreshPrerendered } from '../site/build/buildMetaFiles'
import { finishPrerenderedPages } from '../site/build/prerenderedPages'

process.env.NODE_ENV = 'production'
const outDir = process.env.OUT_DIR || 'dist'
if (!existsSync(join(outDir, 'server'))) {
  console.error(`No build in ${outDir}/: run \`npm run build\` first.`)
  process.exit(1)
}
await prerender({ viteConfig: { build: { outDir } } })
// what the server gives each page it renders: the sections' stylesheets in the head, the registry's preload
const finished = finishPrerenderedPages(outDir)
console.log(`prerender: ${finished.length} pages finished as the server renders them`)
// the build metadata (SPEC §4 Build updates) lists the prerendered paths: bring it up to date with what was written
const prerendered = refreshPrerendered(join(outDir, 'client'))
console.log(`prerender: ${prerendered.length} paths listed in the build metadata`)
