import { Hono } from 'hono'
import { textWithEtag } from '../http/conditionalRequests'
import { buildRobotsTxt, canonicalUrl } from '../../../runtime/seo'
import { loadSiteSeo } from '../../seo/loadSiteSeo'

/** How long crawlers and caches may keep the generated SEO files; then they revalidate by ETag (textWithEtag). */
export const SEO_FILE_CACHE = 'public, max-age=300, s-maxage=300'

/** GET /robots.txt: everything but the API, the sitemap; nothing at all when the site is not indexable. */
export function robotsTxtRoute(): Hono {
  return new Hono().get('/robots.txt', async (c) => {
    const site = await loadSiteSeo()
    const body = buildRobotsTxt({
      indexable: site.indexable,
      sitemapUrl: site.url ? canonicalUrl('/sitemap.xml', { siteUrl: site.url }) : undefined,
      disallow: ['/api/'],
    })
    return textWithEtag(c, body, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE })
  })
}
