import { describe, expect, it } from 'vitest'
import { buildPageSeo } from './buildPageSeo'
import type { SiteSeo } from './loadSiteSeo'

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

  it('links the blog feed when asked', () => {
    expect(buildPageSeo(site, { path: '/blog', title: 'Blog', feed: true }).feed).toBe('https://www.lumenhosting.example/blog/rss.xml')
  })
})
