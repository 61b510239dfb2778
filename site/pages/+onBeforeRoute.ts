import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { splitLocale } from '../../runtime/i18n'

/**
 * Vike's i18n hook (server and client): the locale comes from the path's prefix (`/de/webhosting` → de-DE), and the
 * routes, guards and data hooks see the path without it (`/webhosting`) in `urlPathname`.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname)
  return { pageContext: { locale, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } }
}
