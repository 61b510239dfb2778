import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionChunksOf } from '../../bench/jsAudit'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { innerHtmlReadsOf, watchInnerHtmlReads } from '../../runtime/testing/watchInnerHtmlReads'
import { hydrated, ownedByReact, pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'

// Issue 9: a first load fetches the code of the interactive sections near the viewport only. One further down keeps
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
  let browser: Browser
  let chunks: Map<string, string>

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
    chunks = sectionChunksOf(dist)
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  async function open(path: string, { javaScript = true } = {}): Promise<Visit> {
    // a phone's viewport, as Lighthouse's mobile run has it
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: 'reduce', javaScriptEnabled: javaScript })
    await context.addInitScript((record) => localStorage.setItem('cookie-consent', JSON.stringify(record)), CHOSEN)
    // the layout shifts no input caused, as CLS counts them
    await context.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
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
    expect((await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' }))?.status()).toBe(200)
    return { page, context, sectionChunks: () => [...loaded].sort(), errors }
  }

  const controlsEnabled = (page: Page) => page.waitForFunction((selector) => !document.querySelector(`${selector} button[disabled]`), CAROUSEL)
  const fromServer = (page: Page) => page.locator(CAROUSEL).evaluate((c) => (c.closest('[data-section-index]') as unknown as { fromServer?: boolean }).fromServer === true)

  it('loads no code for the sections far below the first screen, which show their server HTML meanwhile', async () => {
    const { page, context, sectionChunks, errors } = await open('/')
    // the home page's interactive sections (strip, carousel, third-party reviews) all lie below a phone's first screen
    await page.waitForTimeout(1_000)
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

  it('reads none of the server HTML back while hydrating (reading innerHTML serialises it)', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addInitScript(watchInnerHtmlReads)
    const page = await context.newPage()
    for (const path of ['/', '/web-hosting']) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
      await pageHydrated(page)
      expect(await innerHtmlReadsOf(page), path).toEqual([])
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

  it('moves nothing when the section a hash link lands on hydrates: its switch or filters are drawn from the first paint', async () => {
    // a plans section's billing term switch, a feature filter's buttons: disabled until their section hydrates
    for (const [path, controls] of [
      ['/web-hosting#choose-a-plan', '#choose-a-plan fieldset'],
      ['/web-hosting#features', '#features [role="group"] button'],
    ] as const) {
      const { page, context, errors } = await open(path)
      await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((control) => !(control as HTMLButtonElement).disabled), controls)
      // (they appeared on hydration before: 84 and 131 px of shift, CLS 0.060 and 0.109)
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0)), path).toBeLessThan(0.001)
      expect(await page.locator(controls).first().isVisible()).toBe(true)
      expect(errors).toEqual([])
      await context.close()
    }
    // where scripting is off they could do nothing, and are not shown
    const { page, context } = await open('/web-hosting#features', { javaScript: false })
    expect(await page.getByRole('group', { name: 'Filter features by category' }).isVisible()).toBe(false)
    expect(await page.locator('#choose-a-plan fieldset').isVisible()).toBe(false)
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
