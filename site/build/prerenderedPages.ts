import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFiles } from './buildMetaFiles'
import { firstLoadData } from '../routing/firstLoadData'
import { pageHtmlOrder } from '../server/http/pageHtmlOrder'
import { readSectionAssets, withSectionAssets } from '../server/http/sectionStylesheets'

const PAGE_CONTEXT = /(<script id="vike_pageContext" type="application\/json"[^>]*>)([\s\S]*?)<\/script>/

/** The page context Vike puts in a page's HTML for hydration (`<script id="vike_pageContext">`); undefined without it. */
function pageContextInHtml(html: string): { data?: unknown } | undefined {
  const json = PAGE_CONTEXT.exec(html)?.[2]
  if (json === undefined) return undefined
  try {
    const context = JSON.parse(json) as unknown
    return context !== null && typeof context === 'object' ? context : undefined
  } catch {
    return undefined
  }
}

/** The page data Vike puts in a page's HTML for hydration; undefined without it. */
export function pageDataInHtml(html: string): unknown {
  return pageContextInHtml(html)?.data
}

/**
 * The HTML with the page data a first load carries (firstLoadData), as the server's render gives it: a prerendered
 * page is rendered with all of its data (site/pages/+onAfterRenderHtml), since Vike writes its page data file for
 * client navigation from the same page context. Written as Vike writes that script, JSON with `<` and `/` escaped;
 * left as Vike wrote it when there is nothing to leave out. `context` is that script's, when the caller has read it.
 */
export function withFirstLoadData(html: string, context = pageContextInHtml(html)): string {
  const data = context?.data
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return html
  const firstLoad = firstLoadData(data as Record<string, unknown>)
  if (JSON.stringify(firstLoad) === JSON.stringify(data)) return html
  const json = JSON.stringify({ ...context, data: firstLoad })
  return html.replace(PAGE_CONTEXT, (_, open: string) => `${open}${json.replaceAll('<', '\\u003c').replaceAll('/', '\\/')}</script>`)
}

/**
 * After `npm run prerender`: gives each page Vike wrote into `<outDir>/client` what the server gives the same page
 * on every render: the page data a first load carries (withFirstLoadData); its sections' stylesheets in the head,
 * the registry's chunk preloaded when a section near the top needs its code at once (withSectionAssets); then the
 * meta charset first in the head and the client's code fetched once the page has loaded (pageHtmlOrder). Without
 * this, a static host's copy showed its sections unstyled until the client had hydrated them, and for good without
 * JavaScript. Returns the files changed.
 */
export function finishPrerenderedPages(outDir: string): string[] {
  const assets = readSectionAssets(outDir)
  const changed: string[] = []
  const clientDir = join(outDir, 'client')
  // the build's own files are no pages
  for (const file of htmlFiles(clientDir).filter((path) => !/^assets[\\/]/.test(path)).map((path) => join(clientDir, path))) {
    const html = readFileSync(file, 'utf8')
    // read once: the page data as Vike wrote it, whole, which the sections' assets are found from too
    const context = pageContextInHtml(html)
    if (context?.data === undefined) continue
    const finished = pageHtmlOrder(withSectionAssets(withFirstLoadData(html, context), context.data, assets))
    if (finished === html) continue
    writeFileSync(file, finished)
    changed.push(file)
  }
  return changed
}
