import { describe, expect, it } from 'vitest'
import { buildOrderUrl } from './buildOrderUrl'

const choice = { plan: 'shared-plus', term: 'yearly', options: ['daily-backups', 'business-email'], currency: 'EUR' }

describe('buildOrderUrl', () => {
  it('puts plan, term, each option and currency in the query of the order address', () => {
    const url = new URL(buildOrderUrl('https://my.lumenhosting.example/order', choice))
    expect(url.origin + url.pathname).toBe('https://my.lumenhosting.example/order')
    expect(url.searchParams.get('plan')).toBe('shared-plus')
    expect(url.searchParams.get('term')).toBe('yearly')
    expect(url.searchParams.getAll('options')).toEqual(['daily-backups', 'business-email'])
    expect(url.searchParams.get('currency')).toBe('EUR')
    expect(url.search).toBe('?plan=shared-plus&term=yearly&options=daily-backups&options=business-email&currency=EUR')
  })

  it('sends no options parameter when none is chosen, and each option once', () => {
    expect(buildOrderUrl('https://x.example/order', { ...choice, options: [] })).toBe('https://x.example/order?plan=shared-plus&term=yearly&currency=EUR')
    expect(buildOrderUrl('https://x.example/order', { ...choice, options: ['a', 'a'] })).toBe('https://x.example/order?plan=shared-plus&term=yearly&options=a&currency=EUR')
  })

  it('keeps the address’s own parameters and hash, and replaces ones the choice sets', () => {
    const url = buildOrderUrl('https://x.example/cart?ref=site&plan=old&options=stale#checkout', choice)
    expect(url).toBe('https://x.example/cart?ref=site&plan=shared-plus&term=yearly&options=daily-backups&options=business-email&currency=EUR#checkout')
  })

  it('encodes what it is given, so a code can never add a parameter', () => {
    const url = new URL(buildOrderUrl('https://x.example/order', { ...choice, plan: 'a&currency=XXX', options: ['b c/d'] }))
    expect(url.searchParams.get('plan')).toBe('a&currency=XXX')
    expect(url.searchParams.getAll('currency')).toEqual(['EUR'])
    expect(url.searchParams.getAll('options')).toEqual(['b c/d'])
  })

  it('stays a path for an order address on this site', () => {
    expect(buildOrderUrl('/order', { ...choice, options: [] })).toBe('/order?plan=shared-plus&term=yearly&currency=EUR')
  })

  it('refuses an order address that is no URL', () => {
    expect(() => buildOrderUrl('not a url', choice)).toThrow()
  })
})
