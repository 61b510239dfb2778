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

/**
 * A price as a visitor of `locale` reads it, with the currency's own symbol and decimals (`£2.49`, `US$3.19`,
 * `€2.89` in en-GB). The same formatter as runtime/content's `{ref:…}` placeholders, so a price written inline and
 * one taken from reference data look the same on a page.
 */
export function formatPrice(amount: number, currency: string, locale = 'en-GB'): string {
  return formatFor(currency, locale).format(amount)
}
