import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFiles } from './buildMetaFiles'
import { pageHtmlOrder } from '../server/http/pageHtmlOrder'
import { readSectionAssets, withSectionAssets } from '../server/http/sectionStylesheets'

/** The page data Vike puts in a page's HTML for hydration (`<script id="vike_pageContext">`); undefined without it. */
export function pageDataInHtml(html: string): unknown {
  const json = /<script id="vike_pageContext" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (json === undefined) return undefined
  try {
    return (JSON.parse(json) as { data?: unknown }).data
  } catch {
    return undefined
  }
}

/**
 * After `npm run prerender`: gives each page Vike wrote into `<outDir>/client` what the server gives the same page
 * on every render (withSectionAssets): its sections' stylesheets in the head, the registry's chunk preloaded when a
 * section near the top needs its code at once; then the meta charset first in the head and the client's code fetched
 * once the page has loaded (pageHtmlOrder). Without this, a static host's copy showed its sections unstyled until the
 * client had hydrated them, and for good without JavaScript. Returns the files changed.
 */
export function addSectionAssetsToPrerendered(outDir: string): string[] {
  const assets = readSectionAssets(outDir)
  const changed: string[] = []
  const clientDir = join(outDir, 'client')
  // the build's own files are no pages
  for (const file of htmlFiles(clientDir).filter((path) => !/^assets[\\/]/.test(path)).map((path) => join(clientDir, path))) {
    const html = readFileSync(file, 'utf8')
    const data = pageDataInHtml(html)
    if (data === undefined) continue
    const withAssets = pageHtmlOrder(withSectionAssets(html, data, assets))
    if (withAssets === html) continue
    writeFileSync(file, withAssets)
    changed.push(file)
  }
  return changed
}
