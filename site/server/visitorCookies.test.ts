import { describe, expect, it } from 'vitest'
import { visitorCookies } from './visitorCookies'

describe('visitorCookies', () => {
  it('reads an offered currency, dark mode and a session', () => {
    expect(visitorCookies('currency=EUR; dark-mode=true; stratum-session=abc')).toEqual({ currency: 'EUR', dark: true, signedIn: true })
  })

  it('counts a value outside its allowed set as no cookie', () => {
    expect(visitorCookies('currency=usd; dark-mode=TRUE; stratum-session=')).toEqual({ currency: undefined, dark: false, signedIn: false })
    expect(visitorCookies('currency=USD\u00a0; dark-mode=true\u00a0')).toEqual({ currency: undefined, dark: false, signedIn: false })
  })

  it('takes the first of two cookies of one name, quoted or percent-encoded values as their value', () => {
    expect(visitorCookies('currency=USD; currency=EUR').currency).toBe('USD')
    expect(visitorCookies('currency="USD"').currency).toBe('USD')
    expect(visitorCookies('currency=%55SD').currency).toBe('USD')
  })

  it('reads no header as no cookies', () => {
    expect(visitorCookies(undefined)).toEqual({ currency: undefined, dark: false, signedIn: false })
  })
})
