const formats = new Map<string, Intl.NumberFormat>()

/** The formatter of one locale and currency, made once: Intl.NumberFormat is slow to construct. */
function formatFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formats.set(key, format)
  }
  return format
}

/** Whole-number digits with a comma between thousands, as en-GB writes them (`1234567` → `1,234,567`). */
export function groupThousands(digits: string): string {
  return digits.length > 3 ? digits.replace(/\B(?=(\d{3})+$)/g, ',') : digits
}

/** The symbols en-GB writes for the site's currencies (site/currency.ts), all with two decimals. */
const BRITISH_SYMBOLS: Readonly<Record<string, string>> = { GBP: '£', USD: 'US$', EUR: '€' }

/**
 * What Intl.NumberFormat('en-GB', { style: 'currency' }) writes for the site's currencies, written by hand: the
 * browser's first number formatter loads its locale data in a long task while the page hydrates (about 80 ms at
 * 4× CPU throttling, issue 9). Like ICU it rounds the shortest decimal that reads back as the amount (0.015 is
 * 0.02), half away from zero; formatPrice.test.ts compares the two. Undefined where the amount has no plain
 * decimal form (exponent notation).
 */
function britishPrice(amount: number, symbol: string): string | undefined {
  const decimal = String(Math.abs(amount))
  if (decimal.includes('e')) return undefined
  const [whole = '0', fraction = ''] = decimal.split('.')
  let pence = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'))
  if ((fraction[2] ?? '0') >= '5') pence += 1n
  const digits = pence.toString().padStart(3, '0')
  const pounds = digits.slice(0, -2)
  return `${amount < 0 ? '-' : ''}${symbol}${groupThousands(pounds)}.${digits.slice(-2)}`
}

/**
 * A price as a visitor of `locale` reads it, with the currency's own symbol and decimals (`£2.49`, `US$3.19`,
 * `€2.89` in en-GB). The same formatter as runtime/content's `{ref:…}` placeholders, so a price written inline and
 * one taken from reference data look the same on a page.
 */
export function formatPrice(amount: number, currency: string, locale = 'en-GB'): string {
  const symbol = locale === 'en-GB' ? BRITISH_SYMBOLS[currency] : undefined
  // Intl for the rest: other locales and currencies, -0, amounts in exponent notation, not a number
  const british = symbol !== undefined && Number.isFinite(amount) && !Object.is(amount, -0) ? britishPrice(amount, symbol) : undefined
  return british ?? formatFor(currency, locale).format(amount)
}
