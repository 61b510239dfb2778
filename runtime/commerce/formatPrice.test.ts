import { describe, expect, it } from 'vitest'
import { formatPrice, groupThousands } from './formatPrice'
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

describe('formatPrice in en-GB, written without Intl', () => {
  /** Amounts in a fixed pseudo-random order: pence, pounds, thousands, millions, halves of a penny, negatives. */
  function* amounts(): Generator<number> {
    let state = 42
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    for (let i = 0; i < 3000; i++) yield Math.round(i * 100) / 100
    for (let i = 0; i < 20_000; i++) yield Math.round(next() * 10 ** Math.floor(next() * 10)) / 100
    for (let i = 0; i < 5000; i++) yield next() * 10 ** Math.floor(next() * 12)
    for (let i = 0; i < 2000; i++) yield (i + 0.5) / 100
    for (let i = 0; i < 2000; i++) yield (i * 37 + 0.005) * 1.07
    yield* [0, 1e-7, 5e-7, 0.004, 0.005, 0.015, 0.125, 1.005, 2.345, 999.995, 999_999.995, 1e15, 123_456_789_012.34, 9.999e20]
  }

  it('writes exactly what Intl.NumberFormat writes, for every offered currency and some 32,000 amounts', () => {
    for (const currency of ['GBP', 'USD', 'EUR']) {
      const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency })
      for (const amount of amounts()) {
        expect(formatPrice(amount, currency)).toBe(intl.format(amount))
        expect(formatPrice(-amount, currency)).toBe(intl.format(-amount))
      }
    }
  })

  it('leaves negative zero, huge amounts, other locales and currencies to Intl', () => {
    for (const amount of [-0, 1e21, -1e22, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatPrice(amount, 'GBP')).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount))
    expect(formatPrice(1234.5, 'JPY')).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'JPY' }).format(1234.5))
    expect(formatPrice(1234.5, 'EUR', 'de-DE')).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5))
  })
})

describe('groupThousands', () => {
  it('writes whole numbers as en-GB does', () => {
    const intl = new Intl.NumberFormat('en-GB')
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, 9_007_199_254_740_991]) expect(groupThousands(String(n))).toBe(intl.format(n))
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
