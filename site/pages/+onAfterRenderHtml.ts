import type { PageContextServer } from 'vike/types'
import { firstLoadData } from '../../runtime/registry/kept-html/firstLoadData'
import { keepSeoForHead } from '../seo/seoOfPage'

/**
 * Fields of a page's data that its HTML already holds, which a first load's page data leaves out:
 * - `seo`: the head's tags and JSON-LD (site/seo/SeoHead, a server-only Head). The browser reads it only to set the
 *   head after a client navigation, whose page data keeps it;
 * - `article` and `bodyHtml`: an article and its body (site/blog/ArticlePage), and `articles`: a blog list's or
 *   search's cards (site/blog/ArticleGrid), which the browser keeps as the server rendered them (KeptHtml).
 */
const HELD_BY_HTML = ['seo', 'article', 'bodyHtml', 'articles']

/**
 * Once the page's HTML is rendered, and before Vike puts the page data in it: what the HTML already holds leaves
 * that data (runtime/registry/kept-html). The head, which vike-react renders after this hook, reads the SEO kept
 * beside it (keepSeoForHead). Only on the server's HTML render: the page data of a client navigation is made
 * without this hook, and keeps it. Not when prerendering: Vike writes the page's data file for client navigation
 * from this same page context, so a prerendered page's HTML carries all of its data.
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  const data = pageContext.data
  if (!data || typeof data !== 'object' || Array.isArray(data) || pageContext.isPrerendering) return
  keepSeoForHead(pageContext)
  ;(pageContext as { data: unknown }).data = firstLoadData(data as Record<string, unknown>, HELD_BY_HTML)
}
