import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { hydrated, pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'

// The demo loads no third-party script that cannot load: a visitor who accepts cookies on / meets no console error.
// The third-party reviews section stands on its own summary (rating, count, a link) with its widget off; with a
// widget that fails, see sections-b.test.ts.

/** Waits until a widget of the reviews section, if it has one, has loaded or failed: nothing more will happen. */
const widgetSettled = (section: string) => `!document.querySelector('${section} [data-state="checking"], ${section} [data-state="loading"]')`

describe('third-party scripts of the demo content', () => {
  let site: TestSite
  let browser: Browser
  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  it('lets a visitor accept cookies on / with no console error, and asks no other host for a script', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const errors: string[] = []
    const elsewhere: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(String(e)))
    page.on('request', (r) => new URL(r.url()).origin !== site.url && elsewhere.push(r.url()))
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' })
    await pageHydrated(page)
    await page.locator('#cookie-consent').getByRole('button', { name: 'OK', exact: true }).click()
    await page.locator('#cookie-consent').waitFor({ state: 'hidden' })
    // the reviews section hydrates as the visitor comes near it, and only then would a widget load
    const section = await hydrated(page.locator('#independent-reviews'))
    await page.waitForFunction(widgetSettled('#independent-reviews'))
    await page.waitForLoadState('networkidle')
    expect(await section.getByRole('img', { name: 'Rated 4.8 out of 5' }).isVisible()).toBe(true)
    expect(await section.getByText('Based on 4,213 reviews on Starling Reviews').isVisible()).toBe(true)
    expect(await section.getByRole('link', { name: /Read our reviews on Starling Reviews/ }).getAttribute('href')).toBe('https://www.starlingreviews.example/review/lumenhosting.example')
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
