/** Everything a page's <head> says to search engines and social networks, computed on the server. */
export interface PageSeo {
  /** `metaTitle | brand` (SPEC §9 title separator). */
  title: string
  description?: string | undefined
  /** The robots meta tag: `noindex, nofollow` everywhere when the site is not indexable. */
  robots: string
  /** Absolute canonical URL in the page's locale (`https://…/de/webhosting`), honouring trailingSlash. */
  canonical: string
  /** The page's locale (og:locale). */
  locale: string
  /** The other locales the page exists in (og:locale:alternate). */
  otherLocales: string[]
  /** Open Graph type. */
  type: 'website' | 'article'
  image?: { url: string; alt: string; width?: number | undefined; height?: number | undefined } | undefined
  /** JSON-LD objects: content's structuredData, BlogPosting for articles, BreadcrumbList. */
  jsonLd: Record<string, unknown>[]
  /** hreflang alternates: the page's translations with x-default, and the editor's (SPEC §3 Page content: hreflangs). */
  alternates: { hreflang: string; href: string }[]
  /** The blog's RSS feed in the page's locale, linked from blog pages. */
  feed?: { href: string; title: string } | undefined
  siteName: string
  /** For articles: Open Graph article:published_time. */
  publishedTime?: string | undefined
}
