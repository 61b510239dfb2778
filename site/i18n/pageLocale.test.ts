import { describe, expect, it } from 'vitest'
import { pageLocale, requestPathname } from './pageLocale'

describe('requestPathname', () => {
  it('puts the prefix +onBeforeRoute took off back on the path', () => {
    expect(requestPathname({ locale: 'de-DE', urlOriginal: '/de/blog/p/1?x=1', urlPathname: '/blog/p/1' })).toBe('/de/blog/p/1')
    expect(requestPathname({ locale: 'de-DE', urlOriginal: '/de', urlPathname: '/' })).toBe('/de')
    expect(requestPathname({ locale: 'en-GB', urlOriginal: '/hosting', urlPathname: '/hosting' })).toBe('/hosting')
  })
  it("names the page, not the page data file, for a client navigation's request", () => {
    expect(requestPathname({ locale: 'de-DE', urlOriginal: '/de/hosting/index.pageContext.json', urlPathname: '/hosting' })).toBe('/de/hosting')
  })
  it('keeps the path of a context +onBeforeRoute never saw as it was asked for', () => {
    expect(requestPathname({ urlOriginal: '/de/x', urlPathname: '/de/x' })).toBe('/de/x')
    expect(requestPathname({ urlOriginal: '/fr/webhosting', urlPathname: '/fr/webhosting' })).toBe('/fr/webhosting')
  })
})

describe('pageLocale', () => {
  it('reads the locale from the URL when the context lacks it', () => {
    expect(pageLocale({ urlOriginal: '/de/x' })).toBe('de-DE')
    expect(pageLocale({ locale: 'en-GB', urlOriginal: '/de/x' })).toBe('en-GB')
  })
})
