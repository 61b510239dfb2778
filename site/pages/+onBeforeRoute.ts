import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { splitLocale, type Locale } from '../../runtime/i18n'

/** The locale of the page the browser shows, when this routing is a client navigation away from it. */
function shownLocale(pageContext: PageContext): Locale | undefined {
  return pageContext.isClientSide ? pageContext.previousPageContext?.locale : undefined
}

/**
 * Vike's i18n hook (server and client): the locale comes from the path's prefix (`/de/webhosting` → de-DE), and the
 * routes, guards and data hooks see the path without it (`/webhosting`) in `urlPathname`.
 *
 * The shell's words and navigation come with the first page of a locale, so a client navigation into another
 * locale is a full page load: Vike loads a redirect to an absolute URL as a new document.
 */
export function onBeforeRoute(pageContext: PageContext) {
  // the path as sent, still encoded: decoding it here would turn `/blog/p/2%20` into a page number the route accepts
  const { pathnameOriginal, searchOriginal, hashOriginal } = pageContext.urlParsed
  const { locale, path } = splitLocale(pathnameOriginal)
  const shown = shownLocale(pageContext)
  if (shown !== undefined && shown !== locale) throw redirect(new URL(pageContext.urlOriginal, window.location.href).href)
  if (path === pathnameOriginal) return { pageContext: { locale } }
  return { pageContext: { locale, urlLogical: `${path}${searchOriginal ?? ''}${hashOriginal ?? ''}` } }
}
