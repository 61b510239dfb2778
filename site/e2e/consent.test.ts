import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toConsentRecord, type ConsentRecord } from '../../runtime/machines/consentRecord'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { dataLayerPushes, recordDataLayerPushes } from './dataLayerPushes'
import { elementScreenshot } from './elementScreenshot'
import { hydrated, pageHydrated } from './hydrated'
import { reviewsWidgetPack, type ReviewsWidgetPack } from './reviewsWidgetPack'
import { startSite, type TestSite } from './startSite'

// Cookie consent for a UK or EU site (SPEC §4 Cookie consent) against the production build: Reject non-essential
// beside OK, and the site configuration's consentDefault: denied, read from a copy of the content pack.

const root = fileURLToPath(new URL('../../', import.meta.url))
const SHOTS = join(root, 'test-results/consent')
const WIDGET_HOST = 'widgets.starlingreviews.example'

const ALL_GRANTED = toConsentRecord({ functional: true, analytics: true, marketing: true, personalization: true })
const ESSENTIAL_ONLY: ConsentRecord = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  analytics_storage: 'denied',
  marketing_storage: 'denied',
  functional_storage: 'granted',
  ad_personalization: 'denied',
}

interface Visit {
  page: Page
  context: BrowserContext
  /** Every request that left the site: consent-gated third-party scripts. */
  thirdParty: string[]
  errors: string[]
}

async function visit(browser: Browser, site: TestSite, path: string, options: { width?: number; dark?: boolean } = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } })
  if (options.dark) await context.addCookies([{ name: 'dark-mode', value: 'true', url: site.url }])
  const thirdParty: string[] = []
  // the review provider is outside this machine: its widget script is a stub that fills the widget's container
  await context.route(
    (url) => url.origin !== new URL(site.url).origin,
    (route) => {
      thirdParty.push(route.request().url())
      return route.fulfill({
        contentType: 'text/javascript',
        body: "document.querySelectorAll('[data-review-widget]').forEach(function (el) { el.textContent = 'Live widget for ' + el.dataset.businessId })",
      })
    },
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(`${site.url}${path}`)
  await pageHydrated(page)
  return { page, context, thirdParty, errors }
}

const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer)) as unknown[])
const command = (...args: unknown[]) => Object.fromEntries(args.map((arg, i) => [i, arg]))

/** Brings the reviews widget into view and waits until its consent machine has read the record: it holds back or loads. */
async function widgetDecided(page: Page): Promise<string | null> {
  const widget = page.locator('[data-review-widget]')
  await hydrated(page.locator('#independent-reviews'))
  await page.waitForFunction(() => document.querySelector('[data-review-widget]')?.getAttribute('data-state') !== 'checking')
  return widget.getAttribute('data-state')
}

