import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../sections/JsonLd'
import { pageSeo } from './seoOfPage'

/** Open Graph writes a locale with an underscore: `de_DE`. */
const openGraphLocale = (locale: string) => locale.replace('-', '_')

/**
 * The <head> tags of a page's SEO (its data's `seo`, built by buildPageSeo): description, robots, canonical,
 * Open Graph (with the page's locales) and Twitter cards, hreflang alternates, the blog feed and JSON-LD (escaped by
 * serializeJsonLd).
 * The title comes from the page's `+title` (vike-react also writes og:title from it).
 */
export function SeoHead() {
  const seo = pageSeo(usePageContext())
  if (!seo) return null
  return (
    <>
      {seo.description && <meta name="description" content={seo.description} />}
      <meta name="robots" content={seo.robots} />
      <link rel="canonical" href={seo.canonical} />
      {seo.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {seo.feed && <link rel="alternate" type="application/rss+xml" title={seo.feed.title} href={seo.feed.href} />}
      <meta property="og:site_name" content={seo.siteName} />
      <meta property="og:locale" content={openGraphLocale(seo.locale)} />
      {seo.otherLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={openGraphLocale(locale)} />
      ))}
      <meta property="og:type" content={seo.type} />
      <meta property="og:url" content={seo.canonical} />
      {seo.description && <meta property="og:description" content={seo.description} />}
      {seo.publishedTime && <meta property="article:published_time" content={seo.publishedTime} />}
      <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={seo.title} />
      {seo.description && <meta name="twitter:description" content={seo.description} />}
      {seo.image && (
        <>
          <meta property="og:image" content={seo.image.url} />
          {seo.image.width && <meta property="og:image:width" content={String(seo.image.width)} />}
          {seo.image.height && <meta property="og:image:height" content={String(seo.image.height)} />}
          {seo.image.alt && <meta property="og:image:alt" content={seo.image.alt} />}
          <meta name="twitter:image" content={seo.image.url} />
          {seo.image.alt && <meta name="twitter:image:alt" content={seo.image.alt} />}
        </>
      )}
      {seo.jsonLd.map((item, index) => (
        <JsonLd key={index} data={item} />
      ))}
    </>
  )
}
