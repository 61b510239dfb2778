import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toConsentRecord } from '../../runtime/machines/consentRecord'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { PREVIEW_COOKIE, signPreview } from '../server/previewCookie'
import { axeViolations } from './axe'
import { elementScreenshot } from './elementScreenshot'
import { hydrated, requestsSettled } from './hydrated'
import { reviewsWidgetPack, type ReviewsWidgetPack } from './reviewsWidgetPack'
import { startSite, type TestSite } from './startSite'

// Section library part B against the production build: reviews (carousel, grid, single, third-party,
// user), stats, strip, team and terms, in the catalogue and on the demo pages.

const root = fileURLToPath(new URL('../../', import.meta.url))
const SHOTS = join(root, 'test-results/sections')
const PREVIEW_SECRET = 'e2e-preview-secret'
const TYPES = ['reviews-carousel', 'reviews-grid', 'reviews-single', 'reviews-third-party', 'reviews-user', 'stats', 'strip', 'team', 'terms']
const WIDGET_HOST = 'widgets.starlingreviews.example'

/** A choice already made, so the consent banner stays closed; marketing denied, so no third-party widget loads. */
const NO_MARKETING = toConsentRecord({ functional: true, analytics: true, marketing: false, personalization: true })
const ALL_GRANTED = toConsentRecord({ functional: true, analytics: true, marketing: true, personalization: true })

/** Each demo page: the anchors of its B sections, and what must be in them. */
const DEMO_PAGES: Record<string, { anchors: string[]; expect: string[] }> = {
  '/': {
    anchors: ['numbers', 'find-a-domain', 'reviews', 'independent-reviews'],
    expect: ['[aria-roledescription="carousel"]', 'form[role="search"][action="/domains"]', 'text=Based on 4,213 reviews on Starling Reviews', 'text=small businesses host with us'],
  },
  '/about': {
    anchors: ['team', 'support-reviews', 'customer-story', 'in-numbers', 'hiring', 'customer-reviews'],
    expect: ['text=The people who run Lumen', 'text=Lumen in numbers', 'text=Support people talk about', 'text=We have been with Lumen since 2016', 'text=Reviews from our customers', 'text=We are hiring'],
  },
  '/terms': { anchors: ['website-terms'], expect: ['nav#website-terms-contents', 'h3#website-terms-reviews-you-write'] },
  '/terms-of-service': { anchors: ['document'], expect: ['nav#document-contents', 'h2#document-complaints-and-disputes'] },
  '/privacy-policy': { anchors: ['document'], expect: ['nav#document-contents', 'h2#document-your-rights'] },
  '/acceptable-usage-policy': { anchors: ['document'], expect: ['nav#document-contents', 'h2#document-reporting-abuse'] },
}

interface Visit {
  page: Page
  context: BrowserContext
  errors: string[]
  /** Every request to the review provider's host. */
  widgetRequests: string[]
}

