import { describe, expect, it } from 'vitest'
import { pageTranslations } from '../seo/pageTranslations'
import { languageLinks } from './languageLinks'

describe('languageLinks', () => {
  it('offers the other locales by their own names, each to the page’s translation', () => {
    const translations = pageTranslations('en-GB', '/web-hosting', [{ locale: 'de-DE', path: '/webhosting' }])
    expect(languageLinks({ locale: 'en-GB', translations, path: '/web-hosting' })).toEqual([{ locale: 'de-DE', name: 'Deutsch', href: '/de/webhosting' }])
    expect(languageLinks({ locale: 'de-DE', translations, path: '/webhosting' })).toEqual([{ locale: 'en-GB', name: 'English', href: '/web-hosting' }])
  })

  it('takes a page without a translation to the other locale’s home', () => {
    expect(languageLinks({ locale: 'en-GB', translations: pageTranslations('en-GB', '/company-details'), path: '/company-details' })).toEqual([
      { locale: 'de-DE', name: 'Deutsch', href: '/de' },
    ])
  })

  it('keeps the path and query of a route every locale has, and takes an error page home', () => {
    expect(languageLinks({ locale: 'en-GB', path: '/reset-password', search: '?code=abc' })[0]!.href).toBe('/de/reset-password?code=abc')
    expect(languageLinks({ locale: 'de-DE', path: '/sign-in' })[0]!.href).toBe('/sign-in')
    expect(languageLinks({ locale: 'de-DE', path: '/gibt-es-nicht', failed: true })[0]!.href).toBe('/')
  })
})
