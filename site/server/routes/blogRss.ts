import { Hono } from 'hono'
import { textWithEtag } from '../http/conditionalRequests'
import { LOCALES, localePath, type Locale } from '../../../runtime/i18n'
import { buildRss, canonicalUrl } from '../../../runtime/seo'
import { articlePath, BLOG_PATH } from '../../blog/blogPaths'
import { format } from '../../../runtime/i18n/format'
import { messagesFor } from '../../i18n/messages'
import { loadSiteSeo } from '../../seo/loadSiteSeo'
import { getContentReader } from '../content'
import { SEO_FILE_CACHE } from './robotsTxt'

/** Items in the feed: the newest articles. */
const FEED_SIZE = 20

/** A locale's feed: `/blog/rss.xml`, `/de/blog/rss.xml`. */
const feedPath = (locale: Locale) => localePath(`${BLOG_PATH}/rss.xml`, locale)

/** One locale's feed: its newest articles, linked under its prefix, in its words and language. */
async function localeFeed(locale: Locale): Promise<string> {
  const [site, { items }] = await Promise.all([loadSiteSeo(), getContentReader({ locale }).listArticles({ page: 1, pageSize: FEED_SIZE })])
  const url = (path: string) => canonicalUrl(localePath(path, locale), { siteUrl: site.url, trailingSlash: site.trailingSlash })
  const words = messagesFor(locale).seo
  return buildRss({
    title: format(words.feedTitle, { brand: site.brandName }),
    link: url(BLOG_PATH),
    feedUrl: canonicalUrl(feedPath(locale), { siteUrl: site.url }),
    description: format(words.feedDescription, { brand: site.brandName }),
    language: locale,
    items: items.map((article) => ({
      title: article.title,
      link: url(articlePath(article.slug)),
      description: article.excerpt,
      pubDate: article.publishedDate,
      author: article.author?.name,
      categories: article.categories?.map((category) => category.name),
    })),
  })
}

/**
 * GET /blog/rss.xml and each other locale's under its prefix (`/de/blog/rss.xml`): the blog's newest articles as
 * RSS 2.0. Hono sees the path as requested, prefix and all, so each locale has its own route.
 */
export function blogRssRoute(): Hono {
  const app = new Hono()
  for (const { code } of LOCALES) {
    app.get(feedPath(code), async (c) =>
      textWithEtag(c, await localeFeed(code), { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE }),
    )
  }
  return app
}