describe('section library B against the production build', () => {
  let site: TestSite
  /** The demo with a review widget on its home page: the demo itself loads no third-party script. */
  let widgetSite: TestSite
  let pack: ReviewsWidgetPack
  let browser: Browser
  let previewCookie: { name: string; value: string; url: string }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    pack = reviewsWidgetPack()
    ;[site, widgetSite, browser] = await Promise.all([startSite({ PREVIEW_SECRET }), startSite({ CONTENT_DIR: pack.dir }), launchBrowser()])
    previewCookie = { name: PREVIEW_COOKIE, value: signPreview(PREVIEW_SECRET, Date.now() + 3_600_000), url: site.url }
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), widgetSite?.stop(), browser?.close()])
    pack?.remove()
  })

  async function open(path: string, options: { width?: number; dark?: boolean; reducedMotion?: boolean; consent?: object | null; preview?: boolean; on?: TestSite } = {}): Promise<Visit> {
    const { width = 1280, dark = false, reducedMotion = false, consent = NO_MARKETING, preview = false, on = site } = options
    // the site's CSP stays on: a violation is a console error (axe is evaluated over the debugging protocol, axe.ts)
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference', colorScheme: dark ? 'dark' : 'light' })
    const cookies = [...(preview ? [previewCookie] : []), ...(dark ? [{ name: 'dark-mode', value: 'true', url: site.url }] : [])]
    if (cookies.length) await context.addCookies(cookies)
    if (consent) await context.addInitScript((record) => localStorage.setItem('cookie-consent', JSON.stringify(record)), consent)
    // when a carousel starts (its controls are enabled) and each time a slide is shown, by the page's own clock
    await context.addInitScript(() => {
      const log = { start: 0, moves: [] as [number, string | null][] }
      ;(window as unknown as { carouselLog: typeof log }).carouselLog = log
      new MutationObserver((records) => {
        for (const { target, attributeName } of records) {
          const el = target as HTMLElement
          if (attributeName === 'disabled' && !log.start && el.matches('[aria-roledescription="carousel"] button') && !(el as HTMLButtonElement).disabled) log.start = performance.now()
          if (attributeName === 'inert' && el.matches('[aria-roledescription="slide"]') && !el.inert) log.moves.push([performance.now(), el.getAttribute('aria-label')])
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled', 'inert'] })
    })
    const widgetRequests: string[] = []
    // the review provider is outside this machine: its widget script is a stub that fills the widget's container
    await context.route(`https://${WIDGET_HOST}/**`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "document.querySelectorAll('[data-review-widget]').forEach(function (el) { el.textContent = 'Live widget for ' + el.dataset.businessId })",
      }),
    )
    const page = await context.newPage()
    page.on('request', (request) => {
      if (new URL(request.url()).host === WIDGET_HOST) widgetRequests.push(request.url())
    })
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(String(e)))
    const response = await page.goto(`${on.url}${path}`, { waitUntil: 'networkidle' })
    expect(response?.status(), path).toBe(200)
    if (dark) await page.evaluate(() => document.documentElement.classList.add('dark'))
    // the catalogue's interactive sections are not preloaded (onBeforeRenderClient reads data.sections, the catalogue
    // has data.groups): on a busy machine React drops their server HTML and renders each again once its chunk has
    // loaded, so for a moment they are absent. Wait for all of them
    if (path === '/_sections') {
      await page.waitForFunction(() => [...document.querySelectorAll('article.catalogue-group')].every((a) => a.querySelector('section.section, .section-diagnostic')), undefined, { timeout: 30_000 })
    }
    // a section away from the viewport hydrates as the visitor comes near it: go to the carousel as a
    // visitor would; hydrated, its controls are enabled once React has taken over
    const carousel = page.locator('[aria-roledescription="carousel"]').first()
    if (path !== '/_sections' && (await carousel.count())) await carousel.scrollIntoViewIfNeeded()
    await page.waitForFunction(() => !document.querySelector('[aria-roledescription="carousel"] button[disabled]'))
    return { page, context, errors, widgetRequests }
  }

  /** Loads lazy images now and waits for them, so a screenshot shows every picture. */
  async function loadImages(page: Page, selector: string) {
    await page.locator(selector).first().evaluate(async (root) => {
      const images = [...root.querySelectorAll('img')]
      for (const img of images) img.loading = 'eager'
      await Promise.all(
        images.map((img) =>
          img.complete
            ? null
            : new Promise((done) => {
                img.addEventListener('load', done, { once: true })
                img.addEventListener('error', done, { once: true })
              }),
        ),
      )
    })
  }

  const group = (type: string) => `article[aria-labelledby="sections-${type}-title"]`

  it('renders every example of every B section in the catalogue in preview, with zero console errors', async () => {
    const { page, errors, context } = await open('/_sections', { preview: true })
    for (const type of TYPES) {
      const article = page.locator(group(type))
      expect(await article.count(), type).toBe(1)
      expect(await article.locator('section.section').count(), type).toBeGreaterThan(0)
      expect(await article.locator('.section-diagnostic').count(), type).toBe(0)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('renders the B sections on every demo page with zero console errors', async () => {
    for (const [path, { anchors, expect: expected }] of Object.entries(DEMO_PAGES)) {
      const { page, errors, context } = await open(path)
      for (const anchor of anchors) expect(await page.locator(`section#${anchor}`).count(), `${path}#${anchor}`).toBe(1)
      for (const selector of expected) expect(await page.locator(selector).count(), `${path} ${selector}`).toBeGreaterThan(0)
      expect(await page.locator('.section-diagnostic').count(), path).toBe(0)
      expect(errors, path).toEqual([])
      await context.close()
    }
  })

  // axe and screenshots take a while per page on a busy machine: one test per view, with room to run
  const SLOW = 150_000
  for (const width of [375, 1280]) {
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light'
      it(`has no axe violations in the B sections of the catalogue at ${width} px, ${theme}, and saves a screenshot of each`, async () => {
        const { page, context, errors } = await open('/_sections', { preview: true, width, dark })
        expect(await axeViolations(page, TYPES.map(group))).toEqual([])
        for (const type of TYPES) {
          await loadImages(page, group(type))
          await elementScreenshot(page.locator(group(type)), join(SHOTS, `${type}-${width}-${theme}.png`))
        }
        expect(errors).toEqual([])
        await context.close()
      }, SLOW)

      it(`has no axe violations in the B sections of the demo pages at ${width} px, ${theme}, and saves a screenshot of each page`, async () => {
        for (const [path, { anchors }] of Object.entries(DEMO_PAGES)) {
          const visit = await open(path, { width, dark })
          expect(await axeViolations(visit.page, anchors.map((a) => `section#${a}`)), path).toEqual([])
          await loadImages(visit.page, 'body')
          await visit.page.screenshot({ path: join(SHOTS, `page-${path === '/' ? 'home' : path.slice(1)}-${width}-${theme}.png`), fullPage: true, animations: 'disabled' })
          expect(visit.errors, path).toEqual([])
          await visit.context.close()
        }
      }, SLOW)
    }
  }

  describe('the reviews carousel', () => {
    const carousel = '#reviews [aria-roledescription="carousel"]'
    const current = (page: Page) => page.locator(`${carousel} [aria-roledescription="slide"]:not([inert])`).getAttribute('aria-label')

    it('is a labelled carousel region whose slides say "n of m", with the rotation control first', async () => {
      const { page, context } = await open('/')
      const region = page.locator(carousel)
      expect(await region.getAttribute('role')).toBe('region')
      expect(await page.getByRole('region', { name: 'What our customers say' }).count()).toBe(1)
      expect(await region.locator('[aria-roledescription="slide"]').evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'])
      expect(await region.locator('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(['Stop automatic slide show', 'Previous review', 'Next review'])
      await context.close()
    })

    it('works by keyboard: Tab to its buttons, Enter and Space on them, the arrow keys anywhere in it', async () => {
      const { page, context } = await open('/', { reducedMotion: true })
      // Tab from the element before the carousel's first button
      await page.locator(`${carousel} h2`).evaluate((h) => {
        h.setAttribute('tabindex', '-1')
        ;(h as HTMLElement).focus()
      })
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Start automatic slide show')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next review')
      expect(await current(page)).toBe('1 of 5')
      await page.keyboard.press('Enter')
      expect(await current(page)).toBe('2 of 5')
      await page.keyboard.press('Space')
      expect(await current(page)).toBe('3 of 5')
      await page.keyboard.press('ArrowRight')
      expect(await current(page)).toBe('4 of 5')
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      expect(await current(page)).toBe('2 of 5')
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      expect(await current(page)).toBe('5 of 5')
      // one slide shows: the others are hidden from sight, the keyboard and assistive technology
      expect(await page.locator(`${carousel} [aria-roledescription="slide"]`).evaluateAll((slides) => slides.map((s) => getComputedStyle(s).visibility))).toEqual(['hidden', 'hidden', 'hidden', 'hidden', 'visible'])
      // the slides announce politely while the carousel is still
      expect(await page.locator(`${carousel} [aria-live]`).getAttribute('aria-live')).toBe('polite')
      await context.close()
    })

    it('does not move with reduced motion, advances on its own otherwise (every 8 s, never sooner), and pauses on request', async () => {
      type Log = { start: number; moves: [number, string | null][] }
      const log = (page: Page) => page.evaluate(() => (window as unknown as { carouselLog: Log }).carouselLog)
      const [still, moving, paused] = await Promise.all([open('/', { reducedMotion: true }), open('/'), open('/')])
      await paused.page.locator(`${carousel} button[aria-label="Stop automatic slide show"]`).click()
      await paused.page.mouse.move(0, 0)
      // the carousel also waits while focus is in it: the pause button keeps focus, so move it elsewhere
      await paused.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      expect(await moving.page.locator(`${carousel} [aria-live]`).getAttribute('aria-live')).toBe('off')
      await moving.page.waitForFunction(() => (window as unknown as { carouselLog: Log }).carouselLog.moves.length > 0, undefined, { timeout: 20_000 })
      const { start, moves } = await log(moving.page)
      expect(moves[0]![1]).toBe('2 of 5')
      // measured from the controls' first paint, a moment after the timer started
      expect(moves[0]![0] - start).toBeGreaterThan(7_500)
      expect(moves[0]![0] - start).toBeLessThan(10_000)
      expect(await current(moving.page)).toBe('2 of 5')
      for (const visit of [still, paused]) {
        const seen = await log(visit.page)
        expect(seen.start).toBeGreaterThan(0)
        await visit.page.waitForFunction((since) => performance.now() - since > 9_000, seen.start, { timeout: 20_000 })
        expect((await log(visit.page)).moves).toEqual([])
        expect(await current(visit.page)).toBe('1 of 5')
      }
      expect(await still.page.locator(`${carousel} button`).first().getAttribute('aria-label')).toBe('Start automatic slide show')
      for (const v of [still, moving, paused]) {
        expect(v.errors).toEqual([])
        await v.context.close()
      }
    })
  })

  describe('the third-party reviews widget', () => {
    it('is not requested before consent; the static summary shows; it loads once the visitor chooses OK', async () => {
      const { page, context, widgetRequests, errors } = await open('/', { consent: null, on: widgetSite })
      const summary = page.locator('#independent-reviews')
      // hydrated, so it is the missing consent that holds the widget back
      await hydrated(summary)
      await page.waitForFunction(() => document.querySelector('[data-review-widget]')?.getAttribute('data-state') === 'waiting')
      expect(widgetRequests).toEqual([])
      expect(await page.locator(`script[src*="${WIDGET_HOST}"]`).count()).toBe(0)
      expect(await summary.getByRole('img', { name: 'Rated 4.8 out of 5' }).count()).toBe(1)
      expect(await summary.getByText('Based on 4,213 reviews on Starling Reviews').count()).toBe(1)
      expect(await summary.getByRole('link', { name: /Read our reviews on Starling Reviews/ }).getAttribute('href')).toBe('https://www.starlingreviews.example/review/lumenhosting.example')
      // the site's consent banner shows on a first visit; its defaults grant every category, so OK consents to marketing
      const ok = page.locator('#cookie-consent').getByRole('button', { name: 'OK', exact: true })
      expect(await ok.count()).toBe(1)
      await ok.click()
      await page.waitForFunction(() => document.querySelector('[data-review-widget]')?.textContent === 'Live widget for lumen-hosting-uk')
      expect(widgetRequests).toEqual([`https://${WIDGET_HOST}/v3/loader.js`])
      expect(await summary.getByText('Based on 4,213 reviews').count(), 'the summary gives way to the widget').toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })

    it('loads as the visitor comes near it when a stored choice grants marketing, and never when it denies it', async () => {
      const granted = await open('/', { consent: ALL_GRANTED, on: widgetSite })
      // a first load fetches nothing for a section far below the viewport: not its code, not the widget
      await requestsSettled(granted.page)
      expect(granted.widgetRequests).toEqual([])
      await granted.page.locator('#independent-reviews').scrollIntoViewIfNeeded()
      await granted.page.waitForFunction(() => document.querySelector('[data-review-widget]')?.textContent === 'Live widget for lumen-hosting-uk')
      expect(granted.widgetRequests).toHaveLength(1)
      await granted.context.close()
      const denied = await open('/', { consent: NO_MARKETING, on: widgetSite })
      await hydrated(denied.page.locator('#independent-reviews'))
      await denied.page.waitForFunction(() => document.querySelector('[data-review-widget]')?.getAttribute('data-state') === 'waiting')
      expect(denied.widgetRequests).toEqual([])
      expect(await denied.page.getByText('Live reviews from Starling Reviews show here once you allow marketing cookies.').count()).toBe(1)
      await denied.context.close()
    })

    it("shows its own summary, without the consent note's blank line, when the widget's script fails", async () => {
      const { page, context, widgetRequests } = await open('/', { consent: ALL_GRANTED, on: widgetSite })
      // the provider is outside this machine: its script fails as an unreachable host's does
      await context.route(`https://${WIDGET_HOST}/**`, (route) => route.abort('namenotresolved'))
      const section = page.locator('#independent-reviews')
      await section.scrollIntoViewIfNeeded()
      await page.locator('#independent-reviews [data-state="failed"]').waitFor({ state: 'attached' })
      expect(widgetRequests).toHaveLength(1)
      expect(await section.getByRole('img', { name: 'Rated 4.8 out of 5' }).isVisible()).toBe(true)
      expect(await section.getByText('Excellent', { exact: true }).isVisible()).toBe(true)
      expect(await section.getByText('Based on 4,213 reviews on Starling Reviews').isVisible()).toBe(true)
      expect(await section.getByRole('link', { name: /Read our reviews on Starling Reviews/ }).getAttribute('href')).toBe('https://www.starlingreviews.example/review/lumenhosting.example')
      // the note's place was kept unseen, an empty line under the link for good
      expect(await section.getByText(/show here once you allow/).count()).toBe(0)
      await context.close()
    })
  })

  it('sends the domain search strip to /domains with the name in query, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await context.addCookies([{ name: 'dark-mode', value: 'false', url: site.url }])
    const page = await context.newPage()
    await page.goto(`${site.url}/`)
    await page.getByRole('textbox', { name: 'Find your domain' }).fill('pritchard-bakery.co.uk')
    await Promise.all([page.waitForURL(/\/domains\?/), page.locator('form[role="search"]').getByRole('button', { name: 'Search' }).click()])
    expect(new URL(page.url()).searchParams.get('query')).toBe('pritchard-bakery.co.uk')
    await context.close()
  })

  it('links each clause of the terms from the contents, and back', async () => {
    const { page, context } = await open('/terms-of-service', { width: 375 })
    await page.locator('nav#document-contents').getByRole('link', { name: '6. Domain names' }).click()
    await page.waitForURL(/#document-domain-names$/)
    // scrolling is smooth unless reduced motion is asked for: wait for it to settle near the top
    await expect.poll(() => page.locator('#document-domain-names').evaluate((h) => Math.round(h.getBoundingClientRect().top)), { timeout: 5_000 }).toBeLessThan(200)
    expect(await page.locator('#document-domain-names').evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
    await page.locator('#document-domain-names').locator('xpath=..').getByRole('link', { name: 'Back to top' }).click()
    await page.waitForURL(/#document-contents$/)
    await context.close()
  })
})
