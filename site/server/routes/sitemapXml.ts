import { Hono } from 'hono'
import { textWithEtag } from '../http/conditionalRequests'
import type { Article, ContentReader, Page } from '../../../runtime/content'
import { LOCALES, localePath, type Locale } from '../../../runtime/i18n'
import { buildSitemap, canonicalUrl, robotsDirective, type SitemapEntry } from '../../../runtime/seo'
import { articlePath, authorPath, BLOG_PATH, categoryPath } from '../../blog/blogPaths'
import { HOME_SLUG } from '../../brand'
import { loadSiteSeo } from '../../seo/loadSiteSeo'
import { inEveryLocale, localizedPaths, pageTranslations, type LocalizedPath } from '../../seo/pageTranslations'
import { sitemapEntries, type LocalisedEntry } from '../../seo/sitemapEntries'
import { getContentReader } from '../content'
import { SEO_FILE_CACHE } from './robotsTxt'

/** Content that asked not to be indexed stays out of the sitemap too. */
const indexable = (entry: Page | Article) => !/\bnoindex\b|\bnone\b/i.test(robotsDirective({ metaRobots: entry.seo?.metaRobots }))

const pagePath = (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`)

async function allArticles(reader: ContentReader): Promise<Article[]> {
  const articles: Article[] = []
  for (let page = 1; ; page += 1) {
    const { items, pagination } = await reader.listArticles({ page, pageSize: 100 })
    articles.push(...items)
    if (page >= pagination.pageCount) return articles
  }
}

/** One locale's indexable pages and articles with their lastmod, its blog, authors and categories. */
async function localeEntries(locale: Locale): Promise<LocalisedEntry[]> {
  const reader = getContentReader({ locale })
  const [pages, articles, authors, categories] = await Promise.all([reader.listPages(), allArticles(reader), reader.listAuthors(), reader.listCategories()])
  const entry = (path: string, others: LocalizedPath[], lastmod?: string): LocalisedEntry => ({
    path: localePath(path, locale),
    translations: pageTranslations(locale, path, others),
    lastmod,
  })
  return [
    ...pages.filter(indexable).map((page) => entry(pagePath(page.slug), localizedPaths(page, pagePath), page.updatedAt)),
    entry(BLOG_PATH, inEveryLocale(BLOG_PATH), articles[0]?.updatedAt ?? articles[0]?.publishedDate),
    ...articles.filter(indexable).map((article) => entry(articlePath(article.slug), localizedPaths(article, articlePath), article.updatedAt ?? article.publishedDate)),
    ...authors.map((author) => entry(authorPath(author.slug), localizedPaths(author, authorPath))),
    ...categories.map((category) => entry(categoryPath(category.slug), localizedPaths(category, categoryPath))),
  ]
}

/**
 * GET /sitemap.xml: every locale's indexable pages and articles with their lastmod, blogs, authors and categories,
 * each with its hreflang alternates; canonical URLs as the pages themselves give them. A locale lists only what it
 * has translated. Empty when the site is not indexable.
 */
export function sitemapXmlRoute(): Hono {
  return new Hono().get('/sitemap.xml', async (c) => {
    const site = await loadSiteSeo()
    let entries: SitemapEntry[] = []
    if (site.indexable) {
      const url = (path: string) => canonicalUrl(path, { siteUrl: site.url, trailingSlash: site.trailingSlash })
      entries = sitemapEntries((await Promise.all(LOCALES.map((info) => localeEntries(info.code)))).flat(), url)
    }
    return textWithEtag(c, buildSitemap(entries), { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE })
  })
}
