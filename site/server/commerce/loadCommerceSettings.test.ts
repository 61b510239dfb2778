import { describe, expect, it, vi } from 'vitest'
import type { SectionEntry } from '../../../runtime/registry/SectionEntry'
import { loadCommerceSettings, redemptionRows, tldPrices } from './loadCommerceSettings'

const reference = {
  tld: {
    'co.uk': { prices: { GBP: 7.49, USD: 9.59 } },
    com: { prices: { GBP: 11.99, USD: 15.29 } },
    online: { prices: { GBP: 3.99 } },
  },
  prices: { 'shared-starter': { prices: { GBP: 2.49 } } },
}
const entry = (uid: string, props: object = {}): SectionEntry => ({ status: 'ok', index: 0, uid: uid as never, props: props as never })

describe('loadCommerceSettings', () => {
  it('lists the endings on sale cheapest first, with no price where reference data has none in the currency', () => {
    expect(tldPrices(reference, 'GBP')).toEqual([
      { tld: 'online', price: 3.99 },
      { tld: 'co.uk', price: 7.49 },
      { tld: 'com', price: 11.99 },
    ])
    expect(tldPrices(reference, 'USD').at(-1)).toEqual({ tld: 'online', price: null })
  })

  it('keeps the redemption prices of the visitor’s currency only, well-formed ones, by ending', () => {
    const rows = redemptionRows(
      [
        { tld: 'com', currency: 'GBP', price: 79, days: 30 },
        { tld: 'co.uk', currency: 'GBP', price: 35, days: 90 },
        { tld: 'com', currency: 'USD', price: 100.99, days: 30 },
        { tld: 'io', currency: 'GBP', price: 'lots' as never, days: 30 },
      ],
      'GBP',
    )
    expect(rows.map((r) => r.tld)).toEqual(['co.uk', 'com'])
  })

  it("sends a German page's docs search to the German article search, and leaves a docs search elsewhere alone", async () => {
    const reader = { getReferenceData: vi.fn(async () => reference), getRedemptionPricing: vi.fn(async () => []) }
    expect((await loadCommerceSettings({ reader, currency: 'EUR', sections: [], locale: 'de-DE' })).docsSearchUrl).toBe('/de/blog/search')
    expect((await loadCommerceSettings({ reader, currency: 'GBP', sections: [], locale: 'en-GB' })).docsSearchUrl).toBe('/blog/search')
  })

  it('reads endings and redemption prices only for a page that shows them', async () => {
    const reader = { getReferenceData: vi.fn(async () => reference), getRedemptionPricing: vi.fn(async () => []) }
    const plain = await loadCommerceSettings({ reader, currency: 'GBP', locale: 'en-GB', sections: [entry('sections.text'), entry('sections.strip', { variant: 'default' })] })
    expect(plain.tlds).toEqual([])
    expect(reader.getReferenceData).not.toHaveBeenCalled()
    expect(reader.getRedemptionPricing).not.toHaveBeenCalled()
    const domains = await loadCommerceSettings({ reader, currency: 'USD', locale: 'de-DE', sections: [entry('sections.strip', { variant: 'domain-search' }), entry('sections.redemption-pricing')] })
    expect(domains.tlds[0]).toEqual({ tld: 'co.uk', price: 9.59 })
    expect(domains.currency).toBe('USD')
    expect(domains.locale).toBe('de-DE')
    expect(reader.getRedemptionPricing).toHaveBeenCalledOnce()
  })

  it('still renders the page when reference data cannot be read: any ending is accepted then', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const reader = { getReferenceData: async () => Promise.reject(new Error('down')), getRedemptionPricing: async () => [] }
    expect((await loadCommerceSettings({ reader, currency: 'GBP', locale: 'en-GB', sections: [entry('sections.domain-search')] })).tlds).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
