import { describe, expect, it, vi } from 'vitest'
import { readRepoContent, testApp } from '../http/testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
readRepoContent()

const app = testApp()
const text = async (path: string) => {
  const response = await app.request(path)
  expect(response.status, path).toBe(200)
  return { xml: await response.text(), type: response.headers.get('content-type') }
}
const SITE = 'https://www.lumenhosting.example'

describe('the sitemap in every locale', () => {
  it('lists the German pages under /de with their English twins and x-default', async () => {
    const { xml } = await text('/sitemap.xml')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const twins =
      `<xhtml:link rel="alternate" hreflang="en-GB" href="${SITE}/web-hosting"/>` +
      `<xhtml:link rel="alternate" hreflang="de-DE" href="${SITE}/de/webhosting"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/web-hosting"/>`
    expect(xml).toMatch(new RegExp(`<url><loc>${SITE}/de/webhosting</loc>(<lastmod>[\\d-]+</lastmod>)?${twins.replace(/[.?]/g, '\\$&')}</url>`))
    expect(xml).toMatch(new RegExp(`<url><loc>${SITE}/web-hosting</loc>(<lastmod>[\\d-]+</lastmod>)?${twins.replace(/[.?]/g, '\\$&')}</url>`))
    expect(xml).toContain(`<loc>${SITE}/de/blog</loc>`)
  })

  it('lists an untranslated entry in its own locale only', async () => {
    const { xml } = await text('/sitemap.xml')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    const english = `${SITE}/blog/introducing-lumen-vps`
    expect(locs).toContain(english)
    expect(locs.some((loc) => loc!.includes('/de/blog/introducing-lumen-vps'))).toBe(false)
    expect(xml).toMatch(
      new RegExp(`<loc>${english}</loc>(<lastmod>[\\d-]+</lastmod>)?<xhtml:link rel="alternate" hreflang="en-GB" href="${english}"/><xhtml:link rel="alternate" hreflang="x-default" href="${english}"/></url>`),
    )
  })
})

describe('the blog feed of each locale', () => {
  it('serves the German articles at /de/blog/rss.xml, in German, linked under /de', async () => {
    const { xml, type } = await text('/de/blog/rss.xml')
    expect(type).toMatch(/^application\/rss\+xml/)
    expect(xml).toContain('<title>Lumen Hosting Blog</title>')
    expect(xml).toContain('<language>de-DE</language>')
    expect(xml).toContain(`<link>${SITE}/de/blog</link>`)
    expect(xml).toContain(`<atom:link href="${SITE}/de/blog/rss.xml" rel="self" type="application/rss+xml"/>`)
    const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((match) => match[1]!)
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((link) => link.startsWith(`${SITE}/de/blog/`))).toBe(true)
    expect(links).toContain(`${SITE}/de/blog/zwei-faktor-authentifizierung`)
  })

  it('keeps the English feed at /blog/rss.xml, English articles only', async () => {
    const { xml } = await text('/blog/rss.xml')
    expect(xml).toContain('<title>Lumen Hosting blog</title>')
    expect(xml).toContain('<language>en-GB</language>')
    expect(xml).not.toContain(`${SITE}/de/`)
    expect(xml).toContain(`<link>${SITE}/blog/deploying-with-git</link>`)
  })
})
