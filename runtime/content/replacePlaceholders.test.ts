import { describe, expect, it, vi } from 'vitest'
import { hasReferencePlaceholders, replacePlaceholders } from './replacePlaceholders'
import type { ReferenceLookup } from './types'

const reference: ReferenceLookup = {
  prices: {
    'shared-plus': { prices: { GBP: 4.99, USD: 6.39, EUR: 5.79 } },
    'vps-1': { prices: { GBP: 12 }, value: 'Ask us' },
  },
  support: { email: { value: 'support@lumen.example' } },
}

const logger = () => ({ warn: vi.fn() })

describe('replacePlaceholders', () => {
  it('replaces $currency with the currency code', () => {
    expect(replacePlaceholders('Prices in $currency, ex VAT', { currency: 'EUR', reference, logger: logger() })).toBe('Prices in EUR, ex VAT')
  })

  it('formats a price for the current currency', () => {
    const value = { heading: 'From {ref:prices:shared-plus}/month', list: ['{ref:prices:shared-plus}'] }
    expect(replacePlaceholders(value, { currency: 'GBP', reference, logger: logger() })).toEqual({
      heading: 'From £4.99/month',
      list: ['£4.99'],
    })
    expect(replacePlaceholders('{ref:prices:shared-plus}', { currency: 'USD', reference, logger: logger() })).toBe('US$6.39')
    expect(replacePlaceholders('{ref:prices:shared-plus}', { currency: 'EUR', reference, locale: 'de-DE', logger: logger() })).toBe('5,79\u00a0€')
  })

  it('uses the value when there is no price', () => {
    expect(replacePlaceholders('Mail {ref:support:email}', { currency: 'GBP', reference, logger: logger() })).toBe('Mail support@lumen.example')
    expect(replacePlaceholders('{ref:prices:vps-1}', { currency: 'USD', reference, logger: logger() })).toBe('Ask us')
  })

  it('leaves an unknown reference visible and reports it once', () => {
    const log = logger()
    const value = ['{ref:prices:nope} and {ref:prices:nope}', '{ref:nogroup:x}']
    expect(replacePlaceholders(value, { currency: 'GBP', reference, logger: log })).toEqual(value)
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.warn).toHaveBeenCalledWith('content: placeholder {ref:prices:nope} is not in the reference data; left as is')
  })

  it('reports only once across calls that share a reported set', () => {
    const log = logger()
    const reported = new Set<string>()
    replacePlaceholders('{ref:a:b}', { currency: 'GBP', reference, logger: log, reported })
    replacePlaceholders('{ref:a:b}', { currency: 'GBP', reference, logger: log, reported })
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it('names an entry without a price in the currency and without a value', () => {
    const log = logger()
    const only = { p: { gbp: { prices: { GBP: 1 } } } }
    expect(replacePlaceholders('{ref:p:gbp}', { currency: 'USD', reference: only, logger: log })).toBe('{ref:p:gbp}')
    expect(log.warn).toHaveBeenCalledWith('content: placeholder {ref:p:gbp} has no value and no USD price; left as is')
  })

  it('does not touch look-alikes', () => {
    const value = '$currencyCode {ref:} {ref:a} $ currency'
    expect(replacePlaceholders(value, { currency: 'GBP', reference, logger: logger() })).toBe(value)
  })

  it('refuses a currency that is not an ISO code', () => {
    expect(() => replacePlaceholders('x', { currency: '<script>', reference })).toThrow(TypeError)
  })

  it('never mutates its input', () => {
    const value = { a: ['$currency'] }
    replacePlaceholders(value, { currency: 'GBP', reference, logger: logger() })
    expect(value).toEqual({ a: ['$currency'] })
  })

  it('tells whether a value holds references', () => {
    expect(hasReferencePlaceholders({ a: ['x {ref:a:b}'] })).toBe(true)
    expect(hasReferencePlaceholders({ a: ['$currency'] })).toBe(false)
    expect(hasReferencePlaceholders(null)).toBe(false)
  })
})
