import { redirect } from 'vike/abort'
import { modifyUrl } from 'vike/modifyUrl'
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
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname)
  const shown = shownLocale(pageContext)
  if (shown !== undefined && shown !== locale) throw redirect(new URL(pageContext.urlOriginal, window.location.href).href)
  return { pageContext: { locale, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } }
}
