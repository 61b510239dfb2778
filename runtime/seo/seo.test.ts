import { describe, expect, it } from 'vitest'
import { absoluteUrl, canonicalUrl } from './canonicalUrl'
import { buildRobotsTxt } from './buildRobotsTxt'
import { buildRss } from './buildRss'
import { buildSitemap } from './buildSitemap'
import { escapeXml } from './escapeXml'
import { robotsDirective } from './robotsDirective'
import { blogPosting, breadcrumbList, hasJsonLdType, structuredDataItems } from './structuredData'

const siteUrl = 'https://www.lumenhosting.example'

describe('canonicalUrl', () => {
  it('writes paths without a trailing slash by default, never on the root', () => {
    expect(canonicalUrl('/', { siteUrl })).toBe('https://www.lumenhosting.example/')
    expect(canonicalUrl('/blog/', { siteUrl })).toBe('https://www.lumenhosting.example/blog')
    expect(canonicalUrl('/blog?x=1#y', { siteUrl: `${siteUrl}/` })).toBe('https://www.lumenhosting.example/blog')
  })

  it('honours trailingSlash, but not on files', () => {
    expect(canonicalUrl('/blog', { siteUrl, trailingSlash: true })).toBe('https://www.lumenhosting.example/blog/')
    expect(canonicalUrl('/', { siteUrl, trailingSlash: true })).toBe('https://www.lumenhosting.example/')
    expect(canonicalUrl('/blog/rss.xml', { siteUrl, trailingSlash: true })).toBe('https://www.lumenhosting.example/blog/rss.xml')
  })

  it('makes media and hreflang URLs absolute, and drops what is not http(s)', () => {
    expect(absoluteUrl('/uploads/a.jpg', siteUrl)).toBe('https://www.lumenhosting.example/uploads/a.jpg')
    expect(absoluteUrl('https://cdn.example/a.jpg', siteUrl)).toBe('https://cdn.example/a.jpg')
    expect(absoluteUrl('javascript:alert(1)', siteUrl)).toBeUndefined()
    expect(absoluteUrl('', siteUrl)).toBeUndefined()
  })
})

describe('robotsDirective', () => {
  it('keeps every page out when the site is not indexable, and in preview', () => {
    expect(robotsDirective({ metaRobots: 'index, follow', indexable: false })).toBe('noindex, nofollow')
    expect(robotsDirective({ metaRobots: 'index, follow', preview: true })).toBe('noindex, nofollow')
  })

  it('uses content’s directives, real tokens only, index, follow by default', () => {
    expect(robotsDirective({ metaRobots: 'noindex' })).toBe('noindex')
    expect(robotsDirective({ metaRobots: 'NOINDEX,  nofollow, max-snippet:50' })).toBe('NOINDEX, nofollow, max-snippet:50')
    expect(robotsDirective({ metaRobots: '"><script>' })).toBe('index, follow')
    expect(robotsDirective({})).toBe('index, follow')
  })
})

