import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CONSENT_STORAGE_NAME } from '../../runtime/machines/constants'
import { toConsentRecord } from '../../runtime/machines/consentRecord'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { startStrapi, type RunningStrapi } from '../../runtime/testing/startStrapi'
import { drawn } from './drawn'
import { axeViolations } from './axe'
import { ownedByReact, pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'

// Routing against the real Strapi from cms/ and the production build: every route of SPEC §2, the 404s and the
// redirects, the three scroll behaviours, the preview flow, the SEO files, no console errors.

const root = fileURLToPath(new URL('../../', import.meta.url))
const PREVIEW_SECRET = 'e2e-routes-preview-secret'
const PURGE_SECRET = 'e2e-routes-purge-secret'
const DRAFT = 'draft-only-preview-test'
const CONSENTED = toConsentRecord({ functional: true, analytics: true, marketing: false, personalization: true })

/** The demo content pack plus one article that is only a draft. */
function contentWithDraft(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-routes-content-'))
  cpSync(join(root, 'content'), dir, { recursive: true })
  const draft = {
    slug: DRAFT,
    title: 'A draft only editors see',
    excerpt: 'Written, not yet published.',
    body: 'This article is a **draft**: only a browser in preview reads it.',
    publishedDate: '2026-11-01',
    author: { slug: 'priya-raman' },
    categories: [{ slug: 'hosting' }],
    publishedAt: null,
  }
  writeFileSync(join(dir, 'collections/articles', `${DRAFT}.json`), JSON.stringify(draft, null, 2))
  return dir
}

interface Visit {
  page: Page
  context: BrowserContext
  errors: string[]
  status: number | undefined
  close: () => Promise<void>
}

describe('routes, guards, scrolling, SEO and preview against the real Strapi', () => {
  let strapi: RunningStrapi
  let site: TestSite
  let browser: Browser
  let contentDir: string

  async function visit(path: string, options: { width?: number; context?: BrowserContext } = {}): Promise<Visit> {
    const context = options.context ?? (await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } }))
    await context.addInitScript(([key, record]) => localStorage.setItem(key, JSON.stringify(record)), [DEFAULT_CONSENT_STORAGE_NAME, CONSENTED] as const)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(String(error)))
    const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
    return { page, context, errors, status: response?.status(), close: () => context.close() }
  }

  const get = (path: string, init: RequestInit = {}) => fetch(`${site.url}${path}`, { redirect: 'manual', ...init })

  beforeAll(async () => {
    contentDir = contentWithDraft()
    // Strapi serves drafts only to the preview's secret
    strapi = await startStrapi({ contentDir, env: { PREVIEW_SECRET } })
    ;[site, browser] = await Promise.all([
      startSite({ CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, PREVIEW_SECRET, PURGE_SECRET }),
      launchBrowser(),
    ])
  }, 240_000)

  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
    await strapi?.stop()
    rmSync(contentDir, { recursive: true, force: true })
  })

  describe('every route of SPEC §2', () => {
    // content pages' headings are their sections'; here: the route, its title and a clean console
    const ROUTES: [path: string, heading: RegExp | null][] = [
      ['/', null],
      ['/about', null],
      ['/blog', /^Blog$/],
      ['/blog/p/2', /^Blog – page 2 of 4$/],
      ['/blog/p/4', /^Blog – page 4 of 4$/],
      ['/blog/deploying-with-git', /^Deploying your site with Git over SSH$/],
      ['/blog/author/priya-raman', /^Priya Raman$/],
      ['/blog/author/priya-raman/p/2', /^Priya Raman – page 2 of 2$/],
      ['/blog/categories/hosting', /^Hosting$/],
      ['/blog/categories/hosting/p/2', /^Hosting – page 2 of 2$/],
    ]

    it.each(ROUTES)('renders %s with its heading, title and no console errors', async (path, heading) => {
      const { page, errors, status, close } = await visit(path)
      expect(status).toBe(200)
      if (heading) expect((await page.locator('main h1').first().textContent())?.trim()).toMatch(heading)
      // the brand once: after the separator, unless the page's own title names it already (/about's does)
      expect((await page.title()).match(/Lumen Hosting/g)).toHaveLength(1)
      // a CSS module class that does not exist renders as the word `undefined`
      expect(await page.locator('[class~="undefined"]').count()).toBe(0)
      expect(errors).toEqual([])
      await close()
    })

    it('lists nine articles a page with covers, author and category links, and pagination marked for assistive technology', async () => {
      const { page, close } = await visit('/blog/p/2')
      expect(await page.locator('main article').count()).toBe(9)
      expect(await page.locator('main article img').count()).toBeGreaterThan(0)
      expect(await page.locator('main article a[href^="/blog/author/"]').count()).toBe(9)
      expect(await page.locator('main article a[href^="/blog/categories/"]').count()).toBeGreaterThanOrEqual(9)
      const nav = page.locator('nav[aria-label="Blog pages"]')
      expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('2')
      expect(await nav.locator('a[rel="prev"]').getAttribute('href')).toBe('/blog')
      expect(await nav.locator('a[rel="next"]').getAttribute('href')).toBe('/blog/p/3')
      expect(await nav.getByRole('link', { name: 'Previous page', exact: true }).textContent()).toBe('‹\u00a0Previous')
      await close()
      // on a phone: the arrows alone, under the same names, and the four pages in one row
      const phone = await visit('/blog/p/2', { width: 360 })
      const bar = phone.page.locator('nav[aria-label="Blog pages"]')
      expect(await bar.getByRole('link', { name: 'Next page', exact: true }).innerText()).toBe('›')
      expect(await bar.getByRole('link', { name: 'Previous page', exact: true }).innerText()).toBe('‹')
      const rows = await bar.locator('li').evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size)
      expect(rows).toBe(1)
      await phone.close()
    })

    it('shows a cover of its own on each of the nine cards of /blog, every one of them loaded', async () => {
      const { page, errors, close } = await visit('/blog')
      expect(await page.locator('main article').count()).toBe(9)
      const covers = page.locator('main article img')
      expect(await covers.count()).toBe(9)
      // as a visitor scrolls to them: lazy covers load near the viewport
      for (const cover of await covers.all()) {
        await cover.scrollIntoViewIfNeeded()
        await cover.evaluate((img: HTMLImageElement) =>
          img.decode().catch(() => {
            throw new Error(`${img.currentSrc} did not load`)
          }),
        )
      }
      const files = await covers.evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname))
      expect(new Set(files).size).toBe(9)
      mkdirSync(join(root, 'test-results/blog'), { recursive: true })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: join(root, 'test-results/blog/blog-page-1.png'), fullPage: true })
      expect(errors).toEqual([])
      await close()
    })

    it('finds a word in the articles’ text, and shows the passage that holds it, marked', async () => {
      const { page, errors, close } = await visit('/blog/search?q=nameservers')
      expect(await page.getByRole('status').textContent()).toBe('6 articles match “nameservers”.')
      const cards = page.locator('main article')
      expect(await cards.count()).toBe(6)
      // in no title or excerpt: each card quotes its body, the word marked in it
      for (const card of await cards.all()) expect((await card.locator('p mark').first().textContent())?.toLowerCase()).toMatch(/^nameservers?$/)
      expect(await axeViolations(page, ['main'])).toEqual([])
      expect(errors).toEqual([])
      await close()
    })

    it('leads from every list to the search, which offers the blog’s topics where it finds nothing or asks for nothing', async () => {
      for (const path of ['/blog/search?q=zzzqqq', '/blog/search']) {
        const html = await (await get(path)).text()
        expect(html, path).toContain('<h2>Browse by topic</h2>')
        for (const slug of ['domains', 'guides', 'hosting', 'security']) expect(html, path).toContain(`href="/blog/categories/${slug}"`)
      }
      // the heading, not the words: the page data carries the shell's words for client navigations
      expect(await (await get('/blog/search?q=domain')).text()).not.toContain('<h2>Browse by topic</h2>')
      // every list leads to the search
      for (const path of ['/blog', '/blog/p/2', '/blog/categories/hosting', '/blog/author/priya-raman']) {
        expect(await (await get(path)).text(), path).toContain('<a href="/blog/search">Search the guides</a>')
      }
      const { page, errors, close } = await visit('/blog/search?q=zzzqqq')
      await pageHydrated(page)
      await page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: 'Security' }).click()
      await page.waitForURL(`${site.url}/blog/categories/security`)
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor()
      expect(errors).toEqual([])
      await close()
    })

    it('marks the searched words in the results, on a first load and after a client navigation, with no axe violation', async () => {
      const marked = (page: Page) => page.locator('main article mark').evaluateAll((marks) => [...new Set(marks.map((mark) => mark.textContent!.toLowerCase()))].sort())
      const { page, errors, close } = await visit('/blog/search?q=domains')
      expect(await marked(page)).toEqual(['domain', 'domains'])
      // the first result's title holds the word: title matches come first
      expect(await page.locator('main article h2 a').first().locator('mark').count()).toBeGreaterThan(0)
      expect(await axeViolations(page, ['main'])).toEqual([])
      await pageHydrated(page)
      await page.getByRole('link', { name: 'Next results' }).click()
      await page.waitForURL(`${site.url}/blog/search?q=domains&page=2`)
      await page.getByText(/page 2 of \d+/).waitFor()
      // rendered by React from the page data this time
      const second = await marked(page)
      expect(second.length).toBeGreaterThan(0)
      for (const word of second) expect(word).toMatch(/^domains?$/)
      expect(errors).toEqual([])
      await close()
    })

    it('keeps a list’s cards through hydration without them in the page data, and renders another page’s after a client navigation', async () => {
      const { page, errors, close } = await visit('/blog')
      // the first load's page data leaves out the cards its HTML holds (firstLoadData); a search's too, but not an
      // empty list, which the page says is empty
      const pageData = await page.locator('#vike_pageContext').textContent()
      expect(pageData).toContain('"heading":"Blog"')
      expect(pageData).not.toContain('"articles"')
      expect(await (await get('/blog/search?q=domain')).text()).not.toContain('"articles"')
      expect(await (await get('/blog/search?q=zzzqqq')).text()).toContain('"articles":[]')
      await pageHydrated(page)
      const list = page.locator('main ul:has(article)')
      const cards = () => list.locator('article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      const served = await cards()
      expect(served).toHaveLength(9)
      // hydrated: the list is React's, the cards in it are still the server's (React keeps them, and renders none)
      expect(await ownedByReact(list)).toBe(true)
      expect(await ownedByReact(list.locator('li').first())).toBe(false)
      await page.locator('nav[aria-label="Blog pages"] a[rel="next"]').click()
      await page.waitForURL(`${site.url}/blog/p/2`)
      await expect.poll(async () => (await cards()).some((href) => served.includes(href))).toBe(false)
      expect(await cards()).toHaveLength(9)
      expect(await ownedByReact(list.locator('li').first())).toBe(true)
      await page.goBack()
      await page.waitForURL(`${site.url}/blog`)
      await expect.poll(cards).toEqual(served)
      expect(errors).toEqual([])
      await close()
    })

    it('keeps an article through hydration without it in the page data, and shows the next one after a client navigation', async () => {
      const { page, errors, close } = await visit('/blog/deploying-with-git')
      // the first load's page data leaves out what its HTML holds: the article, its body and the SEO (firstLoadData)
      // (only the language switcher's list of the article's translations stays)
      const pageData = (await page.locator('#vike_pageContext').textContent())!
      expect(Object.keys((JSON.parse(pageData) as { data: object }).data)).toEqual(['translations'])
      expect(pageData).not.toContain('Deploying your site')
      await pageHydrated(page)
      // read once the body's later parts are drawn (deferredDrawing marks each as it draws it)
      await drawn(page)
      const body = page.locator('main article .prose').first()
      const served = await body.innerHTML()
      expect(served.length).toBeGreaterThan(500)
      // hydrated, and after a change of the shell's state (dark mode): the article is React's, what is in it still the
      // server's (React keeps it, and renders none of it)
      expect(await ownedByReact(page.locator('main > article'))).toBe(true)
      expect(await ownedByReact(body)).toBe(false)
      await page.getByRole('button', { name: 'Dark mode' }).click()
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
      expect(await body.innerHTML()).toBe(served)
      // another article by client navigation: its page data brings its body, its title and head
      await page.locator('nav[aria-label="Breadcrumb"] a[href="/blog"]').click()
      await page.waitForURL(`${site.url}/blog`)
      const next = page.locator('main article h2 a[href^="/blog/"]:not([href="/blog/deploying-with-git"])').first()
      const href = (await next.getAttribute('href'))!
      await next.click()
      await page.waitForURL(`${site.url}${href}`)
      await expect.poll(() => page.locator('main article h1').textContent()).not.toBe('Deploying your site with Git over SSH')
      expect((await page.locator('main article .prose').first().textContent())?.length).toBeGreaterThan(500)
      expect(await page.title()).toBe(`${await page.locator('main article h1').textContent()} | Lumen Hosting`)
      // and back: the first article's body again
      await page.goBack()
      await page.goBack()
      await page.waitForURL(`${site.url}/blog/deploying-with-git`)
      // (React renders it from the page data now: without the marks of the first load's deferred drawing)
      await expect.poll(() => page.locator('main article .prose').first().innerHTML()).toBe(served.replaceAll(' data-drawn=""', ''))
      expect(errors).toEqual([])
      await close()
    })

    it('gives an article breadcrumbs read as three links, whose long title wraps on a phone after "Blog /"', async () => {
      const { page, errors, close } = await visit('/blog/introducing-lumen-vps', { width: 412 })
      const breadcrumbs = page.locator('nav[aria-label="Breadcrumb"]')
      // the separators are drawn, not read
      expect(await breadcrumbs.ariaSnapshot()).toBe(
        [
          '- navigation "Breadcrumb":',
          '  - list:',
          '    - listitem:',
          '      - link "Home":',
          '        - /url: /',
          '    - listitem:',
          '      - link "Blog":',
          '        - /url: /blog',
          '    - listitem:',
          '      - \'link "Introducing Lumen VPS: NVMe cloud servers with UK support"\':',
          '        - /url: /blog/introducing-lumen-vps',
        ].join('\n'),
      )
      // the title starts on Blog's line and wraps inside itself (it went whole onto a second line, led by its "/")
      const lines = await breadcrumbs.evaluate((nav) => {
        const tops = (selector: string) => [...nav.querySelector(selector)!.getClientRects()].map((rect) => Math.round(rect.top))
        return { blog: tops('a[href="/blog"]'), title: tops('a[aria-current="page"]') }
      })
      expect(lines.title.length).toBeGreaterThan(1)
      expect(lines.title[0]).toBe(lines.blog[0])
      expect(errors).toEqual([])
      await close()
    })

    it("shows Strapi's JPEG uploads to the browser as WebP, decoded, at their own URLs; the JPEG to a client without WebP", async () => {
      const context = await browser.newContext({ viewport: { width: 412, height: 800 } })
      const page = await context.newPage()
      const images: { path: string; type: string | undefined; vary: string | undefined }[] = []
      page.on('response', async (response) => {
        if (!new URL(response.url()).pathname.startsWith('/uploads/')) return
        const headers = await response.allHeaders()
        images.push({ path: new URL(response.url()).pathname, type: headers['content-type'], vary: headers.vary })
      })
      await page.goto(`${site.url}/blog`, { waitUntil: 'networkidle' })
      const covers = await page.locator('main article img').evaluateAll((all) =>
        (all as HTMLImageElement[]).filter((img) => img.complete && img.currentSrc).map((img) => ({ path: new URL(img.currentSrc).pathname, width: img.naturalWidth })),
      )
      expect(covers.length).toBeGreaterThan(0)
      for (const cover of covers) {
        expect(cover.path).toMatch(/^\/uploads\/[a-z_]*cover_[a-z0-9_]+\.jpg$/)
        expect(cover.width).toBeGreaterThan(0)
        expect(images.find((image) => image.path === cover.path)).toEqual({ path: cover.path, type: 'image/webp', vary: 'Accept' })
      }
      await context.close()

      const asJpeg = await get(covers[0]!.path)
      expect(asJpeg.headers.get('content-type')).toBe('image/jpeg')
      expect(asJpeg.headers.get('vary')).toBe('Accept')
      const asWebp = await get(covers[0]!.path, { headers: { accept: 'image/avif,image/webp,*/*' } })
      const [jpeg, webp] = [(await asJpeg.arrayBuffer()).byteLength, (await asWebp.arrayBuffer()).byteLength]
      expect(webp).toBeLessThan(jpeg * 0.7)
    })
  })

  describe('404s and redirects', () => {
    const NOT_FOUND = ['/blog/p/5', '/blog/p/0', '/blog/p/01', '/blog/p/two', '/blog/no-such-article', '/blog/author/nobody', '/blog/author/priya-raman/p/3', '/blog/categories/nothing', '/no-such-page', '/no/such/path', `/blog/${DRAFT}`]

    it.each(NOT_FOUND)('answers %s with 404 and SPEC §8’s message', async (path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('Content not found')
      // a path no page matches is Vike's own 404; the others carry the guard's or data hook's message
      if (path === '/no/such/path') expect(html).toContain('"is404":true')
      else expect(html).toContain(`Page Not Found: ${path.replace(/\//g, '\\/')}`)
    })

    it.each([
      ['/blog/p/1', 301, '/blog'],
      ['/homepage?utm_source=mail', 301, '/?utm_source=mail'],
      ['/blog/author/priya-raman/p/1', 301, '/blog/author/priya-raman'],
      ['/blog/categories/hosting/p/1?utm_source=mail', 301, '/blog/categories/hosting?utm_source=mail'],
      ['/hosting', 301, '/web-hosting'],
      ['/offers?utm_source=mail', 302, '/web-hosting?utm_source=mail#plans'],
      ['/news/2024/launch', 308, '/blog/2024/launch'],
    ] as const)('redirects %s with %i to %s (route rules, then the redirects collection in Strapi)', async (path, status, location) => {
      const response = await get(path)
      expect(response.status).toBe(status)
      expect(response.headers.get('location')).toBe(location)
    })

    it.each([
      ['/web-hosting/', '/web-hosting'],
      ['/blog/?utm_source=mail', '/blog?utm_source=mail'],
    ])("takes the trailing slash off %s with 301 to the path %s, whatever scheme and host the server was reached by", async (path, location) => {
      // behind a proxy that ends TLS: the site is reached over http by another name
      const response = await get(path, { headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.lumen.example' } })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(location)
    })

    it('refuses a trailing-slash redirect that would read as another host once decoded', async () => {
      const response = await get('/%2f%2fevil.example/')
      expect(response.status).toBe(400)
      expect(response.headers.get('location')).toBeNull()
    })

    it('follows /blog/p/1 in the browser to /blog', async () => {
      const { page, status, close } = await visit('/blog/p/1')
      expect(status).toBe(200)
      expect(new URL(page.url()).pathname).toBe('/blog')
      await close()
    })

    it('applies redirect rules on client navigation too, through the guards, without a full load', async () => {
      const { page, errors, close } = await visit('/blog')
      // the link goes into React's <main> once the page has hydrated: before, hydration would remove it as a stray
      // node, and Vike's router would not be listening for its click yet
      await pageHydrated(page)
      await page.evaluate(() => {
        ;(window as unknown as { marker: number }).marker = 7
        const link = document.createElement('a')
        link.href = '/hosting'
        link.textContent = 'old hosting link'
        link.id = 'old-link'
        document.querySelector('main')!.append(link)
      })
      await page.click('#old-link')
      await page.waitForURL(`${site.url}/web-hosting`)
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
      expect(errors).toEqual([])
      await close()
    })
  })

  describe('scrolling (SPEC §2)', () => {
    const settled = (page: Page) =>
      page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY
            setTimeout(() => resolve(window.scrollY === y), 150)
          }),
        undefined,
        { polling: 200, timeout: 10_000 },
      )
    const targetOffset = (page: Page, id: string) =>
      page.evaluate((target) => {
        const element = document.getElementById(target)!
        return { top: element.getBoundingClientRect().top, margin: parseFloat(getComputedStyle(element).scrollMarginTop) || 0 }
      }, id)

    it('jumps to a hash target, respecting its scroll margin, on a full load and on client navigation', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      await context.addInitScript(() => {
        const seen: number[] = ((window as unknown as { scrolledTo: number[] }).scrolledTo = [])
        addEventListener('scroll', () => seen.push(window.scrollY))
      })
      const { page, errors, close } = await visit('/web-hosting#plans', { context })
      await settled(page)
      let { top, margin } = await targetOffset(page, 'plans')
      expect(margin).toBeGreaterThan(0)
      expect(Math.abs(top - margin)).toBeLessThanOrEqual(2)
      // a jump, not an animation through the page that a busy machine can leave halfway. One position before the
      // last is the browser keeping the target in place when a late web font re-wraps the text above it (the font
      // held back 800 ms: 553 then 485 px, where it otherwise jumps to 485 at once)
      const final = await page.evaluate(() => window.scrollY)
      const scrolledTo = await page.evaluate(() => (window as unknown as { scrolledTo: number[] }).scrolledTo)
      expect(scrolledTo.filter((y) => Math.abs(y - final) > 2).length).toBeLessThanOrEqual(1)
      // smooth scrolling is for in-page links once the page has loaded
      await page.waitForFunction(() => getComputedStyle(document.documentElement).scrollBehavior === 'smooth')

      await page.goto(`${site.url}/`, { waitUntil: 'networkidle' })
      await page.locator('main a[href="/web-hosting#plans"]').first().click()
      await page.waitForURL(`${site.url}/web-hosting#plans`)
      await page.waitForFunction(() => document.getElementById('plans') !== null)
      await settled(page)
      ;({ top, margin } = await targetOffset(page, 'plans'))
      expect(Math.abs(top - margin)).toBeLessThanOrEqual(2)
      expect(errors).toEqual([])
      await close()
    })

    it('shows a new path from the top, and going back restores the saved position', async () => {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
      // Vike saves the position from scroll events, throttled: a save still pending from /blog can land in page 2's
      // entry after Vike pushes it and before it scrolls to the top, as it did on a busy machine (forward then brought
      // page 2 back where /blog had been left). Written here at once, after every push, so the case is always met.
      await context.addInitScript(() => {
        const push = history.pushState.bind(history)
        history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
          push(state, unused, url)
          const { vike } = history.state as { vike: object }
          History.prototype.replaceState.call(history, { ...history.state, vike: { ...vike, scrollPosition: { x: scrollX, y: scrollY } } }, '')
        }
      })
      const { page, errors, close } = await visit('/blog', { context })
      const next = page.locator('nav[aria-label="Blog pages"] a[rel="next"]')
      await next.scrollIntoViewIfNeeded()
      await settled(page)
      const saved = await page.evaluate(() => window.scrollY)
      expect(saved).toBeGreaterThan(1000)

      // each waits for the outcome (a timeout is the failure): rendering and scrolling take their time
      const scrolledTo = (y: number) => page.waitForFunction((target) => Math.abs(window.scrollY - target) <= 2, y, { timeout: 10_000 })
      // back as soon as page 2 shows at the top, in the same frame, before Vike's next throttled save (300 ms) could
      // mend its entry
      await page.evaluate(() => {
        const shown = () => location.pathname === '/blog/p/2' && document.querySelector('main h1')?.textContent?.includes('page 2')
        const atTop = () => {
          if (!shown() || window.scrollY !== 0) return requestAnimationFrame(atTop)
          Object.assign(window, { leftPage2: true })
          history.back()
        }
        atTop()
      })
      await next.click()
      await page.waitForFunction(() => 'leftPage2' in window, undefined, { timeout: 10_000 })
      await page.waitForURL(`${site.url}/blog`)
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Blog')
      await scrolledTo(saved)
      await settled(page)
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - saved)).toBeLessThanOrEqual(2)

      await page.goForward()
      await page.waitForURL(`${site.url}/blog/p/2`)
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('page 2'))
      await scrolledTo(0)
      expect(errors).toEqual([])
      await close()
    })
  })

  describe('preview', () => {
    it('refuses a wrong secret with 401, slowly, and never sets the cookie', async () => {
      const started = Date.now()
      const response = await get(`/api/preview?secret=wrong&slug=blog/${DRAFT}`)
      expect(response.status).toBe(401)
      expect(Date.now() - started).toBeGreaterThanOrEqual(900)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(site.logs.some((line) => line.includes('preview: wrong secret'))).toBe(true)
    })

    it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)', '/.//evil.example'])(
      'never redirects off the site for the slug %j',
      async (slug) => {
        const response = await get(`/api/preview?secret=${PREVIEW_SECRET}&slug=${encodeURIComponent(slug)}`)
        if (response.status === 400) return expect(response.headers.get('set-cookie')).toBeNull()
        expect(response.status).toBe(307)
        expect(new URL(response.headers.get('location')!, site.url).origin).toBe(site.url)
      },
    )

    it('shows the draft only with the preview cookie, under a visible bar, and leaves with exit', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const { page, errors } = await visit(`/api/preview?secret=${PREVIEW_SECRET}&slug=blog/${DRAFT}`, { context })
      expect(new URL(page.url()).pathname).toBe(`/blog/${DRAFT}`)
      expect(await page.locator('main h1').textContent()).toBe('A draft only editors see')
      const bar = page.getByRole('region', { name: 'Preview' })
      expect(await bar.isVisible()).toBe(true)
      expect(await bar.textContent()).toContain('Preview')
      const cookie = (await context.cookies()).find((c) => c.name === 'stratum-preview')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

      // the page in preview is never cached anywhere
      const cookieHeader = `stratum-preview=${cookie!.value}`
      const previewed = await get(`/blog/${DRAFT}`, { headers: { cookie: cookieHeader } })
      expect(previewed.status).toBe(200)
      expect(previewed.headers.get('cache-control')).toBe('private, no-store')

      // another browser, no cookie: the draft does not exist
      const anonymous = await visit(`/blog/${DRAFT}`)
      expect(anonymous.status).toBe(404)
      await anonymous.close()

      await bar.getByRole('link', { name: 'Exit preview' }).click()
      await page.waitForURL(`${site.url}/blog/${DRAFT}`)
      await page.waitForLoadState('networkidle')
      expect(await page.locator('main h1').textContent()).toBe('Content not found')
      expect((await context.cookies()).find((c) => c.name === 'stratum-preview')).toBeUndefined()
      expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0)
      expect(errors.filter((e) => !e.includes('404'))).toEqual([])
      await context.close()
    })
  })

  describe('SEO', () => {
    it('gives an article its canonical, robots, Open Graph and Twitter cards, and JSON-LD with BlogPosting and breadcrumbs', async () => {
      const { page, close } = await visit('/blog/deploying-with-git')
      const attr = (selector: string, name: string) => page.locator(selector).first().getAttribute(name)
      expect(await attr('link[rel="canonical"]', 'href')).toBe('https://www.lumenhosting.example/blog/deploying-with-git')
      expect(await attr('meta[name="robots"]', 'content')).toBe('index, follow')
      expect(await attr('meta[name="description"]', 'content')).toMatch(/^Stop dragging files/)
      expect(await attr('meta[property="og:type"]', 'content')).toBe('article')
      // Strapi names uploads its own way: cover_deploying_with_git_<hash>.jpg
      expect(await attr('meta[property="og:image"]', 'content')).toMatch(/^https?:\/\/.*cover[-_]deploying[-_]with[-_]git.*\.jpg$/)
      expect(await attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image')
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string })
      expect(jsonLd.map((item) => item['@type'])).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
      await close()
    })

    it('serves robots.txt with the sitemap, and a sitemap of pages and articles with lastmod', async () => {
      const robots = await (await get('/robots.txt')).text()
      expect(robots).toBe('User-agent: *\nDisallow: /api/\n\nSitemap: https://www.lumenhosting.example/sitemap.xml\n')

      const response = await get('/sitemap.xml')
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
      const xml = await response.text()
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
      expect(locs).toEqual(expect.arrayContaining(['https://www.lumenhosting.example/', 'https://www.lumenhosting.example/about', 'https://www.lumenhosting.example/blog']))
      expect(locs).toContain('https://www.lumenhosting.example/blog/deploying-with-git')
      // the English articles: the German ones are listed under /de/blog
      expect(locs.filter((loc) => /^https:\/\/www\.lumenhosting\.example\/blog\/(?!author\/|categories\/)[a-z0-9-]+$/.test(loc!))).toHaveLength(33)
      expect(locs.some((loc) => loc!.includes(DRAFT))).toBe(false)
      expect(xml).toMatch(/<loc>https:\/\/www\.lumenhosting\.example\/blog\/deploying-with-git<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
      expect(xml).toMatch(/<loc>https:\/\/www\.lumenhosting\.example\/about<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    })

    it('serves the icons browsers ask for by themselves: the favicon, and the touch icon iOS fetches from the root', async () => {
      for (const [path, size] of [['/favicon.png', 48], ['/apple-touch-icon.png', 180]] as const) {
        const response = await get(path)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/png')
        expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
        const png = new Uint8Array(await response.arrayBuffer())
        // the IHDR chunk's width and height, big-endian, at bytes 16 and 20
        const view = new DataView(png.buffer)
        expect([view.getUint32(16), view.getUint32(20)]).toEqual([size, size])
      }
    })

    it('serves the blog’s RSS feed, newest first', async () => {
      const response = await get('/blog/rss.xml')
      expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
      const xml = await response.text()
      expect(xml).toContain('<title>Lumen Hosting blog</title>')
      expect([...xml.matchAll(/<item>/g)]).toHaveLength(20)
      expect(xml).not.toContain(DRAFT)
    })
  })

  it('purges the content cache for Strapi’s webhook with the right secret only', async () => {
    const body = JSON.stringify({ event: 'entry.update', model: 'article' })
    expect((await get('/api/cache/purge', { method: 'POST', body, headers: { 'x-purge-secret': 'wrong' } })).status).toBe(401)
    const response = await get('/api/cache/purge', { method: 'POST', body, headers: { 'x-purge-secret': PURGE_SECRET, 'content-type': 'application/json' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ model: 'article' })
  })
})
