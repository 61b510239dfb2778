import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { axeViolations } from './axe'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'
import { visit } from './shellVisit'

// axe on the shell against the production build: header, footer, cookie banner, error page and mobile menu, light
// and dark.
describe('the accessibility of the shell against the production build', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  describe('accessibility', () => {
    for (const width of [375, 1280]) {
      for (const dark of [false, true]) {
        it(`has no axe violations in the header, footer, cookie banner, error page${width === 375 ? ', mobile menu' : ''} at ${width} px, ${dark ? 'dark' : 'light'}`, async () => {
          for (const path of ['/', '/about', '/terms', '/no-such-page']) {
            const { page, errors, close } = await visit(browser, `${site.url}${path}`, {
              width,
              consented: false,
              cookies: dark ? [{ name: 'dark-mode', value: 'true' }] : [],
            })
            await pageHydrated(page)
            await page.getByRole('dialog', { name: 'Cookies on this site' }).getByRole('button', { name: 'Preferences' }).click()
            // the error page's own part too: its "404" was violet on the dark background, 2.66:1
            const parts = ['header', 'footer', '#cookie-consent', '[aria-label="Announcements"]', '.error-page']
            expect(await axeViolations(page, parts, { allPresent: false }), `${path} ${width} ${dark ? 'dark' : 'light'}`).toEqual([])
            if (width === 375 && path !== '/terms') {
              await page.getByRole('button', { name: 'Menu' }).click()
              expect(await axeViolations(page, ['[role="dialog"][aria-label="Menu"]']), `${path} menu ${dark ? 'dark' : 'light'}`).toEqual([])
            }
            expect(errors).toEqual([])
            await close()
          }
        })
      }
    }
  })
})
