import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFiles } from './buildMetaFiles'
import { readSectionAssets, withSectionAssets } from '../server/http/sectionStylesheets'

/**
 * The page data of a page Vike prerendered, from the file it writes beside the HTML for client navigation
 * (`index.pageContext.json`, the same page context the HTML carries); undefined without one (the 404 page).
 */
function prerenderedPageData(htmlFile: string): unknown {
  const file = htmlFile.replace(/\.html$/, '.pageContext.json')
  if (!existsSync(file)) return undefined
  const context = JSON.parse(readFileSync(file, 'utf8')) as { data?: unknown } | null
  return context?.data
}

/**
 * After `npm run prerender`: gives each page Vike wrote into `<outDir>/client` what the server gives the same page
 * on every render: its sections' stylesheets in the head, the registry's chunk preloaded when a section near the top
 * needs its code at once (withSectionAssets). Without this, a static host's copy showed its sections unstyled until the
 * client had hydrated them, and for good without JavaScript. Its HTML carries all of its page data, as Vike writes
 * it. Returns the files changed.
 */
export function finishPrerenderedPages(outDir: string): string[] {
  const assets = readSectionAssets(outDir)
  const changed: string[] = []
  const clientDir = join(outDir, 'client')
  // the build's own files are no pages
  for (const file of htmlFiles(clientDir).filter((path) => !/^assets[\\/]/.test(path)).map((path) => join(clientDir, path))) {
    const data = prerenderedPageData(file)
    if (data === undefined) continue
    const html = readFileSync(file, 'utf8')
    const finished = withSectionAssets(html, data, assets)
    if (finished === html) continue
    writeFileSync(file, finished)
    changed.push(file)
  }
  return changed
}
