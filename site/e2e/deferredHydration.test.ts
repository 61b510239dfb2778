import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionChunksOf } from '../../bench/jsAudit'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { innerHtmlReadsOf, watchInnerHtmlReads } from '../../runtime/testing/watchInnerHtmlReads'
import { hydrated, ownedByReact, pageHydrated, requestsSettled } from './hydrated'
import { layoutShiftOf, recordLayoutShifts } from './layoutShifts'
import { reviewsWidgetPack, type ReviewsWidgetPack } from './reviewsWidgetPack'
import { startSite, type TestSite } from './startSite'

// A first load fetches the code of the interactive sections near the viewport only. One further down keeps
// its server HTML, complete and styled, and hydrates in place as the visitor comes near it (loadPageSections).

const dist = join(fileURLToPath(new URL('../../', import.meta.url)), 'dist')
/** A stored choice, so the consent banner stays closed (marketing denied: no third-party widget loads). */
const CHOSEN = { ad_storage: 'granted', ad_user_data: 'granted', analytics_storage: 'granted', marketing_storage: 'denied', functional_storage: 'granted', ad_personalization: 'granted' }
const CAROUSEL = '#reviews [aria-roledescription="carousel"]'

interface Visit {
  page: Page
  context: BrowserContext
  /** Section types whose chunks the page has fetched so far. */
  sectionChunks: () => string[]
  errors: string[]
}

