import { formatPrice } from '../commerce/formatPrice'
import { mapStrings } from './mapStrings'
import type { ContentLogger, ReferenceLookup } from './types'

export interface PlaceholderOptions {
  /** The visitor's currency, an ISO 4217 code such as `GBP`. */
  currency: string
  /** Reference data by group and key (`getReferenceData()`). */
  reference: ReferenceLookup
  /** Locale of formatted prices. Default `en-GB`. */
  locale?: string
  /** Where unknown references are reported. Default `console`. */
  logger?: ContentLogger
  /** References already reported: pass one Set to report each only once across calls. */
  reported?: Set<string>
}

const CURRENCY = /\$currency(?![A-Za-z0-9_])/g
const REFERENCE = /\{ref:([^:{}\s]+):([^{}\s]+)\}/g
const CURRENCY_CODE = /^[A-Z]{3}$/

/** Whether a value holds `{ref:...}` placeholders anywhere (so reference data is worth loading). */
export function hasReferencePlaceholders(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes('{ref:')
}

/**
 * SPEC §7: replaces the placeholders of content in every string, deeply.
 * - `$currency` becomes the currency code (`GBP`): a code reads right in any sentence and any locale, and prices
 *   already carry their symbol.
 * - `{ref:group:key}` becomes that reference entry's price in the current currency, formatted with
 *   formatPrice (`£2.99`), or its value when it has no price for that currency. An unknown reference stays
 *   visible as it is, so an editor sees what to fix, and is reported once.
 * Returns a new value; the input is never mutated.
 */
export function replacePlaceholders<T>(value: T, options: PlaceholderOptions): T {
  const { currency, reference, locale = 'en-GB', logger = console, reported = new Set<string>() } = options
  if (!CURRENCY_CODE.test(currency)) throw new TypeError(`replacePlaceholders: "${currency}" is not an ISO 4217 currency code`)
  const resolve = (placeholder: string, group: string, key: string): string => {
    const entry = reference[group]?.[key]
    const price = entry?.prices?.[currency]
    if (typeof price === 'number') return formatPrice(price, currency, locale)
    if (typeof entry?.value === 'string') return entry.value
    if (!reported.has(placeholder)) {
      reported.add(placeholder)
      const why = entry ? `has no value and no ${currency} price` : 'is not in the reference data'
      logger.warn(`content: placeholder ${placeholder} ${why}; left as is`)
    }
    return placeholder
  }
  return mapStrings(value, (text) => {
    if (!text.includes('$currency') && !text.includes('{ref:')) return text
    return text.replace(REFERENCE, resolve).replace(CURRENCY, currency)
  })
}
