import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RELOAD_GUARD_KEY } from '../../runtime/machines/constants'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'
import { visit } from './shellVisit'

// Build updates against the production build: a newer build makes the next navigation a full load; a chunk error
// reloads once.
describe('build updates against the production build', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  describe('build updates', () => {
    it('makes the next navigation a full page load once a newer build is deployed, and only once', async () => {
      const { page, errors, documents, close } = await visit(browser, `${site.url}/`, {
        before: async (p) => {
          await p.clock.install()
          await p.route('**/assets/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }))
        },
      })
      await pageHydrated(page)
      const marker = () => page.evaluate(() => (window as { marker?: number }).marker)
      await page.evaluate(() => ((window as { marker?: number }).marker = 1))
      // before the hourly check: client navigation
      await page.locator('header nav a[href="/about"]').first().click()
      await page.waitForURL(`${site.url}/about`)
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('hosting company'))
      expect(await marker()).toBe(1)
      expect(documents).toHaveLength(1)

      const checked = page.waitForResponse('**/assets/builds/latest.json')
      await page.clock.fastForward('01:00:01')
      await checked
      await page.locator('header nav a[href="/domains"]').first().click()
      await page.waitForURL(`${site.url}/domains`)
      await page.waitForLoadState('networkidle')
      expect(documents).toEqual([`${site.url}/`, `${site.url}/domains`])
      expect(await marker()).toBeUndefined()

      // the new page runs the new build's code: the next navigation is a client one again
      await pageHydrated(page)
      await page.evaluate(() => ((window as { marker?: number }).marker = 2))
      await page.locator('header nav a[href="/about"]').first().click()
      await page.waitForURL(`${site.url}/about`)
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('hosting company'))
      expect(await marker()).toBe(2)
      expect(documents).toHaveLength(2)
      expect(errors).toEqual([])
      await close()
    })

    it('reloads once on a chunk error, and the 10 s guard stops a second reload', async () => {
      const loaded = new Set<string>()
      let blocking = false
      const { page, documents, close } = await visit(browser, `${site.url}/no-such-page`, {
        before: (p) =>
          p.route('**/assets/**/*.js', (route) => {
            const url = route.request().url()
            // once blocking, every script the 404 page did not load fails: the home page's own code and sections
            if (blocking && !loaded.has(url)) return route.abort('connectionreset')
            loaded.add(url)
            return route.continue()
          }),
      })
      await pageHydrated(page)
      // the scripts refused to the reloaded page: its own chunk error, which the guard must keep from reloading again
      const refusedAfterReload: string[] = []
      page.on('requestfailed', (request) => void (documents.length === 2 && refusedAfterReload.push(request.url())))
      blocking = true
      await page.locator('header a.logo').first().click()
      // the client navigation fails on its chunks and the page loads / itself: wait for that second document (a
      // waitForURL on the navigation can see its frame aborted by the reload)
      await expect.poll(() => documents.length, { timeout: 15_000 }).toBe(2)
      await expect.poll(() => refusedAfterReload.length).toBeGreaterThan(0)
      await page.waitForLoadState('networkidle')
      expect(documents).toEqual([`${site.url}/no-such-page`, `${site.url}/`])
      const guard = Number(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY))
      expect(guard).toBeGreaterThan(Date.now())
      expect(guard).toBeLessThanOrEqual(Date.now() + 10_000)
      await close()
    })

    it('publishes latest.json and the build metadata the browser checks', async () => {
      const latestResponse = await fetch(`${site.url}/assets/builds/latest.json`)
      // never kept by a cache without asking: a new deploy must be seen within the hour
      expect(latestResponse.headers.get('cache-control')).toBe('no-cache')
      const latest = (await latestResponse.json()) as { id: string; timestamp: number }
      expect(latest.id).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(latest.timestamp).toBeGreaterThan(0)
      const meta = (await (await fetch(`${site.url}/assets/builds/meta/${latest.id}.json`)).json()) as Record<string, unknown>
      expect(meta).toMatchObject({ id: latest.id, timestamp: latest.timestamp })
      // the site's route rules (site/routing/routeRules.ts), as the guards read them
      expect(Object.keys(meta.matcher as object).length).toBeGreaterThan(0)
      expect(Array.isArray(meta.prerendered)).toBe(true)
      // the running code knows its build id: the hourly check finds this latest.json no newer, and navigations stay
      // client ones
      const { page, errors, documents, close } = await visit(browser, `${site.url}/`, { before: (p) => p.clock.install() })
      await pageHydrated(page)
      const checked = page.waitForResponse('**/assets/builds/latest.json')
      await page.clock.fastForward('01:00:01')
      expect(((await (await checked).json()) as { id: string }).id).toBe(latest.id)
      await page.locator('header nav a[href="/about"]').first().click()
      await page.waitForURL(`${site.url}/about`)
      await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('hosting company'))
      expect(documents).toHaveLength(1)
      expect(errors).toEqual([])
      await close()
    })
  })
})
