import type { SectionEntry } from '../../runtime/registry/SectionEntry'
import { withoutStaticInner } from '../../runtime/registry/withoutStaticInner'

/**
 * Fields of a page's data that only the server's HTML render reads, or that its HTML already holds:
 * - `seo`: the head's tags and JSON-LD (site/seo/SeoHead, a server-only Head). The browser reads it only to set
 *   the head after a client navigation, whose page data keeps it;
 * - `article` and `bodyHtml`: an article and its body (site/blog/ArticlePage), which hydration keeps as the server
 *   rendered them (KeptHtml);
 * - `articles`: a blog list's or search's cards (site/blog/ArticleGrid), kept the same way. An empty list stays, so
 *   the page still knows to say there are none.
 */
const HELD_BY_HTML = ['seo', 'article', 'bodyHtml'] as const

/**
 * The page data a first load carries in its HTML (issue 9): without what that HTML already holds, the inner HTML
 * of static sections (withoutStaticInner) and the fields above. On an article that was 7,790 of its 10,150
 * characters of page data (the body and the SEO with its JSON-LD); on the home page, 2,878 of 10,168; on the blog,
 * the cards were 7,301 of 8,402. Client navigation's page data is made without this, and keeps all of it: there is
 * no HTML to keep.
 */
export function firstLoadData(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data }
  for (const field of HELD_BY_HTML) delete out[field]
  if (Array.isArray(out.articles) && out.articles.length > 0) delete out.articles
  if (Array.isArray(out.sections)) out.sections = withoutStaticInner(out.sections as SectionEntry[])
  return out
}
