import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'
import { visit } from './shellVisit'

// Client navigation in the shell against the production build: scrolling, announcing the new page, toggleChat links.
describe('links and scrolling against the production build', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  describe('links and scrolling', () => {
    it('scrolls to a hash target respecting its scroll margin, to the top for a new path, and back to the saved position', async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/`)
      await pageHydrated(page)
      // a hash: the target comes to rest its scroll-margin below the top of the viewport (a smooth scroll)
      await page.locator('main a[href="/web-hosting#plans"]').first().click()
      await page.waitForURL(`${site.url}/web-hosting#plans`)
      await page.waitForFunction(() => {
        const target = document.getElementById('plans')
        return target !== null && Math.abs(target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop)) <= 2
      })
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.getElementById('plans')!).scrollMarginTop))).toBeGreaterThan(0)

      // a new path: the top. Links are clicked where they are (a locator's click would scroll the header into view)
      const follow = (href: string) => page.evaluate((h) => document.querySelector<HTMLAnchorElement>(`header nav a[href="${h}"]`)!.click(), href)
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
      await follow('/about')
      await page.waitForURL(`${site.url}/about`)
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('hosting company') && window.scrollY === 0)

      // back: where the visitor was. Scrolled again until it stays (on a busy machine the page may still be growing
      // as its sections' code arrives, or Vike still settling the new page's scroll) and Vike has recorded it
      await page.waitForFunction(
        () => {
          if (Math.abs(window.scrollY - 1200) > 2) window.scrollTo({ top: 1200, behavior: 'instant' })
          const saved = (history.state as { vike?: { scrollPosition?: { y: number } } } | null)?.vike?.scrollPosition?.y
          return Math.abs(window.scrollY - 1200) <= 2 && saved === window.scrollY
        },
        undefined,
        { polling: 200 },
      )
      await follow('/domains')
      await page.waitForURL(`${site.url}/domains`)
      await page.waitForFunction(() => window.scrollY === 0)
      await page.goBack()
      await page.waitForURL(`${site.url}/about`)
      await page.waitForFunction(() => Math.abs(window.scrollY - 1200) <= 2)
      expect(errors).toEqual([])
      await close()
    })

    it('announces the page a client navigation arrives at, and starts the next Tab from the top, as a full load does', async () => {
      // before, focus stayed on the link followed in the header and nothing told a screen reader the page had changed
      const { page, errors, close } = await visit(browser, `${site.url}/`)
      await pageHydrated(page)
      await page.evaluate(() => ((window as { marker?: number }).marker = 1))
      await page.locator('header nav[aria-label="Main"] a[href="/about"]').first().focus()
      await page.keyboard.press('Enter')
      await page.waitForURL(`${site.url}/about`)
      const announced = (about: boolean) =>
        page.waitForFunction((a) => document.getElementById('navigation-announcer')?.textContent === document.title && document.title.startsWith('About') === a, about)
      await announced(true)
      expect(await page.locator('#navigation-announcer').getAttribute('aria-live')).toBe('assertive')
      expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
      // back: the page it returns to is announced too
      await page.goBack()
      await announced(false)
      expect(errors).toEqual([])
      await close()
    })

    it('opens the contact form from a toggleChat link in CMS markdown when no chat provider is configured, after a client navigation too', async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/about`)
      await pageHydrated(page)
      await page.locator('header a[href="/"]').first().click()
      await page.waitForURL(`${site.url}/`)
      await page.locator('main a[data-emit="toggleChat"]').first().click()
      const dialog = page.getByRole('dialog', { name: 'Send us a message' })
      await dialog.waitFor()
      expect(page.url()).toBe(`${site.url}/`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(errors).toEqual([])
      await close()
    })
  })
})
