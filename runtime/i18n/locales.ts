import config from './locales.json'

/**
 * The site's locales, from locales.json (Strapi's i18n plugin is set up from the same file): the default locale's
 * routes are unprefixed (`/web-hosting`), every other locale's live under its prefix (`/de/webhosting`).
 */
export type Locale = string

export interface LocaleInfo {
  /** BCP 47 tag, as Strapi's i18n names it: `de-DE`. */
  code: Locale
  /** The language's own name, as the language switcher shows it: `Deutsch`. */
  name: string
  /** The first path segment of the locale's routes, empty for the default locale. */
  prefix: string
}

export const LOCALES: readonly LocaleInfo[] = config.locales
export const DEFAULT_LOCALE: Locale = config.default

const BY_CODE = new Map(LOCALES.map((info) => [info.code, info]))
const BY_PREFIX = new Map(LOCALES.filter((info) => info.prefix).map((info) => [info.prefix, info]))

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && BY_CODE.has(value)
}

export function localeInfo(locale: Locale): LocaleInfo {
  const info = BY_CODE.get(locale)
  if (!info) throw new RangeError(`unknown locale ${JSON.stringify(locale)}: add it to runtime/i18n/locales.json`)
  return info
}

/** The language subtag, for `hreflang`, `inLanguage` and the like: `de` for `de-DE`. */
export const languageOf = (locale: Locale): string => locale.split('-')[0]!

/**
 * The locale a path is in and the path without its prefix: `/de/webhosting` → de-DE, `/webhosting`. A path with
 * no known prefix is the default locale's, so an unknown prefix (`/fr/x`) stays in the path and matches no route.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const segment = /^\/([^/?#]+)/.exec(pathname)?.[1]
  const info = segment === undefined ? undefined : BY_PREFIX.get(segment)
  if (!info) return { locale: DEFAULT_LOCALE, path: pathname }
  const rest = pathname.slice(info.prefix.length + 1)
  return { locale: info.code, path: rest === '' ? '/' : rest }
}

/** A site path in a locale: `/webhosting` in de-DE → `/de/webhosting`, `/` → `/de`. Other URLs are left alone. */
export function localePath(path: string, locale: Locale): string {
  const { prefix } = localeInfo(locale)
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path
  if (path === '/') return `/${prefix}`
  if (/^\/[?#]/.test(path)) return `/${prefix}${path.slice(1)}`
  return `/${prefix}${path}`
}
