import { localePath, splitLocale, type Locale } from '../../runtime/i18n'

/**
 * The locale of a page context. +onBeforeRoute sets it; the error page's context, rendered after a hook threw, may
 * lack it, so the locale is then read from the URL the visitor asked for.
 */
export function pageLocale(pageContext: { locale?: Locale | undefined; urlOriginal: string }): Locale {
  return pageContext.locale ?? splitLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname).locale
}

/**
 * The path the visitor asked for, its locale's prefix included (`/de/webhosting`): `urlPathname` is the routes'
 * path, without it. Built from `urlPathname`, which Vike gives as the page's path for a client navigation's page
 * data request too; a context +onBeforeRoute never saw still has the prefix in it.
 */
export function requestPathname(pageContext: { locale?: Locale | undefined; urlOriginal: string; urlPathname: string }): string {
  return localePath(splitLocale(pageContext.urlPathname).path, pageLocale(pageContext))
}
