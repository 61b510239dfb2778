import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { dataLayerPushes, recordDataLayerPushes } from './dataLayerPushes'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'
import { STORED_CONSENT, visit } from './shellVisit'

// The shell's cookie consent banner against the production build: focus, choices, the Privacy Manager, and the
// consent default the page sends first.
describe('the cookie consent banner against the production build', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  describe('cookie consent', () => {
    it('comes first after the skip link, keeps what Tab reaches out from under it, and lets the footer come out from under it', async () => {
      // on a phone the banner covers the foot of the screen: the first section's links were focused under it
      const { page, errors, close } = await visit(browser, `${site.url}/`, { width: 412, consented: false })
      const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
      await banner.waitFor()
      await pageHydrated(page)
      // first in the order Tab follows, after the skip link: the choice was 52 stops away, after the whole page
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Preferences')
      const aboveBanner = (selector: string) =>
        page.waitForFunction(
          (target) => {
            const element = document.querySelector(target)!
            return document.activeElement === element && element.getBoundingClientRect().bottom <= document.getElementById('cookie-consent')!.getBoundingClientRect().top
          },
          selector,
          { timeout: 5000 },
        )
      const link = page.locator('main a').nth(1)
      expect(await link.evaluate((a) => a.getBoundingClientRect().bottom > document.getElementById('cookie-consent')!.getBoundingClientRect().top)).toBe(true)
      await link.evaluate((a) => a.setAttribute('data-target', ''))
      for (let i = 0; i < 20 && !(await link.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab')
      await aboveBanner('main a[data-target]')
      // the page's last link, at the very end of the footer
      await page.locator('footer a, footer button').last().evaluate((last) => last.setAttribute('data-target', ''))
      await page.locator('footer [data-target]').focus()
      await aboveBanner('footer [data-target]')
      await banner.getByRole('button', { name: 'OK' }).click()
      expect(await page.evaluate(() => [document.documentElement.style.scrollPaddingBottom, document.querySelector('footer')!.style.paddingBottom])).toEqual(['', ''])
      expect(errors).toEqual([])
      await close()
    })

    it('first visit: banner, Preferences, switches, OK: stored, dataLayer updated; Privacy Manager reopens it', async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/`, { consented: false })
      const banner = page.getByRole('dialog', { name: 'Cookies on this site' })
      await banner.waitFor()
      // SPEC §4: with no stored choice every category defaults to granted
      expect(await page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer)))).toEqual([
        { 0: 'consent', 1: 'default', 2: STORED_CONSENT },
      ])

      const preferences = banner.getByRole('button', { name: 'Preferences' })
      expect(await preferences.getAttribute('aria-expanded')).toBe('false')
      await preferences.focus()
      await page.keyboard.press('Enter')
      expect(await preferences.getAttribute('aria-expanded')).toBe('true')
      const switches = banner.getByRole('switch')
      expect(await switches.evaluateAll((all) => all.map((s) => [s.textContent, s.getAttribute('aria-checked')]))).toHaveLength(4)
      const functional = banner.getByRole('switch', { name: 'Functional' })
      expect(await functional.getAttribute('aria-checked')).toBe('true')
      expect(await functional.getAttribute('aria-disabled')).toBe('true')
      await functional.focus()
      await page.keyboard.press('Space')
      expect(await functional.getAttribute('aria-checked')).toBe('true')

      await banner.getByRole('switch', { name: 'Analytics' }).click()
      await banner.getByRole('switch', { name: 'Personalization' }).focus()
      await page.keyboard.press('Space')
      expect(await banner.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe('false')
      expect(await banner.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true')
      expect(await banner.getByRole('switch', { name: 'Personalization' }).getAttribute('aria-checked')).toBe('false')

      await banner.getByRole('button', { name: 'OK' }).click()
      expect(await banner.count()).toBe(0)
      const chosen = { ...STORED_CONSENT, ad_storage: 'denied', ad_user_data: 'denied', analytics_storage: 'denied', ad_personalization: 'denied' }
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toEqual(chosen)
      const dataLayer = await page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer)))
      expect(dataLayer.at(-1)).toEqual({ 0: 'consent', 1: 'update', 2: chosen })

      // the stored choice is the default of the next page load, and no banner shows
      await page.reload({ waitUntil: 'networkidle' })
      expect(await page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer))[0])).toEqual({ 0: 'consent', 1: 'default', 2: chosen })
      expect(await banner.count()).toBe(0)

      const privacyManager = page.getByRole('button', { name: 'Privacy Manager' })
      await privacyManager.click()
      await banner.waitFor()
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('cookie-consent')
      await banner.getByRole('button', { name: 'Preferences' }).click()
      expect(await banner.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe('false')
      await banner.getByRole('button', { name: 'OK' }).click()
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy Manager')
      expect(errors).toEqual([])
      await close()
    })

    it('sends the consent default from the first script of the page, before any other', async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/`, { consented: false, before: (p) => recordDataLayerPushes(p.context()) })
      const [first] = await dataLayerPushes(page)
      expect(first).toEqual({ script: 0, args: ['consent', 'default', expect.objectContaining({ analytics_storage: 'granted' })] })
      // its inline script runs under the page's content security policy: it carries the nonce
      expect(await page.evaluate(() => document.scripts[0]!.nonce)).not.toBe('')
      expect(errors).toEqual([])
      await close()
    })
  })
})
