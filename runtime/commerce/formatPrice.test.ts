import { describe, expect, it } from 'vitest'
import { formatPrice } from './formatPrice'
import { parsePrice } from './parsePrice'

describe('formatPrice', () => {
  it('writes each offered currency with its own symbol and two decimals in en-GB', () => {
    expect(formatPrice(2.49, 'GBP')).toBe('£2.49')
    expect(formatPrice(3.19, 'USD')).toBe('US$3.19')
    expect(formatPrice(2.89, 'EUR')).toBe('€2.89')
  })

  it('groups thousands and pads whole amounts to the currency’s decimals', () => {
    expect(formatPrice(1234.5, 'GBP')).toBe('£1,234.50')
    expect(formatPrice(24, 'EUR')).toBe('€24.00')
    expect(formatPrice(0, 'USD')).toBe('US$0.00')
  })

  it('follows the locale: symbol after the amount and a decimal comma in German', () => {
    expect(formatPrice(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€')
  })

  it('formats exactly as the content service’s {ref:…} placeholders do', () => {
    for (const currency of ['GBP', 'USD', 'EUR']) {
      expect(formatPrice(11.99, currency)).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(11.99))
    }
  })
})

describe('parsePrice', () => {
  it('knows en-GB’s separators as Intl does', () => {
    const parts = new Intl.NumberFormat('en-GB').formatToParts(12345.6)
    expect([parts.find((p) => p.type === 'group')?.value, parts.find((p) => p.type === 'decimal')?.value]).toEqual([',', '.'])
    expect(parsePrice('£12,345.60')).toBe(12345.6)
  })

  it('reads back what formatPrice wrote, in every offered currency and in other locales', () => {
    for (const amount of [0, 2.49, 24, 1234.5, 99999.99]) {
      for (const currency of ['GBP', 'USD', 'EUR']) {
        expect(parsePrice(formatPrice(amount, currency))).toBe(amount)
        expect(parsePrice(formatPrice(amount, currency, 'de-DE'), 'de-DE')).toBe(amount)
        expect(parsePrice(formatPrice(amount, currency, 'fr-FR'), 'fr-FR')).toBe(amount)
      }
    }
  })

  it('is null for text without a price: an unresolved placeholder, words', () => {
    expect(parsePrice('{ref:prices:missing}')).toBeNull()
    expect(parsePrice('Price on request')).toBeNull()
    expect(parsePrice('')).toBeNull()
  })
})
