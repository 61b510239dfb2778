import { DEFAULT_LOCALE, localePath, type Locale } from '../../runtime/i18n'

/**
 * The content pages the site's code names itself (the footer's legal links, the terms page's shell, the pages
 * prerendered), by their default locale's slug, with the slug of each translation (content/locales/<locale>/). A
 * translation has a slug of its own, and the code links to the page in the visitor's locale.
 */
const TRANSLATED_SLUGS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  about: { 'de-DE': 'ueber-uns' },
  terms: { 'de-DE': 'rechtliches' },
  'terms-of-service': { 'de-DE': 'agb' },
  'privacy-policy': { 'de-DE': 'datenschutz' },
  'acceptable-usage-policy': { 'de-DE': 'nutzungsrichtlinie' },
  'company-details': { 'de-DE': 'impressum' },
  register: { 'de-DE': 'registrieren' },
}

/** A page's slug in a locale, or null when the locale has no translation of it. */
export function slugIn(slug: string, locale: Locale): string | null {
  if (locale === DEFAULT_LOCALE) return slug
  return TRANSLATED_SLUGS[slug]?.[locale] ?? null
}

/**
 * The address of a page the code names in a locale: `/terms-of-service` in de-DE is `/de/agb`. A page the locale
 * has no translation of keeps its default locale's address (`/company-details`), as content's links do.
 */
export function sitePagePath(path: string, locale: Locale): string {
  const slug = /^\/([a-z0-9-]+)$/.exec(path)?.[1]
  if (slug === undefined || !(slug in TRANSLATED_SLUGS)) return localePath(path, locale)
  const translated = slugIn(slug, locale)
  return translated === null ? path : localePath(`/${translated}`, locale)
}

/** Whether a page's slug, in whatever locale, is the page `slug` names in the default locale (`rechtliches` is `terms`). */
export function isSitePage(pageSlug: string, slug: string): boolean {
  return pageSlug === slug || Object.values(TRANSLATED_SLUGS[slug] ?? {}).includes(pageSlug)
}
