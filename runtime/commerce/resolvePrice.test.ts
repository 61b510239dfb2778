import { describe, expect, it } from 'vitest'
import { replacePlaceholders } from '../content'
import { resolvePrice } from './resolvePrice'

const reference = { prices: { 'shared-starter': { prices: { GBP: 2.49, USD: 3.19, EUR: 2.89 } } } }
const quiet = { warn: () => {} }

describe('resolvePrice', () => {
  it('takes the visitor’s currency from an amount per currency and formats it', () => {
    const spec = { GBP: 24.99, USD: 31.99, EUR: 28.99 }
    expect(resolvePrice(spec, 'GBP')).toEqual({ amount: 24.99, text: '£24.99' })
    expect(resolvePrice(spec, 'USD')).toEqual({ amount: 31.99, text: 'US$31.99' })
    expect(resolvePrice(spec, 'EUR')).toEqual({ amount: 28.99, text: '€28.99' })
  })

  it('shows no price rather than one in another currency', () => {
    expect(resolvePrice({ GBP: 2.49 }, 'USD')).toBeNull()
    expect(resolvePrice(undefined, 'GBP')).toBeNull()
  })

  it('keeps a {ref:prices:…} placeholder the content service replaced, with its amount for totals', () => {
    for (const [currency, text, amount] of [
      ['GBP', '£2.49', 2.49],
      ['USD', 'US$3.19', 3.19],
      ['EUR', '€2.89', 2.89],
    ] as const) {
      const plan = replacePlaceholders({ name: 'Starter', tagline: 'Prices in $currency', prices: { monthly: '{ref:prices:shared-starter}' } }, { currency, reference, logger: quiet })
      expect(plan.tagline).toBe(`Prices in ${currency}`)
      expect(resolvePrice(plan.prices.monthly, currency)).toEqual({ amount, text })
    }
  })

  it('shows an unknown reference as it is, with no amount', () => {
    const plan = replacePlaceholders({ prices: { monthly: '{ref:prices:nope}' } }, { currency: 'GBP', reference, logger: quiet })
    expect(resolvePrice(plan.prices.monthly, 'GBP')).toEqual({ amount: null, text: '{ref:prices:nope}' })
  })
})
