import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { axeViolations } from './axe'
import { pageHydrated } from './hydrated'
import { visit } from './shellVisit'
import { startSite, type TestSite } from './startSite'

// The shell's own words under /de, on the German error page (every page has the shell): the header, the footer, the
// cookie banner, light and dark, with axe, against the production build.
describe('the shell in German', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  for (const dark of [false, true]) {
    it(`speaks German around the error page, with no axe violations, ${dark ? 'dark' : 'light'}`, async () => {
      const { page, errors, status, close } = await visit(browser, `${site.url}/de/gibt-es-nicht`, {
        consented: false,
        cookies: dark ? [{ name: 'dark-mode', value: 'true' }] : [],
      })
      expect(status).toBe(404)
      await pageHydrated(page)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Seite nicht gefunden')
      expect(await page.getByRole('link', { name: 'Zur Startseite', exact: true }).getAttribute('href')).toBe('/de')
      expect(await page.getByRole('banner').getByRole('link', { name: 'Lumen Hosting – zur Startseite' }).getAttribute('href')).toBe('/de')
      expect(await page.locator('.skip-link').textContent()).toBe('Zum Inhalt springen')
      expect(await page.getByRole('button', { name: 'Dunkelmodus' }).first().getAttribute('aria-pressed')).toBe(String(dark))
      expect(await page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/de/impressum')
      expect(await page.getByRole('navigation', { name: 'Rechtliches' }).count()).toBe(1)

      const banner = page.getByRole('dialog', { name: 'Cookies auf dieser Website' })
      await banner.getByRole('button', { name: 'Einstellungen' }).click()
      for (const name of ['Notwendig', 'Statistik', 'Marketing', 'Personalisierung']) expect(await banner.getByRole('switch', { name }).count()).toBe(1)
      expect(await banner.getByRole('button', { name: 'Nur notwendige Cookies' }).count()).toBe(1)
      if (!dark) await page.screenshot({ path: '/tmp/i18n-shell-de-404-consent.png', fullPage: false })
      expect(await axeViolations(page, ['header', 'footer', '#cookie-consent', '.error-page'])).toEqual([])

      // the choice closes the banner; the footer's cookie settings bring it back, in German
      await banner.getByRole('button', { name: 'Nur notwendige Cookies' }).click()
      await banner.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
      await page.getByRole('dialog', { name: 'Cookies auf dieser Website' }).waitFor()
      expect(errors).toEqual([])
      await close()
    })
  }
})
