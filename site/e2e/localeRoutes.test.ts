import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { pageHydrated } from './hydrated'
import { visit } from './shellVisit'
import { startSite, type TestSite } from './startSite'

// The German site under /de against the production build and the files pack: German routes in German, links that
// stay in German, a full page load between the locales, and 404s in the visitor's language.

const root = fileURLToPath(new URL('../../', import.meta.url))
const GERMAN = join(root, 'content/locales/de-DE')
const EXTRA_ARTICLE = 'phishing-mails-erkennen'
const GERMAN_DRAFT = 'wordpress-absichern-entwurf'
const PREVIEW_SECRET = 'e2e-locale-routes-preview-secret'

/**
 * Paths German content links to that have no German translation (content/README.md: such a link keeps its English
 * path): content to translate, or links to take out. Anything else off /de is a bug of the site's own links.
 */
const ENGLISH_ONLY = [
  '/company-details',
  '/blog/deploying-with-git',
  '/blog/dns-propagation-explained',
  '/blog/dns-records-explained',
  '/blog/how-we-handle-malware',
  '/blog/keep-your-domain-safe',
  '/blog/our-data-centres-and-energy',
  '/blog/setting-up-business-email',
  '/blog/speed-up-wordpress',
  '/blog/what-happens-when-a-domain-expires',
]
/**
 * Not pages of a locale: media, the session's API and the one feed (SEO work names a German one); the sign-in
 * page, which the account pages' work puts under /de.
 */
const NOT_LOCALE_PAGES = [/^\/uploads\//, /^\/api\//, /^\/blog\/rss\.xml$/, /^\/sign-in(\?|$)/]

/**
 * The demo pack with a tenth German article, so the German blog has a second page, a German article that is only a
 * draft, and an editor's redirect between German addresses.
 */
function contentWithTenGermanArticles(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-locale-routes-'))
  cpSync(join(root, 'content'), dir, { recursive: true })
  const english = JSON.parse(readFileSync(join(root, 'content/collections/articles/spotting-phishing-emails.json'), 'utf8')) as Record<string, unknown>
  const { seo: _englishSeo, ...shared } = english
  const translation = {
    ...shared,
    locale: 'de-DE',
    localizationOf: 'spotting-phishing-emails',
    slug: EXTRA_ARTICLE,
    title: 'Phishing-Mails erkennen',
    excerpt: 'Woran Sie gefälschte Mails erkennen.',
    body: 'Prüfen Sie den Absender, bevor Sie auf einen Link klicken.',
    categories: [{ slug: 'sicherheit' }],
  }
  writeFileSync(join(dir, 'locales/de-DE/collections/articles', `${EXTRA_ARTICLE}.json`), JSON.stringify(translation, null, 2))
  const draft = { ...translation, localizationOf: 'wordpress-security-basics', slug: GERMAN_DRAFT, title: 'Ein Entwurf nur für die Redaktion', publishedAt: null }
  writeFileSync(join(dir, 'locales/de-DE/collections/articles', `${GERMAN_DRAFT}.json`), JSON.stringify(draft, null, 2))
  writeFileSync(join(dir, 'collections/redirects/de-hosting.json'), JSON.stringify({ from: '/de/hosting', to: '/de/webhosting', statusCode: 301 }))
  return dir
}

const GERMAN_HOME_HEADING = (JSON.parse(readFileSync(join(GERMAN, 'collections/pages/homepage.json'), 'utf8')) as { sections: { heading?: string }[] }).sections[0]!.heading!

const GERMAN_PAGES = [
  '/de',
  '/de/webhosting',
  '/de/ueber-uns',
  '/de/blog',
  '/de/blog/p/2',
  '/de/blog/zwei-faktor-authentifizierung',
  '/de/blog/categories/sicherheit',
  '/de/blog/author/priya-raman',
]

/** `<html lang>` of a document. */
const langOf = (html: string) => /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1]

const isGerman = (path: string) => path === '/de' || path.startsWith('/de/') || path.startsWith('/de?') || path.startsWith('/de#')
const withoutHash = (href: string) => href.split('#')[0]!

