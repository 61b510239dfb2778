import { describe, expect, it } from 'vitest'
import { buildPageSeo } from './buildPageSeo'
import type { SiteSeo } from './loadSiteSeo'
import { pageTranslations } from './pageTranslations'

const site: SiteSeo = { url: 'https://www.lumenhosting.example', origin: 'https://www.lumenhosting.example', indexable: true, trailingSlash: false, brandName: 'Lumen Hosting' }
const image = { url: '/uploads/og.jpg', alternativeText: 'A server rack', width: 1200, height: 630 }

describe('buildPageSeo', () => {
  it('titles a page `metaTitle | brand`, falling back to its title', () => {
    expect(buildPageSeo(site, { path: '/about', title: 'About', seo: { metaTitle: 'About Lumen' } }).title).toBe('About Lumen | Lumen Hosting')
    expect(buildPageSeo(site, { path: '/about', title: 'About' }).title).toBe('About | Lumen Hosting')
  })

  it('does not add the brand to a title that already ends with it', () => {
    expect(buildPageSeo(site, { path: '/blog', title: 'Blog', seo: { metaTitle: 'Guides | Lumen Hosting' } }).title).toBe('Guides | Lumen Hosting')
    expect(buildPageSeo(site, { path: '/about', title: 'About', seo: { metaTitle: 'About Lumen Hosting' } }).title).toBe('About Lumen Hosting')
    expect(buildPageSeo(site, { path: '/', title: 'Lumen Hosting' }).title).toBe('Lumen Hosting')
  })

  it('does not add the brand to a title that names it elsewhere, as /about’s does', () => {
    const about = { metaTitle: 'About Lumen Hosting | Independent UK web hosting since 2014' }
    expect(buildPageSeo(site, { path: '/about', title: 'About', seo: about }).title).toBe('About Lumen Hosting | Independent UK web hosting since 2014')
    expect(buildPageSeo(site, { path: '/x', title: 'X', seo: { metaTitle: "Lumen Hosting's new plans" } }).title).toBe("Lumen Hosting's new plans")
  })

  it('still adds the brand to a title that has only a word of it, or spells it otherwise', () => {
    expect(buildPageSeo(site, { path: '/blog/x', title: 'X', seo: { metaTitle: 'Introducing Lumen VPS' } }).title).toBe('Introducing Lumen VPS | Lumen Hosting')
    expect(buildPageSeo(site, { path: '/blog/x', title: 'X', seo: { metaTitle: 'Lumen Hostings compared' } }).title).toBe('Lumen Hostings compared | Lumen Hosting')
    expect(buildPageSeo(site, { path: '/blog/x', title: 'X', seo: { metaTitle: 'Pointing a domain at your Lumen hosting' } }).title).toBe(
      'Pointing a domain at your Lumen hosting | Lumen Hosting',
    )
  })

  it('writes the canonical from the site url, honouring trailingSlash', () => {
    expect(buildPageSeo(site, { path: '/blog/p/2', title: 'Blog' }).canonical).toBe('https://www.lumenhosting.example/blog/p/2')
    expect(buildPageSeo({ ...site, trailingSlash: true }, { path: '/blog/p/2', title: 'Blog' }).canonical).toBe('https://www.lumenhosting.example/blog/p/2/')
  })

  it('keeps every page out of search engines when the site is not indexable, and in preview', () => {
    expect(buildPageSeo(site, { path: '/', title: 'Home', seo: { metaRobots: 'index, follow' } }).robots).toBe('index, follow')
    expect(buildPageSeo({ ...site, indexable: false }, { path: '/', title: 'Home', seo: { metaRobots: 'index, follow' } }).robots).toBe('noindex, nofollow')
    expect(buildPageSeo(site, { path: '/', title: 'Home', preview: true }).robots).toBe('noindex, nofollow')
  })

  it('uses metaImage, else the given image, as an absolute Open Graph image', () => {
    expect(buildPageSeo(site, { path: '/', title: 'Home', seo: { metaImage: image } }).image).toEqual({ url: 'https://www.lumenhosting.example/uploads/og.jpg', alt: 'A server rack', width: 1200, height: 630 })
    expect(buildPageSeo(site, { path: '/', title: 'Home', image: { url: 'https://cdn.example/c.jpg' } }).image).toEqual({ url: 'https://cdn.example/c.jpg', alt: '' })
    expect(buildPageSeo(site, { path: '/', title: 'Home' }).image).toBeUndefined()
  })

  it('puts content’s structured data first, then the page’s own, then the breadcrumbs from Home', () => {
    const seo = buildPageSeo(site, {
      path: '/blog/x',
      title: 'X',
      seo: { structuredData: [{ '@type': 'Organization' }, { '@type': 'WebSite' }] },
      jsonLd: [{ '@type': 'BlogPosting' }],
      breadcrumbs: [
        { name: 'Blog', path: '/blog' },
        { name: 'X', path: '/blog/x' },
      ],
    })
    expect(seo.jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite', 'BlogPosting', 'BreadcrumbList'])
    expect(seo.jsonLd[3]).toMatchObject({ itemListElement: [{ name: 'Home', item: 'https://www.lumenhosting.example/' }, { position: 2 }, { position: 3, item: 'https://www.lumenhosting.example/blog/x' }] })
    expect(buildPageSeo(site, { path: '/', title: 'Home' }).jsonLd).toEqual([])
  })

  it('keeps hreflang alternates with a language tag and an http(s) address only', () => {
    const seo = buildPageSeo(site, {
      path: '/',
      title: 'Home',
      hreflangs: [
        { language: 'en-GB', url: '/' },
        { language: 'x-default', url: 'https://www.lumenhosting.example/' },
        { language: 'fr" onload="x', url: '/fr' },
        { language: 'de', url: 'javascript:alert(1)' },
      ],
    })
    expect(seo.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.lumenhosting.example/' },
      { hreflang: 'x-default', href: 'https://www.lumenhosting.example/' },
    ])
  })

  it('links the blog feed of the page’s locale when asked', () => {
    expect(buildPageSeo(site, { path: '/blog', title: 'Blog', feed: true }).feed).toEqual({ href: 'https://www.lumenhosting.example/blog/rss.xml', title: 'Lumen Hosting blog' })
    expect(buildPageSeo(site, { path: '/blog', locale: 'de-DE', title: 'Blog', feed: true }).feed).toEqual({
      href: 'https://www.lumenhosting.example/de/blog/rss.xml',
      title: 'Lumen Hosting Blog',
    })
    expect(buildPageSeo(site, { path: '/blog', title: 'Blog' }).feed).toBeUndefined()
  })
})

