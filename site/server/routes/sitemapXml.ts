import { Hono } from 'hono'
import { textWithEtag } from '../http/conditionalRequests'
import type { Article, Page } from '../../../runtime/content'
import { buildSitemap, canonicalUrl, robotsDirective, type SitemapEntry } from '../../../runtime/seo'
import { articlePath, authorPath, BLOG_PATH, categoryPath } from '../../blog/blogPaths'
import { HOME_SLUG } from '../../brand'
import { loadSiteSeo } from '../../seo/loadSiteSeo'
import { getContentReader } from '../content'
import { SEO_FILE_CACHE } from './robotsTxt'

/** Content that asked not to be indexed stays out of the sitemap too. */
const indexable = (entry: Page | Article) => !/\bnoindex\b|\bnone\b/i.test(robotsDirective({ metaRobots: entry.seo?.metaRobots }))

async function allArticles(): Promise<Article[]> {
  const reader = getContentReader()
  const articles: Article[] = []
  for (let page = 1; ; page += 1) {
    const { items, pagination } = await reader.listArticles({ page, pageSize: 100 })
    articles.push(...items)
    if (page >= pagination.pageCount) return articles
  }
}

/**
 * GET /sitemap.xml: every indexable page and article with its lastmod, the blog, its authors and
 * categories; canonical URLs as the pages themselves give them. Empty when the site is not indexable.
 */
export function sitemapXmlRoute(): Hono {
  return new Hono().get('/sitemap.xml', async (c) => {
    const site = await loadSiteSeo()
    const entries: SitemapEntry[] = []
    if (site.indexable) {
      const reader = getContentReader()
      const [pages, articles, authors, categories] = await Promise.all([reader.listPages(), allArticles(), reader.listAuthors(), reader.listCategories()])
      const url = (path: string) => canonicalUrl(path, { siteUrl: site.url, trailingSlash: site.trailingSlash })
      for (const page of pages.filter(indexable)) entries.push({ loc: url(page.slug === HOME_SLUG ? '/' : `/${page.slug}`), lastmod: page.updatedAt })
      entries.push({ loc: url(BLOG_PATH), lastmod: articles[0]?.updatedAt ?? articles[0]?.publishedDate })
      for (const article of articles.filter(indexable)) entries.push({ loc: url(articlePath(article.slug)), lastmod: article.updatedAt ?? article.publishedDate })
      for (const author of authors) entries.push({ loc: url(authorPath(author.slug)) })
      for (const category of categories) entries.push({ loc: url(categoryPath(category.slug)) })
    }
    return textWithEtag(c, buildSitemap(entries), { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE })
  })
}
