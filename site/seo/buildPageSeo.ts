import type { Hreflang, Media, Seo } from '../../runtime/generated/types'
import { absoluteUrl, breadcrumbList, canonicalUrl, robotsDirective, structuredDataItems } from '../../runtime/seo'
import { TITLE_SEPARATOR } from '../brand'
import type { PageSeo } from './PageSeo'
import type { SiteSeo } from './loadSiteSeo'

/** What a page says about itself for SEO. */
export interface PageSeoInput {
  /** The page's path on the site, e.g. `/blog/p/2`. */
  path: string
  /** The title when content gives no metaTitle. */
  title: string
  /** Content's seo component (metaTitle, metaDescription, metaRobots, metaImage, structuredData). */
  seo?: Seo | null | undefined
  /** The description when content gives no metaDescription. */
  description?: string | undefined
  /** The image when content gives no metaImage (an article's cover). */
  image?: Media | null | undefined
  type?: PageSeo['type']
  /** Crumbs after Home, each a name and a path; none for the home page. */
  breadcrumbs?: readonly { name: string; path: string }[] | undefined
  hreflangs?: readonly Hreflang[] | null | undefined
  /** More JSON-LD the page adds (a BlogPosting), after content's own. */
  jsonLd?: readonly Record<string, unknown>[] | undefined
  /** Draft content: never indexed. */
  preview?: boolean | undefined
  /** Link the blog's feed. */
  feed?: boolean | undefined
  publishedTime?: string | undefined
}

const BCP47 = /^(?:x-default|[a-z]{2,3}(?:-[a-z0-9]{2,8})*)$/i

/**
 * `title | brand` (SPEC §9 separator), unless the title names the brand already, as a whole phrase spelt as the brand
 * spells it: `About Lumen Hosting | …` or `Guides | Lumen Hosting` would otherwise say it twice.
 */
function brandedTitle(title: string, brand: string): string {
  const phrase = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`, 'u')
  return named.test(title) ? title : `${title} ${TITLE_SEPARATOR} ${brand}`
}

/** A page's SEO: title `metaTitle | brand` (the brand once), robots, canonical, Open Graph image, JSON-LD, alternates. */
export function buildPageSeo(site: SiteSeo, input: PageSeoInput): PageSeo {
  const { seo } = input
  const canonical = canonicalUrl(input.path, { siteUrl: site.url, trailingSlash: site.trailingSlash })
  const media = seo?.metaImage ?? input.image ?? undefined
  const imageUrl = absoluteUrl(media?.url, site.url)
  const crumbs = input.breadcrumbs ?? []
  const alternates = (input.hreflangs ?? []).flatMap((alternate) => {
    const href = absoluteUrl(alternate.url, site.url)
    return href && BCP47.test(alternate.language) ? [{ hreflang: alternate.language, href }] : []
  })
  return {
    title: brandedTitle(seo?.metaTitle || input.title, site.brandName),
    description: seo?.metaDescription || input.description || undefined,
    robots: robotsDirective({ metaRobots: seo?.metaRobots, indexable: site.indexable, preview: input.preview }),
    canonical,
    type: input.type ?? 'website',
    image: imageUrl
      ? { url: imageUrl, alt: media?.alternativeText ?? '', ...(media?.width ? { width: media.width } : {}), ...(media?.height ? { height: media.height } : {}) }
      : undefined,
    jsonLd: [
      ...structuredDataItems(seo?.structuredData),
      ...(input.jsonLd ?? []),
      ...(crumbs.length > 0
        ? [
            breadcrumbList([
              { name: 'Home', url: canonicalUrl('/', { siteUrl: site.url }) },
              ...crumbs.map((crumb) => ({ name: crumb.name, url: canonicalUrl(crumb.path, { siteUrl: site.url, trailingSlash: site.trailingSlash }) })),
            ]),
          ]
        : []),
    ],
    alternates,
    feed: input.feed ? canonicalUrl('/blog/rss.xml', { siteUrl: site.url }) : undefined,
    siteName: site.brandName,
    publishedTime: input.publishedTime,
  }
}
