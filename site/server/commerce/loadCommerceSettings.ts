import type { CommerceSettings, RedemptionPriceRow, TldPrice } from '../../../runtime/commerce'
import type { ContentReader, ReferenceLookup } from '../../../runtime/content'
import type { RedemptionPrice } from '../../../runtime/content/types'
import { localePath, type Locale } from '../../../runtime/i18n'
import type { SectionEntry } from '../../../runtime/registry/SectionEntry'
import { botProtectionConfig } from '../botProtection/botProtectionConfig'
import { botProtectionSettings } from '../botProtection/createBotProtection'
import { readCommerceConfig } from './commerceConfig'

/** The reference data group of domain endings and their yearly prices (content/collections/reference-data/tld-*). */
const TLD_GROUP = 'tld'

/** Every ending on sale with its price in `currency` (null without one), cheapest first, then by name. */
export function tldPrices(reference: ReferenceLookup, currency: string): TldPrice[] {
  return Object.entries(reference[TLD_GROUP] ?? {})
    .map(([tld, value]) => ({ tld: tld.replace(/^\./, '').toLowerCase(), price: typeof value.prices?.[currency] === 'number' ? (value.prices[currency] as number) : null }))
    .sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || a.tld.localeCompare(b.tld))
}

/** The redemption pricing lookup's rows in `currency`, well-formed ones only, by ending. */
export function redemptionRows(entries: readonly RedemptionPrice[], currency: string): RedemptionPriceRow[] {
  const rows: RedemptionPriceRow[] = []
  for (const entry of entries) {
    // content from the service is untrusted: a malformed entry is left out
    const { tld, price, days } = entry as Partial<RedemptionPrice>
    if (entry.currency !== currency || typeof tld !== 'string' || typeof price !== 'number' || typeof days !== 'number') continue
    rows.push({ tld: tld.replace(/^\./, '').toLowerCase(), currency, price, days })
  }
  return rows.sort((a, b) => a.tld.localeCompare(b.tld))
}

function needs(sections: readonly SectionEntry[], test: (entry: SectionEntry & { status: 'ok' }) => boolean): boolean {
  return sections.some((entry) => entry.status === 'ok' && test(entry))
}

async function orEmpty<T>(read: () => Promise<T[]>, what: string): Promise<T[]> {
  try {
    return await read()
  } catch (error) {
    // the page still renders: the domain search accepts any ending, the table says prices are unavailable
    console.warn(JSON.stringify({ level: 'warn', msg: `commerce: ${what} unavailable`, error: error instanceof Error ? error.message : String(error) }))
    return []
  }
}

/**
 * What the commerce sections of a page need for this visit: the visitor's currency, the page's locale, the configured
 * addresses, the bot check, and, only when the page shows them, the endings on sale and the redemption prices.
 */
export async function loadCommerceSettings({
  reader,
  currency,
  locale,
  sections,
}: {
  reader: Pick<ContentReader, 'getReferenceData' | 'getRedemptionPricing'>
  currency: string
  /** The page's locale: prices, numbers and dates, and the site's own search pages (`/de/blog/search`). */
  locale: Locale
  sections: readonly SectionEntry[]
}): Promise<CommerceSettings> {
  const config = readCommerceConfig()
  const domainSearch = needs(sections, (e) => e.uid === 'sections.domain-search' || (e.uid === 'sections.strip' && (e.props as { variant?: string }).variant === 'domain-search'))
  const redemption = needs(sections, (e) => e.uid === 'sections.redemption-pricing')
  const [tlds, redemptionPrices] = await Promise.all([
    domainSearch ? orEmpty(async () => tldPrices(await reader.getReferenceData(), currency), 'domain endings') : [],
    redemption ? orEmpty(async () => redemptionRows(await reader.getRedemptionPricing(), currency), 'redemption prices') : [],
  ])
  return {
    currency,
    locale,
    orderUrl: config.orderUrl,
    domainSearchUrl: localePath(config.domainSearchUrl, locale),
    docsSearchUrl: localePath(config.docsSearchUrl, locale),
    tlds,
    redemptionPrices,
    botProtection: botProtectionSettings(botProtectionConfig()),
  }
}
