import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { axeViolations } from './axe'
import { pageHydrated } from './hydrated'
import { visit } from './shellVisit'
import { startSite, type TestSite } from './startSite'

// Search engines and the language switcher against the production build and the files content (en-GB and its German
// edition under /de): hreflang alternates, canonicals, og:locale, the sitemap's alternates, the German feed, and the
// switcher's full page load to the page's twin or the other locale's home.

const SITE = 'https://www.lumenhosting.example'
const SHOTS = '/tmp'

/** The head's alternates, canonical and Open Graph locales of the page shown. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    ogAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) => meta.getAttribute('content')),
    feed: document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
  }))
}

describe('pages in two languages: search engines and the language switcher', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  const twins = [
    ['en-GB', `${SITE}/web-hosting`],
    ['de-DE', `${SITE}/de/webhosting`],
    ['x-default', `${SITE}/web-hosting`],
  ]

  it('gives /web-hosting and /de/webhosting each its canonical, the same alternates and its Open Graph locale', async () => {
    const english = await visit(browser, `${site.url}/web-hosting`)
    expect(await headOf(english.page)).toMatchObject({ canonical: `${SITE}/web-hosting`, alternates: twins, ogLocale: 'en_GB', ogAlternates: ['de_DE'] })
    await english.close()

    const german = await visit(browser, `${site.url}/de/webhosting`)
    const head = await headOf(german.page)
    expect(head).toMatchObject({ canonical: `${SITE}/de/webhosting`, alternates: twins, ogLocale: 'de_DE', ogAlternates: ['en_GB'] })
    const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] }
    expect(crumbs.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ['Startseite', `${SITE}/de`],
      ['Webhosting', `${SITE}/de/webhosting`],
    ])
    expect(german.errors).toEqual([])
    await german.close()
  })

  it('names a page without a translation alone, with x-default, and no German twin', async () => {
    const { page, close } = await visit(browser, `${site.url}/blog/introducing-lumen-vps`)
    expect(await headOf(page)).toMatchObject({
      canonical: `${SITE}/blog/introducing-lumen-vps`,
      alternates: [
        ['en-GB', `${SITE}/blog/introducing-lumen-vps`],
        ['x-default', `${SITE}/blog/introducing-lumen-vps`],
      ],
      ogAlternates: [],
    })
    await close()
  })

  it('gives a German article its alternates, German breadcrumbs and the German feed', async () => {
    const { page, close } = await visit(browser, `${site.url}/de/blog/zwei-faktor-authentifizierung`)
    const head = await headOf(page)
    expect(head.canonical).toBe(`${SITE}/de/blog/zwei-faktor-authentifizierung`)
    expect(head.alternates).toEqual([
      ['en-GB', `${SITE}/blog/two-factor-authentication`],
      ['de-DE', `${SITE}/de/blog/zwei-faktor-authentifizierung`],
      ['x-default', `${SITE}/blog/two-factor-authentication`],
    ])
    expect(head.feed).toBe(`${SITE}/de/blog/rss.xml`)
    const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] }
    expect(crumbs.itemListElement.map(({ item }) => item)).toEqual([`${SITE}/de`, `${SITE}/de/blog`, `${SITE}/de/blog/zwei-faktor-authentifizierung`])
    expect(crumbs.itemListElement[0]!.name).toBe('Startseite')
    await close()
  })

  it('links each blog to its own locale’s feed, and gives every locale’s blog as alternates', async () => {
    for (const [path, feed] of [
      ['/blog', `${SITE}/blog/rss.xml`],
      ['/de/blog', `${SITE}/de/blog/rss.xml`],
    ] as const) {
      const { page, close } = await visit(browser, `${site.url}${path}`)
      const head = await headOf(page)
      expect(head.feed, path).toBe(feed)
      expect(head.alternates, path).toEqual([
        ['en-GB', `${SITE}/blog`],
        ['de-DE', `${SITE}/de/blog`],
        ['x-default', `${SITE}/blog`],
      ])
      await close()
    }
  })

  it('lists the German pages in the sitemap with their alternates, and serves the German feed', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const entry = (loc: string) => sitemap.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`))
    const links = (line: string | undefined) => [...(line ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]])
    expect(links(entry(`${SITE}/de/webhosting`))).toEqual(twins)
    expect(links(entry(`${SITE}/web-hosting`))).toEqual(twins)
    expect(links(entry(`${SITE}/de/blog/zwei-faktor-authentifizierung`))).toEqual([
      ['en-GB', `${SITE}/blog/two-factor-authentication`],
      ['de-DE', `${SITE}/de/blog/zwei-faktor-authentifizierung`],
      ['x-default', `${SITE}/blog/two-factor-authentication`],
    ])
    expect(entry(`${SITE}/de/blog/introducing-lumen-vps`)).toBeUndefined()

    const feed = await fetch(`${site.url}/de/blog/rss.xml`)
    expect(feed.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
    const xml = await feed.text()
    expect(xml).toContain('<language>de-DE</language>')
    expect(xml).toContain(`<link>${SITE}/de/blog/zwei-faktor-authentifizierung</link>`)
    expect(xml).not.toContain(`<link>${SITE}/blog/`)
  })

  it('takes the visitor to the page’s German twin and back, each a full page load', async () => {
    const { page, documents, errors, close } = await visit(browser, `${site.url}/web-hosting`)
    await pageHydrated(page)
    const deutsch = page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' })
    expect([await deutsch.getAttribute('lang'), await deutsch.getAttribute('hreflang')]).toEqual(['de-DE', 'de-DE'])
    await deutsch.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${site.url}/de/webhosting`)
    await pageHydrated(page)
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE')

    const english = page.getByRole('banner').getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' })
    expect([await english.getAttribute('lang'), await english.getAttribute('hreflang')]).toEqual(['en-GB', 'en-GB'])
    await english.click()
    await page.waitForURL(`${site.url}/web-hosting`)
    await pageHydrated(page)
    expect(documents).toEqual([`${site.url}/web-hosting`, `${site.url}/de/webhosting`, `${site.url}/web-hosting`])
    expect(errors).toEqual([])
    await close()
  })

  it('takes the visitor from a page without a translation to the German home page, from inside the mobile menu', async () => {
    const { page, documents, close } = await visit(browser, `${site.url}/blog/introducing-lumen-vps`, { width: 375 })
    await pageHydrated(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
    await page.waitForURL(`${site.url}/de`)
    expect(documents).toEqual([`${site.url}/blog/introducing-lumen-vps`, `${site.url}/de`])
    await close()
  })

  it('keeps the switcher in the bar of the terms page, whose header has no menu, within a 375 px screen', async () => {
    const { page, close } = await visit(browser, `${site.url}/terms`, { width: 375 })
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByRole('banner').screenshot({ path: `${SHOTS}/i18n-seo-terms-header-375.png` })
    await close()
  })

  for (const [path, label] of [
    ['/web-hosting', 'Language'],
    ['/de/webhosting', 'Sprache'],
  ] as const) {
    for (const dark of [false, true]) {
      it(`has no axe violations in the header with the switcher on ${path}, ${dark ? 'dark' : 'light'}, at 1280 px and in the 375 px menu`, async () => {
        const cookies = dark ? [{ name: 'dark-mode', value: 'true' }] : []
        const wide = await visit(browser, `${site.url}${path}`, { cookies })
        await pageHydrated(wide.page)
        const header = wide.page.getByRole('banner')
        expect(await header.getByRole('navigation', { name: label }).isVisible()).toBe(true)
        expect(await axeViolations(wide.page, ['header']), `${path} 1280`).toEqual([])
        await header.screenshot({ path: `${SHOTS}/i18n-seo-header-1280${path.replace(/\//g, '-')}${dark ? '-dark' : ''}.png` })
        await wide.close()

        const narrow = await visit(browser, `${site.url}${path}`, { cookies, width: 375 })
        await pageHydrated(narrow.page)
        await narrow.page.getByRole('banner').getByRole('button', { name: /^(Menu|Menü)$/ }).click()
        const menu = narrow.page.locator('[role="dialog"][aria-modal="true"]')
        expect(await menu.getByRole('navigation', { name: label }).isVisible()).toBe(true)
        expect(await axeViolations(narrow.page, ['[role="dialog"][aria-modal="true"]']), `${path} 375 menu`).toEqual([])
        await narrow.page.screenshot({ path: `${SHOTS}/i18n-seo-menu-375${path.replace(/\//g, '-')}${dark ? '-dark' : ''}.png` })
        expect([...wide.errors, ...narrow.errors]).toEqual([])
        await narrow.close()
      })
    }
  }
})

describe('the language switcher in the minimal header', () => {
  let site: TestSite
  let browser: Browser
  let contentDir: string

  /** The demo content with the minimal header in both locales. */
  function minimalHeaderContent(): string {
    const dir = mkdtempSync(join(tmpdir(), 'stratum-locale-seo-'))
    cpSync(fileURLToPath(new URL('../../content', import.meta.url)), dir, { recursive: true })
    for (const file of ['singles/primary-navigation.json', 'locales/de-DE/singles/primary-navigation.json']) {
      const navigation = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
      writeFileSync(join(dir, file), JSON.stringify({ ...navigation, headerStyle: 'headersMinimal' }))
    }
    return dir
  }

  beforeAll(async () => {
    contentDir = minimalHeaderContent()
    ;[site, browser] = await Promise.all([startSite({ CONTENT_DIR: contentDir }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
    if (contentDir) rmSync(contentDir, { recursive: true, force: true })
  })

  for (const width of [375, 1280]) {
    it(`shows it at ${width} px in its bar, within the screen, axe clean, and it leads to the German twin`, async () => {
      const { page, documents, close } = await visit(browser, `${site.url}/web-hosting`, { width })
      await pageHydrated(page)
      const header = page.getByRole('banner')
      const deutsch = header.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' })
      expect(await deutsch.isVisible()).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await axeViolations(page, ['header'])).toEqual([])
      await header.screenshot({ path: `${SHOTS}/i18n-seo-minimal-header-${width}.png` })
      await deutsch.click()
      await page.waitForURL(`${site.url}/de/webhosting`)
      expect(documents).toEqual([`${site.url}/web-hosting`, `${site.url}/de/webhosting`])
      await close()
    })
  }
})
