import { splitLocale, type Locale } from '../../runtime/i18n'

/**
 * The locale of a page context. +onBeforeRoute sets it; the error page's context, rendered after a hook threw, may
 * lack it, so the locale is then read from the URL the visitor asked for.
 */
export function pageLocale(pageContext: { locale?: Locale | undefined; urlOriginal: string }): Locale {
  return pageContext.locale ?? splitLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname).locale
}
