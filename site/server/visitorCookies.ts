import { parse } from 'hono/utils/cookie'
import { CURRENCY_COOKIE, DARK_MODE_COOKIE } from '../../runtime/machines/constants'
import { isCurrency, type Currency } from '../currency'
import { SESSION_COOKIE } from '../sessionCookies'

/** What a visitor's cookies change about a page, each value checked against its allowed set. */
export interface VisitorCookies {
  /** The `currency` cookie when it names an offered currency. */
  currency: Currency | undefined
  /** The `dark-mode` cookie is `true`. */
  dark: boolean
  /** A session cookie is present: the page is the visitor's own. */
  signedIn: boolean
}

/**
 * The one reading of a Cookie header for everything that shapes a page: the render cache's key, the page's prices and
 * its dark class. Hono's parser for all of them, so no value can mean one thing to the cache and another to the page;
 * a value outside its allowed set counts as no cookie.
 */
export function visitorCookies(header: string | null | undefined): VisitorCookies {
  const cookies = header ? parse(header) : {}
  const currency = cookies[CURRENCY_COOKIE]
  return {
    currency: isCurrency(currency) ? currency : undefined,
    dark: cookies[DARK_MODE_COOKIE] === 'true',
    signedIn: Boolean(cookies[SESSION_COOKIE]),
  }
}
