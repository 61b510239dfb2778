import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { axeViolations } from './axe'
import { startSite, type TestSite } from './startSite'

// Every page a search engine is told of, at a phone's width and a laptop's, with no serious or critical axe
// violation: what a visitor with a screen reader or a keyboard meets anywhere on the site.

let site: TestSite
let browser: Browser
let paths: string[]

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('axe over the sitemap', () => {
  it.each([375, 1280])('finds no serious or critical violation on any page at %i px', async (width) => {
    expect(paths.length).toBeGreaterThan(20)
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    // one tab going from page to page, as a visitor's does (each goto is a new document): a new tab per page, with
    // its own renderer to start, took twice as long
    const page = await context.newPage()
    const found: string[] = []
    for (const path of paths) {
      const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load' })
      expect(response?.status(), path).toBe(200)
      const violations = await axeViolations(page, ['body'])
      found.push(...violations.filter((line) => / \((serious|critical)\):/.test(line)).map((line) => `${path}: ${line}`))
    }
    await context.close()
    expect(found).toEqual([])
  }, 600_000)
})
