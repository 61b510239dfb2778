import { DEFAULT_LOCALE, isLocale, LOCALES, localePath, type Locale } from '../../runtime/i18n'

/** A page in one locale: the locale and the page's site path there, with the locale's prefix (`/de/webhosting`). */
export interface PageTranslation {
  locale: Locale
  path: string
}

/** A page in another locale, by its path without the prefix (`/webhosting` in de-DE). */
export interface LocalizedPath {
  locale: Locale
  path: string
}

/** What Strapi's i18n says of an entry: its document's entries in the other locales (none when untranslated). */
interface Localized {
  localizations?: readonly { locale?: unknown; slug?: unknown }[] | null | undefined
}

/**
 * An entry's translations, each its locale and slug: `localizations` of a page, an article, an author or a category.
 * Entries of locales the site does not have are left out.
 */
export function localizationsOf(entry: unknown): { locale: Locale; slug: string }[] {
  const localizations = (entry as Localized | null | undefined)?.localizations
  if (!Array.isArray(localizations)) return []
  return localizations.flatMap((other) => (isLocale(other?.locale) && typeof other.slug === 'string' && other.slug !== '' ? [{ locale: other.locale, slug: other.slug }] : []))
}

/** An entry's translations by their paths (`pathOf` their slug). */
export const localizedPaths = (entry: unknown, pathOf: (slug: string) => string): LocalizedPath[] =>
  localizationsOf(entry).map(({ locale, slug }) => ({ locale, path: pathOf(slug) }))

/**
 * The locale an entry is in (Strapi i18n's `locale`), else `fallback`: a German article's author is the default
 * locale's where the author has no German entry.
 */
export function entryLocale(entry: unknown, fallback: Locale): Locale {
  const locale = (entry as { locale?: unknown } | null | undefined)?.locale
  return isLocale(locale) ? locale : fallback
}

/** The same path in every locale: routes every locale has (the blog, search). */
export const inEveryLocale = (path: string): LocalizedPath[] => LOCALES.map((info) => ({ locale: info.code, path }))

/**
 * The page in every locale it exists in, in the order of LOCALES: `path` in `locale` (always there), and `others`.
 * One path a locale.
 */
export function pageTranslations(locale: Locale, path: string, others: readonly LocalizedPath[] = []): PageTranslation[] {
  const byLocale = new Map<Locale, string>([[locale, path]])
  for (const other of others) if (!byLocale.has(other.locale)) byLocale.set(other.locale, other.path)
  return LOCALES.filter((info) => byLocale.has(info.code)).map((info) => ({ locale: info.code, path: localePath(byLocale.get(info.code)!, info.code) }))
}

/** One `<link rel="alternate" hreflang>` (or a sitemap's `xhtml:link`): a language tag and an absolute URL. */
export interface HreflangAlternate {
  hreflang: string
  href: string
}

/**
 * The hreflang alternates of a page's translations, each its absolute URL (`url` of its path), and `x-default` for
 * the default locale's when the page has one: a page only in German names only itself.
 */
export function hreflangAlternates(translations: readonly PageTranslation[], url: (path: string) => string): HreflangAlternate[] {
  const alternates = translations.map((translation) => ({ hreflang: translation.locale, href: url(translation.path) }))
  const fallback = translations.find((translation) => translation.locale === DEFAULT_LOCALE)
  return fallback ? [...alternates, { hreflang: 'x-default', href: url(fallback.path) }] : alternates
}
