import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'
import { visit } from './shellVisit'

// The visitor's preferences the shell keeps against the production build: dark mode and the currency.
describe("the visitor's dark mode and currency against the production build", () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  describe('dark mode', () => {
    it('survives a reload with no flash: the server renders <html class="dark"> from the cookie', async () => {
      const { page, context, errors, close } = await visit(browser, `${site.url}/about`)
      await pageHydrated(page)
      const toggle = page.getByRole('button', { name: 'Dark mode' })
      expect(await toggle.getAttribute('aria-pressed')).toBe('false')
      await toggle.click()
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
      expect(await toggle.getAttribute('aria-pressed')).toBe('true')
      const cookie = (await context.cookies()).find((c) => c.name === 'dark-mode')
      expect(cookie?.value).toBe('true')

      const html = await (await fetch(`${site.url}/about`, { headers: { cookie: 'dark-mode=true' } })).text()
      expect(html).toMatch(/<html[^>]* class="dark"/)
      // at the moment <body> is parsed, before any paint, the page is dark already
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.body) return
          ;(window as { darkAtBody?: boolean }).darkAtBody = document.documentElement.classList.contains('dark')
          observer.disconnect()
        }).observe(document, { childList: true, subtree: true })
      })
      await page.reload({ waitUntil: 'networkidle' })
      expect(await page.evaluate(() => (window as { darkAtBody?: boolean }).darkAtBody)).toBe(true)
      expect(await page.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true')
      expect(errors).toEqual([])
      await close()
    })

    it('is dark before first paint from the stored preference alone (the boot script)', async () => {
      const { page, close } = await visit(browser, `${site.url}/`, {
        before: (p) =>
          p.addInitScript(() => {
            localStorage.setItem('dark-mode', 'dark')
            new MutationObserver((_, observer) => {
              if (!document.body) return
              ;(window as { darkAtBody?: boolean }).darkAtBody = document.documentElement.classList.contains('dark')
              observer.disconnect()
            }).observe(document, { childList: true, subtree: true })
          }),
      })
      expect(await page.evaluate(() => (window as { darkAtBody?: boolean }).darkAtBody)).toBe(true)
      await close()
    })
  })

  describe('currency', () => {
    it('reloads with the new prices when another currency is chosen, rendered so by the server', async () => {
      const { page, context, errors, documents, close } = await visit(browser, `${site.url}/`)
      await pageHydrated(page)
      expect(await page.locator('main').textContent()).toContain('£2.49')
      const select = page.getByLabel('Currency').first()
      expect(await select.inputValue()).toBe('GBP')
      await Promise.all([page.waitForEvent('load'), select.selectOption('USD')])
      await page.waitForLoadState('networkidle')
      expect(documents).toHaveLength(2)
      expect(await page.locator('main').textContent()).toContain('US$3.19')
      expect(await page.locator('main').textContent()).not.toContain('£2.49')
      expect(await page.getByLabel('Currency').first().inputValue()).toBe('USD')
      expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('USD')
      const html = await (await fetch(`${site.url}/`, { headers: { cookie: 'currency=EUR' } })).text()
      expect(html).toContain('€2.89')
      expect(errors).toEqual([])
      await close()
    })
  })
})
