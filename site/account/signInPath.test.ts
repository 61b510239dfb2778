import { describe, expect, it } from 'vitest'
import { accountPath, returnPath, signInPath } from './signInPath'

describe('signInPath', () => {
  it('sends a visitor to the sign-in page of the locale they were in, and back to where they were', () => {
    expect(signInPath('/account')).toBe('/sign-in?redirect=%2Faccount')
    expect(signInPath('/de/account')).toBe('/de/sign-in?redirect=%2Fde%2Faccount')
    expect(signInPath('/de/webhosting?term=annual')).toBe('/de/sign-in?redirect=%2Fde%2Fwebhosting%3Fterm%3Dannual')
  })

  it('asks for no return to a home page', () => {
    expect(signInPath('/')).toBe('/sign-in')
    expect(signInPath('/de')).toBe('/de/sign-in')
  })
})

describe('returnPath', () => {
  it('returns to the page the visitor came from, in its locale', () => {
    expect(returnPath('/de/account', 'de-DE')).toBe('/de/account')
    expect(returnPath('/web-hosting?term=annual', 'en-GB')).toBe('/web-hosting?term=annual')
  })

  it('goes to the account page of the sign-in page’s locale for no redirect, another site, or another account form', () => {
    expect(returnPath(undefined, 'de-DE')).toBe('/de/account')
    expect(returnPath('https://evil.example/', 'de-DE')).toBe('/de/account')
    expect(returnPath('/de/sign-in?redirect=%2Fde', 'de-DE')).toBe('/de/account')
    expect(returnPath('/forgot-password', 'en-GB')).toBe('/account')
  })

  it('names each account page in a locale', () => {
    expect(accountPath('forgotPassword', 'de-DE')).toBe('/de/forgot-password')
    expect(accountPath('signIn', 'en-GB')).toBe('/sign-in')
  })
})
