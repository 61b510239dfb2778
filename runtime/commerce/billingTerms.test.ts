import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BILLING_TERMS, isBillingTerm, termTotal } from './billingTerms'

describe('billing terms', () => {
  it('are the terms the schemas allow, shortest first', () => {
    const schema = JSON.parse(readFileSync(new URL('../../schemas/shared/billing-term.schema.json', import.meta.url), 'utf8'))
    const prices = JSON.parse(readFileSync(new URL('../../schemas/shared/term-prices.schema.json', import.meta.url), 'utf8'))
    expect(Object.keys(BILLING_TERMS)).toEqual(schema.properties.term.enum)
    expect(Object.keys(BILLING_TERMS)).toEqual(Object.keys(prices.properties))
    const months = Object.values(BILLING_TERMS).map((t) => t.months)
    expect(months).toEqual([...months].sort((a, b) => a - b))
  })

  it('knows its own keys only', () => {
    expect(isBillingTerm('yearly')).toBe(true)
    expect(isBillingTerm('weekly')).toBe(false)
    expect(isBillingTerm('toString')).toBe(false)
  })

  it('totals monthly prices over a term in whole pence, with no floating-point dust', () => {
    expect(termTotal([2.49], 'yearly')).toBe(29.88)
    expect(termTotal([2.49, 1.49], 'yearly')).toBe(47.76)
    expect(termTotal([0.1, 0.2], 'monthly')).toBe(0.3)
    expect(termTotal([4.99], 'triennial')).toBe(179.64)
    expect(termTotal([], 'monthly')).toBe(0)
  })
})
