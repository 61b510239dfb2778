import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../runtime/testing/freePort'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { REGISTRANTS_RIGHTS_URL } from '../layouts/footers/fixedFooterLinks'
import { startProcess } from '../../scripts/startProcess'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'
import { visit } from './shellVisit'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** The production site with its content service down: it is alive (/livez) but not ready, so startSite would wait. */
async function startSiteWithoutContent(): Promise<TestSite> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const logs: string[] = []
  const running = await startProcess({
    name: 'site without content',
    command: process.execPath,
    args: ['--import', 'tsx', 'site/server/serve.ts'],
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), CONTENT_SOURCE: 'strapi', STRAPI_URL: `http://127.0.0.1:${await freePort()}`, STRAPI_TIMEOUT: '300' },
    healthUrl: `${url}/livez`,
    timeoutMs: 30_000,
    onLine: (line) => void logs.push(line),
  })
  return { url, logs, stop: running.stop }
}

// The shell's error pages against the production build: an unknown path, and the content service down.
describe('error pages against the production build', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  describe('error pages', () => {
    it('answers an unknown path with 404 and SPEC §2 texts inside the header and footer; Go back home goes to /', async () => {
      const { page, errors, status, close } = await visit(browser, `${site.url}/no-such-page`)
      expect(status).toBe(404)
      expect(await page.locator('.error-code').textContent()).toBe('404')
      expect(await page.locator('h1').textContent()).toBe('Content not found')
      expect(await page.locator('main').textContent()).toContain("Oh no we couldn't find the page you were looking for")
      expect(await page.locator('header nav[aria-label="Main"] a').count()).toBeGreaterThan(0)
      expect(await page.locator('footer nav[aria-label="Legal"] a').count()).toBe(5)
      await pageHydrated(page)
      await page.evaluate(() => ((window as { marker?: number }).marker = 1))
      await page.getByRole('link', { name: 'Go back home' }).click()
      await page.waitForURL(`${site.url}/`)
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Websites that'))
      expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
      expect(errors).toEqual([])
      await close()
    })

    it('answers 500 when the content service is down, with the fallback header and footer', async () => {
      const dead = await startSiteWithoutContent()
      try {
        const { page, status, errors, close } = await visit(browser, `${dead.url}/`)
        expect(status).toBe(500)
        expect(await page.locator('.error-code').textContent()).toBe('500')
        expect(await page.locator('h1').textContent()).toBe('Internal Server Error')
        expect(await page.locator('main').textContent()).toContain('Hmm, awkward. We seem to be having problems.')
        expect(await page.locator('header a.logo').first().getAttribute('aria-label')).toBe('Lumen Hosting home')
        // no navigation from content; the language switcher stays
        expect(await page.locator('header nav:not([aria-label="Language"])').count()).toBe(0)
        const legal = await page.locator('footer nav[aria-label="Legal"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        expect(legal).toEqual(['/terms-of-service', '/company-details', '/privacy-policy', '/acceptable-usage-policy', REGISTRANTS_RIGHTS_URL])
        expect(await page.locator('footer').textContent()).toContain('Lumen Hosting')
        expect(errors).toEqual([])
        expect(dead.logs.some((line) => line.includes('layout content unavailable'))).toBe(true)
        await close()
      } finally {
        await dead.stop()
      }
    })
  })
})
