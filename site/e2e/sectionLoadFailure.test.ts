import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionChunksOf } from '../../bench/jsAudit'
import { RELOAD_GUARD_KEY } from '../../runtime/machines/constants'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { axeViolations } from './axe'
import { elementScreenshot } from './elementScreenshot'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'

// SPEC §4 Build updates: a chunk error reloads the page once; while the reload guard holds off another, a section
// whose code cannot load says so in its place, with a way to reload, and the rest of the page stays.

const root = fileURLToPath(new URL('../../', import.meta.url))
const ARTIFACTS = join(root, 'test-results/section-load-failure')
const CONSENT = { ad_storage: 'granted', ad_user_data: 'granted', analytics_storage: 'granted', marketing_storage: 'denied', functional_storage: 'granted', ad_personalization: 'granted' }
/** The interactive sections of /domains whose chunks fail. */
const FAILING = new Set(['domain-search', 'redemption-pricing'])
const MESSAGE = 'This part of the page could not load.'

interface Visit {
  page: Page
  context: BrowserContext
  /** The URL of each document the page loaded: one per full page load. */
  documents: string[]
  errors: string[]
  /** Resolves once the page has logged this many sections left out (reportSectionProblem, after React committed). */
  sectionsLeftOut: (count: number) => Promise<void>
}

describe('a section whose code cannot load', () => {
  let site: TestSite
  let browser: Browser
  let chunks: Map<string, string>

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true })
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
    chunks = sectionChunksOf(join(root, 'dist'))
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  /** /about, hydrated, with the reload guard set by an earlier chunk error and the failing sections' chunks refused. */
  async function visit({ dark = false } = {}): Promise<Visit> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', colorScheme: dark ? 'dark' : 'light' })
    await context.addInitScript(
      ({ key, consent, dark }) => {
        localStorage.setItem('cookie-consent', JSON.stringify(consent))
        if (dark) localStorage.setItem('dark-mode', 'dark')
        // a chunk error reloaded the page a moment ago: the guard holds off another reload for every load below
        sessionStorage.setItem(key, String(Date.now() + 3_600_000))
      },
      { key: RELOAD_GUARD_KEY, consent: CONSENT, dark },
    )
    // the deploy that had these chunks is gone, or the network dropped them
    await context.route((url) => FAILING.has(chunks.get(url.pathname) ?? ''), (route) => route.abort('connectionreset'))
    const page = await context.newPage()
    const documents: string[] = []
    page.on('domcontentloaded', () => documents.push(page.url()))
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    let leftOut = 0
    let onLeftOut = () => {}
    page.on('console', (message) => {
      if (!message.text().includes('"msg":"section left out"')) return
      leftOut += 1
      onLeftOut()
    })
    const sectionsLeftOut = (count: number) =>
      new Promise<void>((resolve) => {
        onLeftOut = () => leftOut >= count && resolve()
        onLeftOut()
      })
    await page.goto(`${site.url}/about`, { waitUntil: 'networkidle' })
    await pageHydrated(page)
    return { page, context, documents, errors, sectionsLeftOut }
  }

  /** Section headings and failure messages of the main landmark, in document order. */
  const outline = (page: Page) =>
    page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('h1, h2, [role="alert"]')].map((element) => (element.getAttribute('role') === 'alert' ? `alert: ${element.textContent}` : element.textContent?.trim())),
    )

  it('says so in place of each section after a client navigation, keeps the others, and its button reloads the page', async () => {
    const { page, context, documents, errors, sectionsLeftOut } = await visit()
    expect([...chunks.values()].filter((type) => FAILING.has(type)).sort()).toEqual([...FAILING].sort())
    await page.locator('header nav a[href="/domains"]').first().click()
    await page.waitForURL(`${site.url}/domains`)
    await sectionsLeftOut(2)
    const alerts = page.locator('main [role="alert"]')
    const fallback = `alert: ${MESSAGE}Reload the page`
    expect(await outline(page)).toEqual([
      'Register, transfer and manage your domains in one place',
      fallback,
      'Popular domain endings',
      'Included with every domain',
      'Transfer your domain to Lumen',
      fallback,
      'Domain questions',
      'Domain guides from our support team',
      'Got a name? Put a website on it',
    ])
    // no reload meanwhile: the guard held it off
    expect(documents).toEqual([`${site.url}/about`])

    // by keyboard: the button is a real button, and it reloads this page
    const reload = alerts.first().getByRole('button', { name: 'Reload the page' })
    await reload.focus()
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    expect(documents).toEqual([`${site.url}/about`, `${site.url}/domains`])
    // a first load says so too, once its code has failed while hydrating
    await alerts.first().waitFor()
    expect(await page.getByRole('heading', { name: 'Popular domain endings' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  for (const dark of [false, true]) {
    it(`reads well in the ${dark ? 'dark' : 'light'} theme, with no axe violations (and a screenshot)`, async () => {
      const { page, context } = await visit({ dark })
      await page.locator('header nav a[href="/domains"]').first().click()
      await page.waitForURL(`${site.url}/domains`)
      const alert = page.locator('main [role="alert"]').first()
      await alert.waitFor()
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark)
      const theme = dark ? 'dark' : 'light'
      await elementScreenshot(page.locator('main > *').filter({ has: page.getByRole('alert') }).first(), join(ARTIFACTS, `message-${theme}.png`))
      // and in its place on the page, between the sections around it
      await alert.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(ARTIFACTS, `page-${theme}.png`), animations: 'disabled' })
      expect(await axeViolations(page, ['.section-unavailable'])).toEqual([])
      await context.close()
    })
  }
})
