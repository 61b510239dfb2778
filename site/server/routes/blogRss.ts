import { Hono } from 'hono'
import { textWithEtag } from '../http/conditionalRequests'
import { buildRss, canonicalUrl } from '../../../runtime/seo'
import { articlePath, BLOG_PATH } from '../../blog/blogPaths'
import { loadSiteSeo } from '../../seo/loadSiteSeo'
import { getContentReader } from '../content'
import { SEO_FILE_CACHE } from './robotsTxt'

/** Items in the feed: the newest articles. */
const FEED_SIZE = 20

/** GET /blog/rss.xml: the blog's newest articles as RSS 2.0. */
export function blogRssRoute(): Hono {
  return new Hono().get(`${BLOG_PATH}/rss.xml`, async (c) => {
    const [site, { items }] = await Promise.all([loadSiteSeo(), getContentReader().listArticles({ page: 1, pageSize: FEED_SIZE })])
    const url = (path: string) => canonicalUrl(path, { siteUrl: site.url, trailingSlash: site.trailingSlash })
    const xml = buildRss({
      title: `${site.brandName} blog`,
      link: url(BLOG_PATH),
      feedUrl: canonicalUrl(`${BLOG_PATH}/rss.xml`, { siteUrl: site.url }),
      description: `Guides, news and know-how from ${site.brandName}.`,
      language: 'en-GB',
      items: items.map((article) => ({
        title: article.title,
        link: url(articlePath(article.slug)),
        description: article.excerpt,
        pubDate: article.publishedDate,
        author: article.author?.name,
        categories: article.categories?.map((category) => category.name),
      })),
    })
    return textWithEtag(c, xml, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE })
  })
}
