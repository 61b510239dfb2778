import type { Hreflang, Media, Seo } from '../../runtime/generated/types'
import { DEFAULT_LOCALE, localePath, type Locale } from '../../runtime/i18n'
import { absoluteUrl, breadcrumbList, canonicalUrl, robotsDirective, structuredDataItems } from '../../runtime/seo'
import { BLOG_PATH } from '../blog/blogPaths'
import { TITLE_SEPARATOR } from '../brand'
import { format } from '../../runtime/i18n/format'
import { messagesFor } from '../i18n/messages'
import type { PageSeo } from './PageSeo'
import type { SiteSeo } from './loadSiteSeo'
import { hreflangAlternates, pageTranslations, type HreflangAlternate, type PageTranslation } from './pageTranslations'

/** What a page says about itself for SEO. */
export interface PageSeoInput {
  /** The page's path on the site without its locale's prefix, e.g. `/blog/p/2`. */
  path: string
  /** The page's locale: its canonical, breadcrumbs and feed are under the locale's prefix. Default the default locale. */
  locale?: Locale | undefined
  /** The page in every locale it exists in (pageTranslations), for its hreflang alternates. Default itself alone. */
  translations?: readonly PageTranslation[] | undefined
  /** The title when content gives no metaTitle. */
  title: string
  /** Content's seo component (metaTitle, metaDescription, metaRobots, metaImage, structuredData). */
  seo?: Seo | null | undefined
  /** The description when content gives no metaDescription. */
  description?: string | undefined
  /** The image when content gives no metaImage (an article's cover). */
  image?: Media | null | undefined
  type?: PageSeo['type']
  /** Crumbs after Home, each a name and a path without the locale's prefix; none for the home page. */
  breadcrumbs?: readonly { name: string; path: string }[] | undefined
  /** The editor's own hreflang alternates (SPEC §3 Page content), merged with the translations'. */
  hreflangs?: readonly Hreflang[] | null | undefined
  /** More JSON-LD the page adds (a BlogPosting), after content's own. */
  jsonLd?: readonly Record<string, unknown>[] | undefined
  /** Draft content: never indexed. */
  preview?: boolean | undefined
  /** Link the blog's feed in the page's locale. */
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

/**
 * The translations' alternates, then the editor's hreflangs: a language tag and an http(s) address each, the editor's
 * address where both name the same language.
 */
function mergeAlternates(translated: readonly HreflangAlternate[], editors: readonly Hreflang[], siteUrl: string): HreflangAlternate[] {
  const byTag = new Map(translated.map((alternate) => [alternate.hreflang.toLowerCase(), alternate]))
  for (const alternate of editors) {
    const href = absoluteUrl(alternate.url, siteUrl)
    if (href && BCP47.test(alternate.language)) byTag.set(alternate.language.toLowerCase(), { hreflang: alternate.language, href })
  }
  return [...byTag.values()]
}

/**
 * A page's SEO in its locale: title `metaTitle | brand` (the brand once), robots, canonical, Open Graph image and
 * locale, JSON-LD, hreflang alternates.
 */
export function buildPageSeo(site: SiteSeo, input: PageSeoInput): PageSeo {
  const { seo } = input
  const locale = input.locale ?? DEFAULT_LOCALE
  const words = messagesFor(locale).seo
  const translations = input.translations ?? pageTranslations(locale, input.path)
  // `absolute` for paths that carry their locale's prefix already (translations), `url` for the page's own
  const absolute = (path: string) => canonicalUrl(path, { siteUrl: site.url, trailingSlash: site.trailingSlash })
  const url = (path: string) => absolute(localePath(path, locale))
  const canonical = url(input.path)
  const media = seo?.metaImage ?? input.image ?? undefined
  const imageUrl = absoluteUrl(media?.url, site.url)
  const crumbs = input.breadcrumbs ?? []
  return {
    title: brandedTitle(seo?.metaTitle || input.title, site.brandName),
    description: seo?.metaDescription || input.description || undefined,
    robots: robotsDirective({ metaRobots: seo?.metaRobots, indexable: site.indexable, preview: input.preview }),
    canonical,
    locale,
    otherLocales: translations.map((translation) => translation.locale).filter((other) => other !== locale),
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
              { name: words.home, url: url('/') },
              ...crumbs.map((crumb) => ({ name: crumb.name, url: url(crumb.path) })),
            ]),
          ]
        : []),
    ],
    alternates: mergeAlternates(hreflangAlternates(translations, absolute), input.hreflangs ?? [], site.url),
    feed: input.feed
      ? { href: canonicalUrl(localePath(`${BLOG_PATH}/rss.xml`, locale), { siteUrl: site.url }), title: format(words.feedTitle, { brand: site.brandName }) }
      : undefined,
    siteName: site.brandName,
    publishedTime: input.publishedTime,
  }
}
