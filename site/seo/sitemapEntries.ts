import type { SitemapEntry } from '../../runtime/seo'
import { hreflangAlternates, type PageTranslation } from './pageTranslations'

/** A URL of the sitemap before its alternates are known: its path, and the page in every locale it exists in. */
export interface LocalisedEntry {
  /** The site path, with its locale's prefix. */
  path: string
  translations: PageTranslation[]
  lastmod?: string | undefined
}

/**
 * The sitemap's URLs, every locale's, each with its alternates among the URLs listed (a translation that is not
 * indexed is no alternate) and x-default, the default locale's.
 */
export function sitemapEntries(entries: readonly LocalisedEntry[], url: (path: string) => string): SitemapEntry[] {
  const listed = new Set(entries.map((entry) => entry.path))
  return entries.map((entry) => ({
    loc: url(entry.path),
    lastmod: entry.lastmod,
    alternates: hreflangAlternates(
      entry.translations.filter((translation) => listed.has(translation.path)),
      url,
    ),
  }))
}
