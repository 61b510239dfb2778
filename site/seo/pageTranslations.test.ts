import { describe, expect, it } from 'vitest'
import { entryLocale, hreflangAlternates, inEveryLocale, localizedPaths, pageTranslations } from './pageTranslations'
import { sitemapEntries } from './sitemapEntries'

const url = (path: string) => `https://www.lumenhosting.example${path === '/' ? '/' : path}`

describe('pageTranslations', () => {
  it('gives the page in each locale it exists in, under the locale’s prefix, in the order of the site’s locales', () => {
    expect(pageTranslations('de-DE', '/webhosting', [{ locale: 'en-GB', path: '/web-hosting' }])).toEqual([
      { locale: 'en-GB', path: '/web-hosting' },
      { locale: 'de-DE', path: '/de/webhosting' },
    ])
    expect(pageTranslations('en-GB', '/', inEveryLocale('/'))).toEqual([
      { locale: 'en-GB', path: '/' },
      { locale: 'de-DE', path: '/de' },
    ])
  })

  it('keeps the page’s own path over a localisation naming its own locale, and a page without one alone', () => {
    expect(pageTranslations('en-GB', '/about', [{ locale: 'en-GB', path: '/elsewhere' }])).toEqual([{ locale: 'en-GB', path: '/about' }])
    expect(pageTranslations('en-GB', '/company-details')).toEqual([{ locale: 'en-GB', path: '/company-details' }])
  })

  it('reads Strapi’s localizations, leaving out locales the site has not and entries without a slug', () => {
    const entry = {
      localizations: [
        { locale: 'de-DE', slug: 'ueber-uns' },
        { locale: 'fr-FR', slug: 'a-propos' },
        { locale: 'de-DE' },
        null,
      ],
    }
    expect(localizedPaths(entry, (slug) => `/${slug}`)).toEqual([{ locale: 'de-DE', path: '/ueber-uns' }])
    expect(localizedPaths({ localizations: null }, (slug) => `/${slug}`)).toEqual([])
    expect(localizedPaths(undefined, (slug) => `/${slug}`)).toEqual([])
  })

  it('takes an entry’s own locale, else the one given', () => {
    expect(entryLocale({ locale: 'de-DE' }, 'en-GB')).toBe('de-DE')
    expect(entryLocale({ locale: 'fr-FR' }, 'de-DE')).toBe('de-DE')
    expect(entryLocale(undefined, 'de-DE')).toBe('de-DE')
  })
})

describe('hreflangAlternates', () => {
  it('names every translation by its locale, and x-default the default locale’s', () => {
    expect(hreflangAlternates(pageTranslations('en-GB', '/web-hosting', [{ locale: 'de-DE', path: '/webhosting' }]), url)).toEqual([
      { hreflang: 'en-GB', href: 'https://www.lumenhosting.example/web-hosting' },
      { hreflang: 'de-DE', href: 'https://www.lumenhosting.example/de/webhosting' },
      { hreflang: 'x-default', href: 'https://www.lumenhosting.example/web-hosting' },
    ])
  })

  it('has no x-default for a page the default locale lacks', () => {
    expect(hreflangAlternates(pageTranslations('de-DE', '/nur-deutsch'), url)).toEqual([{ hreflang: 'de-DE', href: 'https://www.lumenhosting.example/de/nur-deutsch' }])
  })
})

describe('sitemapEntries', () => {
  const webHosting = pageTranslations('en-GB', '/web-hosting', [{ locale: 'de-DE', path: '/webhosting' }])
  const webhosting = pageTranslations('de-DE', '/webhosting', [{ locale: 'en-GB', path: '/web-hosting' }])

  it('lists every locale’s URLs with their alternates and x-default', () => {
    const entries = sitemapEntries(
      [
        { path: '/web-hosting', translations: webHosting, lastmod: '2026-03-01' },
        { path: '/company-details', translations: pageTranslations('en-GB', '/company-details') },
        { path: '/de/webhosting', translations: webhosting },
      ],
      url,
    )
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://www.lumenhosting.example/web-hosting',
      'https://www.lumenhosting.example/company-details',
      'https://www.lumenhosting.example/de/webhosting',
    ])
    const twins = [
      { hreflang: 'en-GB', href: 'https://www.lumenhosting.example/web-hosting' },
      { hreflang: 'de-DE', href: 'https://www.lumenhosting.example/de/webhosting' },
      { hreflang: 'x-default', href: 'https://www.lumenhosting.example/web-hosting' },
    ]
    expect(entries[0]).toEqual({ loc: 'https://www.lumenhosting.example/web-hosting', lastmod: '2026-03-01', alternates: twins })
    expect(entries[2]!.alternates).toEqual(twins)
    expect(entries[1]!.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.lumenhosting.example/company-details' },
      { hreflang: 'x-default', href: 'https://www.lumenhosting.example/company-details' },
    ])
  })

  it('names no translation the sitemap leaves out (one that asked not to be indexed)', () => {
    const [german] = sitemapEntries([{ path: '/de/webhosting', translations: webhosting }], url)
    expect(german!.alternates).toEqual([{ hreflang: 'de-DE', href: 'https://www.lumenhosting.example/de/webhosting' }])
  })
})
