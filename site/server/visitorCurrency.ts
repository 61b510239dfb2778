import type { ContentReader } from '../../runtime/content'
import { isCurrency, type Currency } from '../currency'
import { pageLocale } from '../i18n/pageLocale'
import { readConfig } from './config'
import { getContentReader } from './content'
import { visitorCookies } from './visitorCookies'

/**
 * The site's default currency: the site configuration's `defaultCurrency` (localised: each locale's own, EUR for
 * de-DE), else DEFAULT_CURRENCY (GBP).
 */
export async function defaultCurrency(reader: Pick<ContentReader, 'getSiteConfiguration'> = getContentReader()): Promise<Currency> {
  try {
    const configured = (await reader.getSiteConfiguration())?.defaultCurrency
    if (isCurrency(configured)) return configured
  } catch {
    // the content service is down: the page's own reads report it; prices still need a currency
  }
  const fromEnv = readConfig().defaultCurrency
  return isCurrency(fromEnv) ? fromEnv : 'GBP'
}

/**
 * SPEC §4 Currency on the server: the visitor's `currency` cookie when it names an offered currency, else the
 * default, so prices are right in the first paint and the browser's currencyMachine agrees with the HTML.
 */
export async function visitorCurrency(pageContext: VisitorPageContext): Promise<Currency> {
  return visitorCookies(pageContext.headers?.cookie).currency ?? defaultCurrency(getContentReader({ locale: pageLocale(pageContext) }))
}

/** What a page context tells of its visitor: cookies, and the locale of the page asked for. */
export interface VisitorPageContext {
  headers: Record<string, string> | null
  urlOriginal: string
  locale?: string | undefined
}

/**
 * A content reader for this visitor's request, in the page's locale: `$currency` and `{ref:…}` prices in content
 * read in the visitor's currency (SPEC §7 Content reads), as on the pages of sections. The blog's articles quote
 * prices too.
 */
export async function visitorContentReader(pageContext: VisitorPageContext): Promise<ContentReader> {
  return getContentReader({ currency: await visitorCurrency(pageContext), locale: pageLocale(pageContext) })
}
