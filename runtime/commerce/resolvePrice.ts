import { formatPrice } from './formatPrice'
import { parsePrice } from './parsePrice'

/**
 * A price as content writes it: an amount per currency code (`{"GBP": 2.49, "USD": 3.19}`), or a string. A string
 * is a `{ref:prices:…}` placeholder, which the content service has already replaced with the price formatted in
 * the visitor's currency (runtime/content replacePlaceholders).
 */
export type PriceSpec = { readonly [currency: string]: number | undefined } | string

/** A price ready to show: its text, and its amount for totals (null when the text holds no number). */
export interface ResolvedPrice {
  amount: number | null
  text: string
}

/**
 * The price to show in `currency`: the amount of that currency, formatted; or the replaced placeholder's text,
 * with its amount read back. Null when content gives no price in that currency: a plan without a price for the
 * visitor's currency is shown without one rather than in another currency.
 */
export function resolvePrice(spec: PriceSpec | null | undefined, currency: string, locale = 'en-GB'): ResolvedPrice | null {
  if (spec === null || spec === undefined) return null
  if (typeof spec === 'string') return spec.trim() === '' ? null : { amount: parsePrice(spec, locale), text: spec }
  const amount = spec[currency]
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null
  return { amount, text: formatPrice(amount, currency, locale) }
}
