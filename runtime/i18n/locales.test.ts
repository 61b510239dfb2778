import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, isLocale, languageOf, localePath, splitLocale } from './locales'

describe('splitLocale', () => {
  it('reads the default locale from an unprefixed path and keeps the path', () => {
    expect(splitLocale('/web-hosting')).toEqual({ locale: DEFAULT_LOCALE, path: '/web-hosting' })
    expect(splitLocale('/')).toEqual({ locale: 'en-GB', path: '/' })
  })
  it('takes the prefix off a German path', () => {
    expect(splitLocale('/de/webhosting')).toEqual({ locale: 'de-DE', path: '/webhosting' })
    expect(splitLocale('/de/blog/p/2')).toEqual({ locale: 'de-DE', path: '/blog/p/2' })
    expect(splitLocale('/de')).toEqual({ locale: 'de-DE', path: '/' })
    expect(splitLocale('/de/')).toEqual({ locale: 'de-DE', path: '/' })
  })
  it('leaves an unknown prefix or a look-alike in the path, where no route matches it', () => {
    expect(splitLocale('/fr/webhosting')).toEqual({ locale: 'en-GB', path: '/fr/webhosting' })
    expect(splitLocale('/de-DE/webhosting')).toEqual({ locale: 'en-GB', path: '/de-DE/webhosting' })
    expect(splitLocale('/design')).toEqual({ locale: 'en-GB', path: '/design' })
  })
})

describe('localePath', () => {
  it('prefixes a site path for a locale other than the default', () => {
    expect(localePath('/webhosting', 'de-DE')).toBe('/de/webhosting')
    expect(localePath('/', 'de-DE')).toBe('/de')
    expect(localePath('/#plans', 'de-DE')).toBe('/de#plans')
    expect(localePath('/blog/p/2', 'de-DE')).toBe('/de/blog/p/2')
  })
  it('leaves the default locale, external and protocol-relative URLs alone', () => {
    expect(localePath('/web-hosting', 'en-GB')).toBe('/web-hosting')
    expect(localePath('https://example.com/x', 'de-DE')).toBe('https://example.com/x')
    expect(localePath('//example.com/x', 'de-DE')).toBe('//example.com/x')
    expect(localePath('#faqs', 'de-DE')).toBe('#faqs')
  })
  it('round-trips with splitLocale', () => {
    for (const path of ['/', '/webhosting', '/blog/author/priya-raman/p/2']) expect(splitLocale(localePath(path, 'de-DE'))).toEqual({ locale: 'de-DE', path })
  })
})

describe('isLocale and languageOf', () => {
  it('knows the configured locales only', () => {
    expect(isLocale('de-DE')).toBe(true)
    expect(isLocale('fr-FR')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
    expect(languageOf('de-DE')).toBe('de')
  })
})