/** The site's own links on a page, as paths with their query (`/de/blog/p/2`), from the rendered DOM. */
async function siteLinks(page: Page, origin: string): Promise<string[]> {
  // the language switcher's links lead to the other locale on purpose
  const hrefs = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('a[href]:not([hreflang])')].map((a) => a.href))
  const paths = hrefs.filter((href) => new URL(href).origin === origin).map((href) => withoutHash(new URL(href).pathname + new URL(href).search))
  return [...new Set(paths)]
}

/**
 * Clicks a link where it is, as soon as the page has it: a client render may still be drawing the page (a locator's
 * click would scroll the header into view, and a link in a closed disclosure is not "visible").
 */
function clickLink(page: Page, selector: string) {
  return page.waitForFunction((s) => {
    const link = document.querySelector<HTMLAnchorElement>(s)
    link?.click()
    return link !== null
  }, selector)
}

/** The header navigation's links: the shell the page came with. */
const headerLinks = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('header nav a[href]:not([hreflang])')].map((a) => a.getAttribute('href')!))

describe('the German site under /de', () => {
  let site: TestSite
  let browser: Browser
  let contentDir: string

  beforeAll(async () => {
    contentDir = contentWithTenGermanArticles()
    ;[site, browser] = await Promise.all([startSite({ CONTENT_DIR: contentDir, PREVIEW_SECRET }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
    if (contentDir) rmSync(contentDir, { recursive: true, force: true })
  })

  const get = (path: string) => fetch(`${site.url}${path}`, { redirect: 'manual' })

  it('answers the German home, pages, blog, article, category, author and second blog page in German', async () => {
    const home = await get('/de')
    expect(home.status).toBe(200)
    const homeHtml = await home.text()
    expect(langOf(homeHtml)).toBe('de-DE')
    expect(homeHtml).toContain(GERMAN_HOME_HEADING)
    for (const path of GERMAN_PAGES) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(langOf(await response.text()), path).toBe('de-DE')
    }
    const article = await (await get('/de/blog/zwei-faktor-authentifizierung')).text()
    expect(article).toContain('href="/de/blog"')
    expect(article).toContain('href="/de/blog/author/')
    expect(article).toContain('href="/de/blog/categories/sicherheit"')
    const blog = await (await get('/de/blog')).text()
    expect(blog).toContain('href="/de/blog/p/2"')
    expect(blog).toContain('href="/de/blog/search"')
  })

  it('sends page 1 of a German list to the list itself, under /de', async () => {
    const response = await get('/de/blog/p/1')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/de/blog')
  })

  it("follows an editor's redirect from a German address, prefix and all", async () => {
    const response = await get('/de/hosting')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/de/webhosting')
    // the English entry /hosting does not catch its German look-alike
    expect((await get('/hosting')).headers.get('location')).toBe('/web-hosting')

    // and on a client navigation, whose page data request the guards answer the same
    const { page, documents, errors, close } = await visit(browser, `${site.url}/de/blog`)
    await pageHydrated(page)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/de/hosting', textContent: 'alter Link' })
      document.querySelector('main')!.append(link)
      link.click()
    })
    await page.waitForURL(`${site.url}/de/webhosting`)
    expect(documents).toHaveLength(1)
    expect(errors).toEqual([])
    await close()
  })

  it('opens a German draft in preview at its German address, and leaves preview back to it', async () => {
    expect((await get(`/de/blog/${GERMAN_DRAFT}`)).status).toBe(404)
    const opened = await get(`/api/preview?secret=${PREVIEW_SECRET}&slug=${encodeURIComponent(`blog/${GERMAN_DRAFT}`)}&locale=de-DE&status=draft`)
    expect(opened.status).toBe(307)
    expect(opened.headers.get('location')).toBe(`/de/blog/${GERMAN_DRAFT}`)
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!
    const draft = await fetch(`${site.url}/de/blog/${GERMAN_DRAFT}`, { headers: { cookie } })
    expect(draft.status).toBe(200)
    const html = await draft.text()
    expect(langOf(html)).toBe('de-DE')
    expect(html).toContain('Ein Entwurf nur für die Redaktion')
    expect(html).toContain(`/api/preview/exit?redirect=${encodeURIComponent(`/de/blog/${GERMAN_DRAFT}`)}`)
  })

  it('links from German pages to German pages only, but to entries that have no German translation', async () => {
    const { page, errors, close } = await visit(browser, `${site.url}/de`)
    const offGerman = new Set<string>()
    const followed = new Set<string>()
    for (const path of GERMAN_PAGES) {
      await page.goto(`${site.url}${path}`)
      for (const link of await siteLinks(page, site.url)) {
        if (NOT_LOCALE_PAGES.some((pattern) => pattern.test(link))) continue
        if (!isGerman(link)) offGerman.add(link)
        followed.add(link)
      }
    }
    expect([...offGerman].filter((path) => !ENGLISH_ONLY.includes(path))).toEqual([])
    // the footer's legal links are the German pages'
    expect(followed).toContain('/de/agb')
    expect(followed).toContain('/de/impressum')
    // every link answers, and the German ones in German
    for (const link of followed) {
      const response = await fetch(`${site.url}${link}`)
      expect(response.status, link).toBe(200)
      if (isGerman(link)) expect(langOf(await response.text()), link).toBe('de-DE')
    }
    expect(errors).toEqual([])
    await close()
  })

  it('keeps the German header on a client navigation within German, and loads the English page anew', async () => {
    const { page, documents, errors, close } = await visit(browser, `${site.url}/de/ueber-uns`)
    await pageHydrated(page)
    expect((await headerLinks(page)).every(isGerman)).toBe(true)

    // within German: a client navigation, the German shell stays
    await clickLink(page, 'header a[href="/de/webhosting"]')
    await page.waitForURL(`${site.url}/de/webhosting`)
    await page.waitForFunction(() => document.querySelector('h1') !== null && location.pathname === '/de/webhosting')
    expect(documents).toHaveLength(1)
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE')
    expect((await headerLinks(page)).every(isGerman)).toBe(true)

    // to an English page: a full page load, with the English shell
    await page.goBack()
    await page.waitForURL(`${site.url}/de/ueber-uns`)
    expect(documents).toHaveLength(1)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/company-details', textContent: 'Company details' })
      document.querySelector('main')!.append(link)
      link.click()
    })
    await page.waitForURL(`${site.url}/company-details`)
    await page.waitForFunction(() => document.documentElement.lang === 'en-GB')
    expect(documents).toHaveLength(2)
    expect(await headerLinks(page)).not.toHaveLength(0)
    expect((await headerLinks(page)).some(isGerman)).toBe(false)

    // and from English into German: a full page load too, whatever link leads there
    await pageHydrated(page)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/de/webhosting', textContent: 'Deutsch' })
      document.querySelector('main')!.append(link)
      link.click()
    })
    await page.waitForURL(`${site.url}/de/webhosting`)
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
    expect(documents).toHaveLength(3)
    expect((await headerLinks(page)).every(isGerman)).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it('answers 404 for an unknown prefix in English, and for English slugs under /de in German', async () => {
    const unknownPrefix = await get('/fr/webhosting')
    expect(unknownPrefix.status).toBe(404)
    expect(langOf(await unknownPrefix.text())).toBe('en-GB')
    for (const path of ['/de/web-hosting', '/de/blog/speed-up-wordpress', '/de/blog/categories/security']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(langOf(await response.text()), path).toBe('de-DE')
    }
  })

  it('leaves the English site as it was', async () => {
    for (const path of ['/', '/web-hosting', '/blog', '/blog/p/2', '/blog/two-factor-authentication', '/blog/categories/security']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(langOf(html), path).toBe('en-GB')
      // only the language switcher leads to German
      expect(html.replace(/<a [^>]*hreflang="[^"]*"[^>]*>/gi, ''), path).not.toMatch(/href="\/de[/"]/)
    }
    const pageOne = await get('/blog/p/1')
    expect(pageOne.status).toBe(301)
    expect(pageOne.headers.get('location')).toBe('/blog')
  })
})