describe('cookie consent for UK and EU sites', () => {
  let site: TestSite
  let deniedSite: TestSite
  let browser: Browser
  let pack: string
  let widgetPack: ReviewsWidgetPack

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    // the demo pack with a consent-gated reviews widget on its home page (the demo itself loads no third-party
    // script), and a copy of that as a UK site owner would set it: consent is not assumed
    widgetPack = reviewsWidgetPack()
    pack = mkdtempSync(join(tmpdir(), 'stratum-consent-'))
    cpSync(widgetPack.dir, pack, { recursive: true })
    const configFile = join(pack, 'singles/site-configuration.json')
    writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), consentDefault: 'denied' }, null, 2))
    ;[site, deniedSite, browser] = await Promise.all([startSite({ CONTENT_DIR: widgetPack.dir }), startSite({ CONTENT_DIR: pack }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), deniedSite?.stop(), browser?.close()])
    rmSync(pack, { recursive: true, force: true })
    widgetPack?.remove()
  })

  it('Reject non-essential denies every non-essential category, sends the Consent Mode update and loads no consented script', async () => {
    const { page, context, thirdParty, errors } = await visit(browser, site, '/')
    const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
    // SPEC §4 stays the default: granted until the visitor chooses
    expect(await dataLayer(page)).toEqual([command('consent', 'default', ALL_GRANTED)])
    await banner.getByRole('button', { name: 'Reject non-essential' }).click()
    await banner.waitFor({ state: 'detached' })
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toEqual(ESSENTIAL_ONLY)
    expect(await dataLayer(page)).toEqual([command('consent', 'default', ALL_GRANTED), command('consent', 'update', ESSENTIAL_ONLY)])

    // the consent-gated reviews widget holds back: its summary and note stay, its script is never asked for
    expect(await widgetDecided(page)).toBe('waiting')
    expect(await page.getByText('Live reviews from Starling Reviews show here once you allow marketing cookies.').isVisible()).toBe(true)
    expect(await page.locator(`script[src*="${WIDGET_HOST}"]`).count()).toBe(0)
    expect(thirdParty).toEqual([])

    // the choice is the next page load's default, and the banner stays away
    await page.reload()
    await pageHydrated(page)
    expect((await dataLayer(page))[0]).toEqual(command('consent', 'default', ESSENTIAL_ONLY))
    expect(await banner.count()).toBe(0)
    expect(await widgetDecided(page)).toBe('waiting')
    expect(thirdParty).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  for (const width of [375, 1280]) {
    for (const dark of [false, true]) {
      it(`shows Reject non-essential as prominent as OK at ${width} px, ${dark ? 'dark' : 'light'}: same size, weight and colours`, async () => {
        const { page, context, errors } = await visit(browser, site, '/', { width, dark })
        const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
        const looks = (name: string) =>
          banner.getByRole('button', { name, exact: true }).evaluate((button) => {
            const style = getComputedStyle(button)
            const box = button.getBoundingClientRect()
            return {
              width: Math.round(box.width),
              height: Math.round(box.height),
              fontSize: style.fontSize,
              fontWeight: style.fontWeight,
              color: style.color,
              background: style.backgroundColor,
              border: style.borderColor,
            }
          })
        const reject = await looks('Reject non-essential')
        expect(reject).toEqual(await looks('OK'))
        // a button, not a link beside one: it has a filled background
        expect(reject.background).not.toBe('rgba(0, 0, 0, 0)')
        await elementScreenshot(banner, join(SHOTS, `banner-${width}-${dark ? 'dark' : 'light'}.png`))
        expect(errors).toEqual([])
        await context.close()
      })
    }
  }

  describe("with the site configuration's consentDefault: denied", () => {
    it('says denied from the first script of the page, before any tag can load', async () => {
      const context = await browser.newContext()
      await recordDataLayerPushes(context)
      const page = await context.newPage()
      await page.route((url) => url.origin !== new URL(deniedSite.url).origin, (route) => route.abort())
      await page.goto(`${deniedSite.url}/`)
      expect((await dataLayerPushes(page))[0]).toEqual({ script: 0, args: ['consent', 'default', ESSENTIAL_ONLY] })
      await context.close()
    })

    it('loads nothing non-essential before a choice, and only what the visitor turns on after it', async () => {
      const { page, context, thirdParty, errors } = await visit(browser, deniedSite, '/')
      const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
      expect(await dataLayer(page)).toEqual([command('consent', 'default', ESSENTIAL_ONLY)])
      expect(await widgetDecided(page)).toBe('waiting')
      expect(thirdParty).toEqual([])

      // the banner says what OK and Reject non-essential do when nothing is assumed
      expect(await banner.getByText('Those stay off until you turn them on in Preferences and choose OK.').count()).toBe(1)
      await elementScreenshot(banner, join(SHOTS, 'banner-denied-default-1280-light.png'))

      // no switch is on that the visitor did not turn on
      await banner.getByRole('button', { name: 'Preferences' }).click()
      const states = await banner.getByRole('switch').evaluateAll((all) => all.map((s) => [s.getAttribute('aria-labelledby') && document.getElementById(s.getAttribute('aria-labelledby')!)?.textContent, s.getAttribute('aria-checked')]))
      expect(states).toEqual([
        ['Functional', 'true'],
        ['Analytics', 'false'],
        ['Marketing', 'false'],
        ['Personalization', 'false'],
      ])
      expect(thirdParty).toEqual([])

      // marketing turned on and confirmed: the update grants it alone, and the widget it gates loads
      await banner.getByRole('switch', { name: 'Marketing' }).click()
      await banner.getByRole('button', { name: 'OK', exact: true }).click()
      const chosen = { ...ESSENTIAL_ONLY, marketing_storage: 'granted' }
      expect(await dataLayer(page)).toEqual([command('consent', 'default', ESSENTIAL_ONLY), command('consent', 'update', chosen)])
      await page.waitForFunction(() => document.querySelector('[data-review-widget]')?.textContent === 'Live widget for lumen-hosting-uk')
      expect(thirdParty).toEqual([`https://${WIDGET_HOST}/v3/loader.js`])
      expect(errors).toEqual([])
      await context.close()
    })

    it('Reject non-essential keeps everything non-essential denied and loads nothing', async () => {
      const { page, context, thirdParty, errors } = await visit(browser, deniedSite, '/')
      const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
      await banner.getByRole('button', { name: 'Reject non-essential' }).click()
      await banner.waitFor({ state: 'detached' })
      expect(await dataLayer(page)).toEqual([command('consent', 'default', ESSENTIAL_ONLY), command('consent', 'update', ESSENTIAL_ONLY)])
      expect(await widgetDecided(page)).toBe('waiting')
      expect(thirdParty).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  })
})
