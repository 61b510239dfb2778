import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { PREVIEW_COOKIE, signPreview } from '../server/previewCookie'
import { startSite, type TestSite } from './startSite'
import { pageHydrated } from './hydrated'

const root = fileURLToPath(new URL('../../', import.meta.url))
const PREVIEW_SECRET = 'e2e-preview-secret'

/** The demo content pack with two broken sections slipped into the home page. */
function contentWithBrokenSections(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-content-'))
  cpSync(join(root, 'content'), dir, { recursive: true })
  const path = join(dir, 'collections/pages/homepage.json')
  const page = JSON.parse(readFileSync(path, 'utf8'))
  page.sections.splice(1, 0, { __component: 'sections.billboard', heading: 'Broken billboard', spacing: 'huge' }, { __component: 'sections.hologram', beam: true })
  writeFileSync(path, JSON.stringify(page))
  return dir
}

async function visit(browser: Browser, url: string, cookies: { name: string; value: string; url: string }[] = []) {
  const context = await browser.newContext()
  if (cookies.length) await context.addCookies(cookies)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(String(e)))
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  return { page, errors, status: response?.status(), close: () => context.close() }
}

describe('the site skeleton against the production build', () => {
  let site: TestSite
  let browser: Browser
  let contentDir: string
  let previewCookie: { name: string; value: string; url: string }

  beforeAll(async () => {
    contentDir = contentWithBrokenSections()
    ;[site, browser] = await Promise.all([startSite({ CONTENT_DIR: contentDir, PREVIEW_SECRET }), launchBrowser()])
    previewCookie = { name: PREVIEW_COOKIE, value: signPreview(PREVIEW_SECRET, Date.now() + 3_600_000), url: site.url }
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
    rmSync(contentDir, { recursive: true, force: true })
  })

  it('serves the home page from the content pack with zero console errors', async () => {
    const { page, errors, status, close } = await visit(browser, `${site.url}/`)
    expect(status).toBe(200)
    expect(await page.locator('h1').first().textContent()).toMatch(/\w/)
    expect(await page.title()).toMatch(/ \| Lumen Hosting$/)
    expect(errors).toEqual([])
    await close()
  })

  it('fetches each stylesheet the page links once, during hydration or after it', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('request', (request) => request.resourceType() === 'stylesheet' && fetched.push(new URL(request.url()).pathname))
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' })
    await pageHydrated(page)
    const linked = await page.$$eval('link[rel="stylesheet"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
    expect(linked.length).toBeGreaterThan(0)
    expect(new Set(fetched)).toEqual(new Set(linked))
    expect(fetched).toHaveLength(new Set(fetched).size)
    await context.close()
  })

  it('leaves broken sections out in production, keeps the rest, and logs each once', async () => {
    const { page, close } = await visit(browser, `${site.url}/`)
    const html = await page.content()
    expect(html).not.toContain('Broken billboard')
    // the class name is in the page's inlined stylesheet: look for the element
    expect(await page.locator('.section-diagnostic').count()).toBe(0)
    expect(await page.locator('main section').count()).toBeGreaterThan(2)
    const lines = site.logs.filter((l) => l.includes('section left out')).map((l) => JSON.parse(l))
    expect(lines).toContainEqual(expect.objectContaining({ page: '/', index: 1, uid: 'sections.billboard', kind: 'invalid', pointer: '/spacing' }))
    expect(lines).toContainEqual(expect.objectContaining({ page: '/', index: 2, uid: 'sections.hologram', kind: 'unknown' }))
    await close()
  })

  it('shows broken sections as diagnostic boxes in preview', async () => {
    const { page, close } = await visit(browser, `${site.url}/`, [previewCookie])
    const boxes = page.locator('.section-diagnostic')
    expect(await boxes.count()).toBe(2)
    expect(await boxes.first().textContent()).toContain('/spacing')
    await close()
  })

  it('answers 404 for the section catalogue in production without preview', async () => {
    const { page, status, close } = await visit(browser, `${site.url}/_sections`)
    expect(status).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Content not found')
    expect(await page.title()).toBe('Content not found | Lumen Hosting')
    await close()
  })

  it('renders every schema example in the section catalogue in preview, with zero console errors', async () => {
    const { page, errors, status, close } = await visit(browser, `${site.url}/_sections`, [previewCookie])
    expect(status).toBe(200)
    for (const entry of catalogue) expect(await page.locator(`[id="${entry.uid.replace('.', '-')}"]`).count(), entry.uid).toBe(1)
    expect(await page.locator('.section-diagnostic').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('answers an unknown path with the 404 error page and its status', async () => {
    const { page, status, close } = await visit(browser, `${site.url}/no-such-page`)
    expect(status).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Content not found')
    expect(await page.title()).toBe('Content not found | Lumen Hosting')
    await close()
  })

  it('navigates on the client without a full page load', async () => {
    const { page, errors, close } = await visit(browser, `${site.url}/`)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await page.locator('main a[href="/web-hosting#plans"]').first().click()
    await page.waitForURL(`${site.url}/web-hosting#plans`)
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Hosting'))
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    // the next page's title, as its server render has it, once the page is shown
    const title = await (await fetch(`${site.url}/web-hosting`)).text().then((html) => /<title>([^<]*)<\/title>/.exec(html)?.[1])
    expect(title).toMatch(/ \| Lumen Hosting$/)
    await page.waitForFunction((expected) => document.title === expected, title)
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title)
    expect(errors).toEqual([])
    await close()
  })
})

describe('the client bundle', () => {
  it('contains no new Function( and no eval(', () => {
    const dir = join(root, 'dist/client/assets')
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.js'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const code = readFileSync(join(file.parentPath, file.name), 'utf8')
      expect(code, file.name).not.toMatch(/new Function\(|\beval\(/)
    }
  })
})
