import { describe, expect, it } from 'vitest'
import { isSitePage, sitePagePath, slugIn } from './sitePages'

describe('sitePagePath', () => {
  it("gives a page the code names at its translation's address", () => {
    expect(sitePagePath('/terms-of-service', 'de-DE')).toBe('/de/agb')
    expect(sitePagePath('/privacy-policy', 'de-DE')).toBe('/de/datenschutz')
    expect(sitePagePath('/about', 'de-DE')).toBe('/de/ueber-uns')
  })
  it('keeps the English address of a page with no translation, and puts other site paths under the prefix', () => {
    expect(sitePagePath('/company-details', 'de-DE')).toBe('/de/impressum')
    expect(sitePagePath('/company-details', 'fr-FR' as never)).toBe('/company-details')
    expect(sitePagePath('/blog', 'de-DE')).toBe('/de/blog')
    expect(sitePagePath('/', 'de-DE')).toBe('/de')
  })
  it('leaves the default locale and other URLs as they are', () => {
    expect(sitePagePath('/terms-of-service', 'en-GB')).toBe('/terms-of-service')
    expect(sitePagePath('https://example.com/terms-of-service', 'de-DE')).toBe('https://example.com/terms-of-service')
  })
})

describe('slugIn and isSitePage', () => {
  it("names a page's slug in a locale, null where there is no translation", () => {
    expect(slugIn('terms-of-service', 'de-DE')).toBe('agb')
    expect(slugIn('company-details', 'fr-FR')).toBeNull()
    expect(slugIn('register', 'de-DE')).toBe('registrieren')
    expect(slugIn('company-details', 'en-GB')).toBe('company-details')
  })
  it('knows a translation as the page it translates', () => {
    expect(isSitePage('rechtliches', 'terms')).toBe(true)
    expect(isSitePage('terms', 'terms')).toBe(true)
    expect(isSitePage('agb', 'terms')).toBe(false)
  })
})