describe('sections hydrate as the visitor comes near them', () => {
  let site: TestSite
  /** The demo with a review widget on its home page (the demo itself loads no third-party script). */
  let widgetSite: TestSite
  let pack: ReviewsWidgetPack
  let browser: Browser
  let chunks: Map<string, string>

  beforeAll(async () => {
    pack = reviewsWidgetPack()
    ;[site, widgetSite, browser] = await Promise.all([startSite(), startSite({ CONTENT_DIR: pack.dir }), launchBrowser()])
    chunks = sectionChunksOf(dist)
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), widgetSite?.stop(), browser?.close()])
    pack?.remove()
  })

  async function open(path: string, { javaScript = true, on = site }: { javaScript?: boolean; on?: TestSite } = {}): Promise<Visit> {
    // a phone's viewport, as Lighthouse's mobile run has it
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: 'reduce', javaScriptEnabled: javaScript })
    await context.addInitScript((record) => localStorage.setItem('cookie-consent', JSON.stringify(record)), CHOSEN)
    await recordLayoutShifts(context)
    // every section element the server rendered is marked, so a render that replaced one instead of hydrating it shows
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') for (const s of document.querySelectorAll('[data-section-index]')) (s as unknown as { fromServer: boolean }).fromServer = true
      })
    })
    const page = await context.newPage()
    const loaded: string[] = []
    page.on('request', (request) => {
      const section = chunks.get(new URL(request.url()).pathname)
      if (section) loaded.push(section)
    })
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(String(e)))
    expect((await page.goto(`${on.url}${path}`, { waitUntil: 'networkidle' }))?.status()).toBe(200)
    return { page, context, sectionChunks: () => [...loaded].sort(), errors }
  }

  const controlsEnabled = (page: Page) => page.waitForFunction((selector) => !document.querySelector(`${selector} button[disabled]`), CAROUSEL)
  const fromServer = (page: Page) => page.locator(CAROUSEL).evaluate((c) => (c.closest('[data-section-index]') as unknown as { fromServer?: boolean }).fromServer === true)

  it('loads no code for the sections far below the first screen, which show their server HTML meanwhile', async () => {
    const { page, context, sectionChunks, errors } = await open('/')
    // the home page's interactive sections (strip, carousel, third-party reviews) all lie below a phone's first screen
    await requestsSettled(page)
    expect(sectionChunks()).toEqual([])
    expect(await page.locator(`${CAROUSEL} [aria-roledescription="slide"]`).count()).toBe(5)
    expect(await page.locator(`${CAROUSEL} button[disabled]`).count()).toBe(3)
    expect(errors).toEqual([])
    await context.close()
  })

  it('hydrates a section in place, keeping the server DOM, once the visitor scrolls near it', async () => {
    const { page, context, sectionChunks, errors } = await open('/')
    await page.locator(CAROUSEL).scrollIntoViewIfNeeded()
    await controlsEnabled(page)
    expect(sectionChunks()).toContain('reviews-carousel')
    expect(await fromServer(page), 'hydrated, not rendered again').toBe(true)
    await page.locator(CAROUSEL).getByRole('button', { name: 'Next review' }).click()
    expect(await page.locator(`${CAROUSEL} [aria-roledescription="slide"]:not([inert])`).getAttribute('aria-label')).toBe('2 of 5')
    expect(errors).toEqual([])
    await context.close()
  })

  it('reads none of the server HTML back while hydrating (reading innerHTML serialises it) but vike-react’s one check of #root', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addInitScript(watchInnerHtmlReads)
    const page = await context.newPage()
    for (const path of ['/', '/web-hosting']) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
      await pageHydrated(page)
      // vike-react asks whether the server rendered the page by reading #root's innerHTML; nothing of ours reads it
      expect(await innerHtmlReadsOf(page), path).toEqual(['div#root'])
    }
    await context.close()
  })

  it('hydrates at once the section a hash link lands on', async () => {
    const { page, context, sectionChunks } = await open('/#reviews')
    await controlsEnabled(page)
    expect(sectionChunks()).toContain('reviews-carousel')
    expect(await fromServer(page)).toBe(true)
    await context.close()
  })

  it('moves nothing when the section a hash link lands on, or one above it, hydrates: what it changes then keeps its place', async () => {
    // each with what shows that its section has hydrated, what is shown then, and what moved the page then before
    // (CLS of such a load):
    for (const [path, hydratedWhen, shown] of [
      // a plans section's billing term switch and a feature filter's buttons, disabled until then (0.060, 0.109)
      ['/web-hosting#choose-a-plan', '#choose-a-plan fieldset:not([disabled])', '#choose-a-plan fieldset'],
      ['/web-hosting#features', '#features [role="group"]:not(:has(button[disabled]))', '#features [role="group"] button'],
      // the third-party reviews' consent note, once the stored choice (marketing denied) is read (0.010–0.021), on the
      // demo with a review widget
      ['/#independent-reviews', '#independent-reviews [data-state="waiting"]', '#independent-reviews >> text=once you allow marketing cookies'],
      // the redemption table's sort buttons, in the section above the FAQs (0.015)
      ['/domains#faqs', '#redemption th button', '#redemption th button'],
      // the register form's hint that it needs JavaScript, above the help section (0.058), now drawn only where
      // scripting is off
      ['/register#help', '#register button[type="submit"]:not([disabled])', '#help'],
    ] as const) {
      const { page, context, errors } = await open(path, { on: path === '/#independent-reviews' ? widgetSite : site })
      await page.waitForSelector(hydratedWhen, { state: 'attached' })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await layoutShiftOf(page), path).toBeLessThan(0.001)
      expect(await page.locator(shown).first().isVisible(), path).toBe(true)
      expect(errors).toEqual([])
      if (path === '/register#help') {
        // where scripting is on the hint takes no room, before the form works or after: no blank line under the button
        expect(await page.getByText('Creating an account needs JavaScript').boundingBox()).toBeNull()
      }
      await context.close()
    }
    // where scripting is off the switch, the filters and the sort arrows could do nothing, and are not shown; the
    // register form's hint is
    const { page, context } = await open('/web-hosting#features', { javaScript: false })
    expect(await page.getByRole('group', { name: 'Filter features by category' }).isVisible()).toBe(false)
    expect(await page.locator('#choose-a-plan fieldset').isVisible()).toBe(false)
    await page.goto(`${site.url}/domains`)
    expect(await page.locator('#redemption th').first().isVisible()).toBe(true)
    expect(await page.locator('#redemption th svg').evaluateAll((arrows) => arrows.map((arrow) => getComputedStyle(arrow).display))).toEqual(['none', 'none', 'none'])
    await page.goto(`${site.url}/register`)
    expect(await page.getByText('Creating an account needs JavaScript').isVisible()).toBe(true)
    await context.close()
  })

  it('keeps what a visitor typed into a form before it hydrated, and searches it', async () => {
    const { page, context, errors } = await open('/')
    // the strip's code is held back until the visitor has typed: the race a quick visitor on a slow network can win
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route((url) => chunks.get(url.pathname) === 'strip', async (route) => {
      await held
      await route.continue()
    })
    const field = page.getByRole('search', { name: 'Find your domain' }).getByRole('textbox')
    await field.fill('pritchard-bakery.co.uk')
    expect(await ownedByReact(field), 'typed before hydration').toBe(false)
    release()
    await hydrated(field)
    expect(await field.inputValue()).toBe('pritchard-bakery.co.uk')
    await Promise.all([page.waitForURL('**/domains?query=pritchard-bakery.co.uk'), field.press('Enter')])
    expect(errors).toEqual([])
    await context.close()
  })

  it('renders every section with its code after a client navigation, wherever it lies', async () => {
    const { page, context, errors } = await open('/blog')
    await page.locator('header').getByRole('link', { name: /Lumen Hosting/ }).first().click()
    await page.waitForURL(`${site.url}/`)
    // nothing scrolled: a client navigation has no server HTML to show meanwhile, so nothing waits
    await controlsEnabled(page)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