describe('buildPageSeo in a locale', () => {
  const webHosting = pageTranslations('de-DE', '/webhosting', [{ locale: 'en-GB', path: '/web-hosting' }])

  it('writes the canonical under the locale’s prefix, honouring trailingSlash', () => {
    expect(buildPageSeo(site, { path: '/webhosting', locale: 'de-DE', title: 'Webhosting' }).canonical).toBe('https://www.lumenhosting.example/de/webhosting')
    expect(buildPageSeo(site, { path: '/', locale: 'de-DE', title: 'Startseite' }).canonical).toBe('https://www.lumenhosting.example/de')
    expect(buildPageSeo({ ...site, trailingSlash: true }, { path: '/blog/p/2', locale: 'de-DE', title: 'Blog' }).canonical).toBe('https://www.lumenhosting.example/de/blog/p/2/')
  })

  it('names the page and each translation as alternates, with x-default the default locale’s', () => {
    const seo = buildPageSeo(site, { path: '/webhosting', locale: 'de-DE', translations: webHosting, title: 'Webhosting' })
    expect(seo.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.lumenhosting.example/web-hosting' },
      { hreflang: 'de-DE', href: 'https://www.lumenhosting.example/de/webhosting' },
      { hreflang: 'x-default', href: 'https://www.lumenhosting.example/web-hosting' },
    ])
    expect(seo).toMatchObject({ locale: 'de-DE', otherLocales: ['en-GB'] })
  })

  it('gives a page without a translation itself alone, and x-default only when it is the default locale’s', () => {
    expect(buildPageSeo(site, { path: '/company-details', title: 'Company details' }).alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.lumenhosting.example/company-details' },
      { hreflang: 'x-default', href: 'https://www.lumenhosting.example/company-details' },
    ])
    const germanOnly = buildPageSeo(site, { path: '/nur-deutsch', locale: 'de-DE', title: 'Nur Deutsch' })
    expect(germanOnly.alternates).toEqual([{ hreflang: 'de-DE', href: 'https://www.lumenhosting.example/de/nur-deutsch' }])
    expect(germanOnly.otherLocales).toEqual([])
  })

  it('merges the editor’s hreflangs: a language both name takes the editor’s address, a new one is added', () => {
    const seo = buildPageSeo(site, {
      path: '/webhosting',
      locale: 'de-DE',
      translations: webHosting,
      title: 'Webhosting',
      hreflangs: [
        { language: 'de-de', url: 'https://www.lumenhosting.example/de/webhosting?ref=editor' },
        { language: 'de-AT', url: '/at/webhosting' },
        { language: 'x" onload="x', url: '/x' },
      ],
    })
    expect(seo.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.lumenhosting.example/web-hosting' },
      { hreflang: 'de-de', href: 'https://www.lumenhosting.example/de/webhosting?ref=editor' },
      { hreflang: 'x-default', href: 'https://www.lumenhosting.example/web-hosting' },
      { hreflang: 'de-AT', href: 'https://www.lumenhosting.example/at/webhosting' },
    ])
  })

  it('writes the breadcrumbs under the locale’s prefix, from its home page named in its language', () => {
    const seo = buildPageSeo(site, { path: '/blog/zwei-faktor', locale: 'de-DE', title: 'X', breadcrumbs: [{ name: 'Blog', path: '/blog' }] })
    expect(seo.jsonLd[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Startseite', item: 'https://www.lumenhosting.example/de' },
        { position: 2, name: 'Blog', item: 'https://www.lumenhosting.example/de/blog' },
      ],
    })
  })
})
