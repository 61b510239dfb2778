import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { REGISTRANTS_RIGHTS_URL } from '../layouts/footers/fixedFooterLinks'
import { BROWSER_LAYOUT_FIELDS } from '../layouts/LayoutData'
import { drawn } from './drawn'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'
import { visit } from './shellVisit'

const root = fileURLToPath(new URL('../../', import.meta.url))

// The shell's header and footer against the production build: navigation, links, the footer the server keeps, the
// mobile menu, and how they fit narrow screens.
describe('the header and footer against the production build', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  describe('header and footer', () => {
    it("render the content's navigation, the logo home and SPEC §2's fixed footer links", async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/about`)
      const logo = page.locator('header a.logo').first()
      expect(await logo.getAttribute('href')).toBe('/')
      expect(await logo.getAttribute('aria-label')).toBe('Lumen Hosting home')
      const nav = page.locator('header nav[aria-label="Main"]').first()
      expect(await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/web-hosting', '/domains', '/blog', '/about', '/#support'])
      expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('About')

      const legal = page.locator('footer nav[aria-label="Legal"]')
      const hrefs = await legal.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(['/terms-of-service', '/company-details', '/privacy-policy', '/acceptable-usage-policy', REGISTRANTS_RIGHTS_URL])
      const registrants = legal.locator(`a[href="${REGISTRANTS_RIGHTS_URL}"]`)
      expect(await registrants.getAttribute('target')).toBe('_blank')
      expect(await registrants.getAttribute('rel')).toMatch(/\bnoopener\b/)
      expect(await legal.getByRole('button', { name: 'Privacy Manager' }).count()).toBe(1)

      // social networks are named for assistive technology; payment providers and the group's brands are shown
      for (const network of ['YouTube', 'Twitter', 'Facebook', 'Instagram', 'LinkedIn']) {
        expect(await page.getByRole('link', { name: `Lumen Hosting on ${network} (opens in a new tab)` }).count(), network).toBe(1)
      }
      expect(await page.locator('footer img[alt="Visa accepted"]').count()).toBe(1)
      expect(await page.locator('footer').getByRole('heading', { name: 'Northlight Group brands' }).count()).toBe(1)
      expect(await page.locator('footer').textContent()).toContain('Lumen Hosting is part of Northlight Group')
      expect(errors).toEqual([])
      await close()
    })

    it('keeps the footer the server rendered, marking the current page in its navigation after client navigations', async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/about`)
      const footerNav = page.locator('footer nav[aria-label="Footer"]')
      const current = () => footerNav.locator('a[aria-current="page"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(await current()).toEqual(['/about'])
      const footerHtml = await page.locator('footer').innerHTML()
      await page.locator('header nav[aria-label="Main"] a[href="/blog"]').first().click()
      await page.waitForURL(`${site.url}/blog`)
      await page.waitForFunction(() => document.querySelector('footer nav[aria-label="Footer"] a[href="/blog"]')?.getAttribute('aria-current') === 'page')
      expect(await current()).toEqual(['/blog'])
      // the same footer, only the current page moved
      expect((await page.locator('footer').innerHTML()).replace(/ aria-current="page"/g, '')).toBe(footerHtml.replace(/ aria-current="page"/g, ''))
      await page.locator('header nav[aria-label="Main"] a[href="/web-hosting"]').first().click()
      await page.waitForURL(`${site.url}/web-hosting`)
      await page.waitForFunction(() => document.querySelector('footer nav[aria-label="Footer"] a[href="/web-hosting"]')?.getAttribute('aria-current') === 'page')
      expect(await current()).toEqual(['/web-hosting'])
      expect(errors).toEqual([])
      await close()
    })

    it("sends no footer component to the browser: its code is the server's alone", () => {
      const scripts = readdirSync(join(root, 'dist/client/assets'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) {
        const code = readFileSync(join(script.parentPath, script.name), 'utf8')
        // texts only the footer's components hold
        expect(code, script.name).not.toContain('Ways to pay')
        expect(code, script.name).not.toContain('Our sister brands')
      }
    })

    it("sends the browser the header's layout and none of the footer's content or the page's SEO in the page data", async () => {
      const html = await (await fetch(`${site.url}/`)).text()
      const json = /<script id="vike_pageContext"[^>]*>(.*?)<\/script>/s.exec(html)![1]!
      const pageContext = JSON.parse(json) as { layout: Record<string, unknown>; data: { page: Record<string, unknown> } }
      expect(Object.keys(pageContext.layout).sort()).toEqual([...BROWSER_LAYOUT_FIELDS].filter((field) => field in pageContext.layout).sort())
      expect(pageContext.layout).toHaveProperty('navItems')
      expect(pageContext.layout).not.toHaveProperty('footerNavItems')
      expect(Object.keys(pageContext.data.page).sort()).toEqual(['insetHeader', 'invertLogo', 'ribbons', 'slug', 'title'].filter((key) => key in pageContext.data.page))
      // the SEO is in the head, not in the page data a first load carries (firstLoadData); a client navigation's
      // page data brings it, for the title the head was rendered with
      expect(pageContext.data).not.toHaveProperty('seo')
      const navigation = (await (await fetch(`${site.url}/index.pageContext.json`)).json()) as { data: { seo: { title: string } } }
      expect(html).toContain(`<title>${navigation.data.seo.title}</title>`)
    })

    it('overlays the first section with an inset header and shows the ribbons above it (home page content)', async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/`)
      const ribbon = page.getByRole('region', { name: 'Announcements' })
      expect(await ribbon.textContent()).toContain('Free website migration')
      const [header, section] = await Promise.all([page.locator('header').boundingBox(), page.locator('main > section').first().boundingBox()])
      expect(header!.y).toBeCloseTo(section!.y, 0)
      expect(await page.locator('header').evaluate((el) => getComputedStyle(el).position)).toBe('absolute')
      expect(errors).toEqual([])
      await close()
    })

    it('fits a 320 px screen (and the header 280 px): the header holds its menu button, a wide table scrolls in its own box, the page never sideways', async () => {
      // at 320 px the menu button with its icon ended 47 px past the screen on every page, and the plans comparison
      // was 34 px wider than its column: the whole page scrolled sideways
      for (const path of ['/', '/web-hosting', '/blog/introducing-lumen-vps']) {
        const { page, errors, close } = await visit(browser, `${site.url}${path}`, { width: 320 })
        await drawn(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320)
        const menu = await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox()
        expect(menu!.x + menu!.width, path).toBeLessThanOrEqual(320)
        expect(errors).toEqual([])
        await close()
      }
      const { page, close } = await visit(browser, `${site.url}/web-hosting`, { width: 320 })
      const table = page.locator('#plans .table-scroll')
      expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
      expect(await table.evaluate((box) => getComputedStyle(box).overflowX)).toBe('auto')
      // the menu button is its word alone there; wider, its icon is back beside the word
      const icon = page.locator('header button[aria-controls] svg')
      expect(await icon.isVisible()).toBe(false)
      // at 280 px (a folded phone's outer screen) the logo scales down and the bar still fits
      await page.setViewportSize({ width: 280, height: 800 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(280)
      const menu = await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox()
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(280)
      await page.setViewportSize({ width: 412, height: 800 })
      expect(await icon.isVisible()).toBe(true)
      await close()
    })

    it('hides the navigation and darkens the header on the page with slug terms', async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/terms`)
      // the site's navigation: the language switcher stays, as the other widgets do
      expect(await page.locator('header nav:not([aria-label="Language"])').count()).toBe(0)
      expect(await page.locator('header button[aria-controls]').count()).toBe(0)
      const background = await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)
      const [r, g, b] = background.match(/\d+/g)!.map(Number)
      expect(0.2126 * r! + 0.7152 * g! + 0.0722 * b!).toBeLessThan(40)
      expect(errors).toEqual([])
      await close()
    })
  })

  describe('the mobile menu at 375 px', () => {
    it('opens full screen, keeps focus inside, locks the page, closes on Escape and on navigation', async () => {
      const { page, errors, close } = await visit(browser, `${site.url}/`, { width: 375 })
      await pageHydrated(page)
      expect(await page.locator('header nav[aria-label="Main"]').first().isVisible()).toBe(false)
      const button = page.getByRole('button', { name: 'Menu' })
      expect(await button.getAttribute('aria-expanded')).toBe('false')
      const menuId = (await button.getAttribute('aria-controls'))!

      await button.click()
      const menu = page.locator(`[id="${menuId}"]`)
      expect(await menu.isVisible()).toBe(true)
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      expect(await menu.getAttribute('role')).toBe('dialog')
      expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 800 })
      const focusInside = () => page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), menuId)
      expect(await focusInside()).toBe(true)
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab')
        expect(await focusInside(), `Tab ${i + 1}`).toBe(true)
      }
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Shift+Tab')
        expect(await focusInside(), `Shift+Tab ${i + 1}`).toBe(true)
      }
      // the page behind does not scroll
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
      // a scroll the wheel causes has begun by the second frame after its event reached the page
      const wheeled = page.evaluate(
        () => new Promise((resolve) => addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), { once: true, capture: true })),
      )
      await page.mouse.wheel(0, 800)
      await wheeled
      expect(await page.evaluate(() => window.scrollY)).toBe(0)

      await page.keyboard.press('Escape')
      expect(await menu.isVisible()).toBe(false)
      expect(await button.getAttribute('aria-expanded')).toBe('false')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(menuId)
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')

      await page.evaluate(() => ((window as { marker?: number }).marker = 1))
      await button.click()
      await menu.getByRole('link', { name: 'About' }).click()
      await page.waitForURL(`${site.url}/about`)
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('hosting company'))
      expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
      expect(await menu.isVisible()).toBe(false)
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
      expect(errors).toEqual([])
      await close()
    })
  })
})