describe('structured data', () => {
  it('builds a BreadcrumbList with positions from 1', () => {
    expect(breadcrumbList([{ name: 'Home', url: `${siteUrl}/` }, { name: 'Blog', url: `${siteUrl}/blog` }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${siteUrl}/blog` },
      ],
    })
  })

  it('builds a BlogPosting without empty fields', () => {
    const posting = blogPosting({ headline: 'H', url: `${siteUrl}/blog/h`, datePublished: '2026-01-02', publisher: { name: 'Lumen Hosting', url: siteUrl } })
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'H',
      url: `${siteUrl}/blog/h`,
      mainEntityOfPage: `${siteUrl}/blog/h`,
      datePublished: '2026-01-02',
      dateModified: '2026-01-02',
      publisher: { '@type': 'Organization', name: 'Lumen Hosting', url: siteUrl },
    })
  })

  it('flattens content’s structured data and finds types in it, @graph included', () => {
    const items = structuredDataItems([{ '@type': 'Organization' }, [{ '@graph': [{ '@type': ['Thing', 'BlogPosting'] }] }], 'x', null])
    expect(items).toHaveLength(2)
    expect(hasJsonLdType(items, ['BlogPosting'])).toBe(true)
    expect(hasJsonLdType(items, ['Article'])).toBe(false)
  })
})

describe('buildSitemap', () => {
  it('lists each URL once with its lastmod as a W3C date, escaped', () => {
    const xml = buildSitemap([
      { loc: `${siteUrl}/`, lastmod: '2026-03-01T10:00:00.000Z' },
      { loc: `${siteUrl}/blog?a=1&b=2` },
      { loc: `${siteUrl}/`, lastmod: '2020-01-01' },
      { loc: `${siteUrl}/x`, lastmod: 'not a date' },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.lumenhosting.example/</loc><lastmod>2026-03-01</lastmod></url>\n' +
        '  <url><loc>https://www.lumenhosting.example/blog?a=1&amp;b=2</loc></url>\n' +
        '  <url><loc>https://www.lumenhosting.example/x</loc></url>\n' +
        '</urlset>\n',
    )
  })

  it('writes each URL’s language alternates as xhtml:links, escaped, with their namespace', () => {
    const xml = buildSitemap([
      {
        loc: `${siteUrl}/web-hosting`,
        alternates: [
          { hreflang: 'en-GB', href: `${siteUrl}/web-hosting` },
          { hreflang: 'de-DE', href: `${siteUrl}/de/webhosting?a=1&b=2` },
        ],
      },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
    expect(xml).toContain(
      '<url><loc>https://www.lumenhosting.example/web-hosting</loc>' +
        '<xhtml:link rel="alternate" hreflang="en-GB" href="https://www.lumenhosting.example/web-hosting"/>' +
        '<xhtml:link rel="alternate" hreflang="de-DE" href="https://www.lumenhosting.example/de/webhosting?a=1&amp;b=2"/></url>',
    )
  })

  it('writes an empty urlset for no pages', () => {
    expect(buildSitemap([])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>')
  })
})

describe('buildRobotsTxt', () => {
  it('allows crawling but the API and points at the sitemap', () => {
    expect(buildRobotsTxt({ indexable: true, sitemapUrl: `${siteUrl}/sitemap.xml`, disallow: ['/api/'] })).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://www.lumenhosting.example/sitemap.xml\n',
    )
    expect(buildRobotsTxt({ indexable: true })).toBe('User-agent: *\nAllow: /\n')
  })

  it('disallows everything when the site is not indexable', () => {
    expect(buildRobotsTxt({ indexable: false, sitemapUrl: `${siteUrl}/sitemap.xml`, disallow: ['/api/'] })).toBe('User-agent: *\nDisallow: /\n')
  })
})

describe('buildRss', () => {
  it('writes an RSS 2.0 channel with escaped items, RFC 822 dates and a self link', () => {
    const xml = buildRss({
      title: 'Lumen Hosting blog',
      link: `${siteUrl}/blog`,
      feedUrl: `${siteUrl}/blog/rss.xml`,
      description: 'Guides & news',
      language: 'en-GB',
      items: [
        { title: 'DNS <explained>', link: `${siteUrl}/blog/dns`, description: 'A & B', pubDate: '2026-02-17', author: 'Priya Raman', categories: ['Hosting', 'Guides'] },
        { title: 'Older', link: `${siteUrl}/blog/older` },
      ],
    })
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">')
    expect(xml).toContain('<atom:link href="https://www.lumenhosting.example/blog/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<description>Guides &amp; news</description>')
    expect(xml).toContain('<lastBuildDate>Tue, 17 Feb 2026 00:00:00 GMT</lastBuildDate>')
    expect(xml).toContain(
      '<item><title>DNS &lt;explained&gt;</title><link>https://www.lumenhosting.example/blog/dns</link><guid isPermaLink="true">https://www.lumenhosting.example/blog/dns</guid><description>A &amp; B</description><pubDate>Tue, 17 Feb 2026 00:00:00 GMT</pubDate><dc:creator>Priya Raman</dc:creator><category>Hosting</category><category>Guides</category></item>',
    )
    expect(xml).toContain('<item><title>Older</title><link>https://www.lumenhosting.example/blog/older</link><guid isPermaLink="true">https://www.lumenhosting.example/blog/older</guid></item>')
  })
})

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u0008\ufffe`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })
})
