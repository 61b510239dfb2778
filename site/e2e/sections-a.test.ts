import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { PREVIEW_COOKIE, signPreview } from '../server/previewCookie'
import { axeViolations } from './axe'
import { drawn } from './drawn'
import { elementScreenshot } from './elementScreenshot'
import { hydrated, pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'

const root = fileURLToPath(new URL('../../', import.meta.url))
const PREVIEW_SECRET = 'e2e-sections-a'
const ARTIFACTS = `${root}test-results/sections`

/** Part A of the section library: the catalogue group of each, by its uid. */
const TYPES = ['brands', 'cards', 'divider', 'feature-list', 'feature-filter', 'integrations', 'juxtaposed-media', 'map'] as const
const groupOf = (type: string) => `article[aria-labelledby="sections-${type}-title"]`

/** A section of each type on the demo pages, found by its heading or, for dividers, its label. */
const DEMO: Record<string, { type: string; text: string }[]> = {
  '/web-hosting': [
    { type: 'cards', text: 'Which kind of hosting is right for you?' },
    { type: 'feature-filter', text: 'What every plan includes' },
    { type: 'juxtaposed-media', text: 'From sign-up to a live site in under a minute' },
    { type: 'integrations', text: 'Works with the tools you already use' },
  ],
  '/domains': [
    { type: 'feature-list', text: 'Included with every domain' },
    { type: 'divider', text: 'Questions we are asked most' },
    { type: 'cards', text: 'Domain guides from our support team' },
  ],
  '/company-details': [
    { type: 'map', text: 'Visit our Manchester office' },
    { type: 'brands', text: 'Part of the Northlight Group' },
  ],
}

interface Visit {
  page: Page
  errors: string[]
  status: number | undefined
  context: BrowserContext
}

describe('section library A against the production build', () => {
  let site: TestSite
  let browser: Browser
  const cookies = () => [{ name: PREVIEW_COOKIE, value: signPreview(PREVIEW_SECRET, Date.now() + 3_600_000), url: site.url }]

  async function visit(path: string, { width = 1280, preview = false, dark = false } = {}): Promise<Visit> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    if (preview) await context.addCookies(cookies())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(String(e)))
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`))
    const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
    if (dark) await page.evaluate(() => document.documentElement.classList.add('dark'))
    return { page, errors, status: response?.status(), context }
  }

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true })
    ;[site, browser] = await Promise.all([startSite({ PREVIEW_SECRET }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  it('renders every example of each type in the preview catalogue with no diagnostics and zero console errors', async () => {
    const { page, errors, status, context } = await visit('/_sections', { preview: true })
    expect(status).toBe(200)
    for (const type of TYPES) {
      const group = page.locator(groupOf(type))
      expect(await group.count(), type).toBe(1)
      expect(await group.locator('section.section').count(), type).toBeGreaterThan(0)
      expect(await group.locator('.section-diagnostic').count(), type).toBe(0)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  for (const [path, sections] of Object.entries(DEMO)) {
    it(`renders its sections on ${path} with zero console errors`, async () => {
      const { page, errors, status, context } = await visit(path)
      expect(status).toBe(200)
      for (const { type, text } of sections) expect(await page.locator('main section').filter({ hasText: text }).count(), `${type}: ${text}`).toBe(1)
      expect(await page.locator('.section-diagnostic').count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('leaves static sections’ HTML out of a first load’s page data, keeps the server’s DOM, and brings it on client navigation', async () => {
    const { page, errors, context } = await visit('/')
    const pageData = JSON.parse((await page.locator('#vike_pageContext').textContent())!) as { data: { sections: { html?: { inner?: string } }[] } }
    const statics = pageData.data.sections.filter((entry) => entry.html)
    expect(statics.length).toBeGreaterThan(0)
    expect(statics.every((entry) => entry.html!.inner === undefined)).toBe(true)
    const texts = () => page.locator('main > *').evaluateAll((sections) => sections.map((section) => section.textContent))
    // interactive sections hydrate as the visitor comes near them: read to the foot, as a visitor does
    for (const section of await page.locator('main [data-section-index]').all()) await hydrated(section)
    const home = await texts()
    const homeH1 = await page.locator('h1').first().textContent()
    expect(home.every((text) => text!.trim().length > 0)).toBe(true)
    // the landing page also begins with a billboard: the same element must show the new section's HTML
    await page.locator('header nav a[href="/web-hosting"]').first().click()
    await page.waitForFunction((h1) => document.querySelector('h1')?.textContent !== h1, homeH1)
    expect(await page.locator('main section').filter({ hasText: 'What every plan includes' }).count()).toBe(1)
    await page.goBack()
    await page.waitForFunction((h1) => document.querySelector('h1')?.textContent === h1, homeH1)
    await page.waitForLoadState('networkidle')
    expect(await texts()).toEqual(home)
    expect(errors).toEqual([])
    await context.close()
  })

  it('filters features by category from the keyboard and announces the count', async () => {
    const { page, errors, context } = await visit('/web-hosting')
    const section = await hydrated(page.locator('main section').filter({ hasText: 'What every plan includes' }))
    const all = section.getByRole('button', { name: 'All features' })
    await all.waitFor({ state: 'visible' })
    const features = section.locator('ul > li')
    expect(await features.count()).toBe(10)
    await all.focus()
    await page.keyboard.press('Tab') // Performance
    await page.keyboard.press('Tab') // Security
    await page.keyboard.press('Enter')
    const security = section.getByRole('button', { name: 'Security' })
    expect(await security.getAttribute('aria-pressed')).toBe('true')
    expect(await all.getAttribute('aria-pressed')).toBe('false')
    expect(await section.locator('ul > li:visible').count()).toBe(3)
    expect(await section.getByRole('status').textContent()).toBe('Showing 3 of 10 features: Security')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Space')
    expect(await all.getAttribute('aria-pressed')).toBe('true')
    expect(await section.locator('ul > li:visible').count()).toBe(10)
    expect(await section.getByRole('status').textContent()).toBe('Showing 10 of 10 features: All features')
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows every feature and no filter buttons without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${site.url}/web-hosting`)
    const section = page.locator('main section').filter({ hasText: 'What every plan includes' })
    expect(await section.locator('ul > li:visible').count()).toBe(10)
    expect(await section.getByRole('button').count()).toBe(0)
    await context.close()
  })

  describe('a juxtaposed-media video (a facade until asked)', () => {
    const VIDEO_SECTION = 'From sign-up to a live site in under a minute'
    const PLAY = /^Play video: Screen recording of the Lumen control panel/

    /** What the video element shows once it is there: playing, focused, with controls, and where it is. */
    const videoState = (page: Page) =>
      page.evaluate(() => {
        const video = document.querySelector('main video') as HTMLVideoElement | null
        if (!video) return null
        const source = video.querySelector('source')
        const player = {
          preload: video.preload,
          playsInline: video.playsInline,
          autoplay: video.autoplay,
          poster: video.getAttribute('poster'),
          label: video.getAttribute('aria-label'),
          source: [source?.getAttribute('src'), source?.type],
          tracks: [...video.querySelectorAll('track')].map((t) => [t.kind, t.getAttribute('src'), t.srclang, t.label, t.default]),
        }
        return { playing: !video.paused, focused: document.activeElement === video, controls: video.controls, box: video.getBoundingClientRect().toJSON() as DOMRect, player }
      })

    it('loads no video, metadata or poster far below the fold, and builds no video element', async () => {
      const context = await browser.newContext({ viewport: { width: 375, height: 700 } })
      const page = await context.newPage()
      const media: string[] = []
      page.on('request', (request) => /\/uploads\/video-/.test(request.url()) && media.push(request.url()))
      await page.goto(`${site.url}/web-hosting`, { waitUntil: 'networkidle' })
      await drawn(page)
      expect(media).toEqual([])
      expect(await page.locator('video').count()).toBe(0)
      const facade = page.getByRole('link', { name: PLAY })
      await facade.scrollIntoViewIfNeeded()
      await page.waitForFunction(() => (document.querySelector('a[data-play-video] img') as HTMLImageElement | null)?.complete)
      expect(media.map((url) => new URL(url).pathname)).toEqual(['/uploads/video-one-click-wordpress-poster.jpg'])
      await context.close()
    })

    it('swaps in the playing, focused video in the same place on a click, and on Enter, with no console errors', async () => {
      for (const activate of ['click', 'Enter'] as const) {
        const { page, errors, context } = await visit('/web-hosting', { width: 375 })
        await pageHydrated(page)
        const facade = page.getByRole('link', { name: PLAY })
        await facade.scrollIntoViewIfNeeded()
        const before = (await facade.boundingBox())!
        if (activate === 'click') await facade.click()
        else {
          await facade.focus()
          await page.keyboard.press('Enter')
        }
        await page.waitForFunction(() => !(document.querySelector('main video') as HTMLVideoElement | null)?.paused)
        const state = (await videoState(page))!
        expect({ activate, playing: state.playing, focused: state.focused, controls: state.controls }).toEqual({ activate, playing: true, focused: true, controls: true })
        expect(state.player).toEqual({
          preload: 'metadata',
          playsInline: true,
          autoplay: false,
          poster: '/uploads/video-one-click-wordpress-poster.jpg',
          label: expect.stringMatching(/^Screen recording of the Lumen control panel/),
          source: ['/uploads/video-one-click-wordpress.webm', 'video/webm'],
          tracks: [],
        })
        expect(Math.abs(state.box.height - before.height), activate).toBeLessThan(1)
        expect(Math.abs(state.box.y - before.y), activate).toBeLessThan(1)
        expect(new URL(page.url()).pathname).toBe('/web-hosting')
        expect(await page.locator('main section').filter({ hasText: VIDEO_SECTION }).locator('a[data-play-video]').count()).toBe(0)
        expect(errors).toEqual([])
        await context.close()
      }
    })

    it('plays after a client navigation too, where the section comes as HTML in the page data', async () => {
      const { page, errors, context } = await visit('/')
      await pageHydrated(page)
      await page.locator('header nav a[href="/web-hosting"]').first().click()
      const facade = page.getByRole('link', { name: PLAY })
      await facade.waitFor()
      await facade.scrollIntoViewIfNeeded()
      await facade.click()
      await page.waitForFunction(() => !(document.querySelector('main video') as HTMLVideoElement | null)?.paused)
      expect((await videoState(page))!.focused).toBe(true)
      expect(errors).toEqual([])
      await context.close()
    })

    it('makes a captions track, shown by default, when the facade has one', async () => {
      const { page, errors, context } = await visit('/web-hosting', { width: 375 })
      await pageHydrated(page)
      const facade = page.getByRole('link', { name: PLAY })
      await facade.evaluate((link) => {
        link.setAttribute('data-captions', '/uploads/install.vtt')
        link.setAttribute('data-captions-language', 'cy')
        link.setAttribute('data-captions-label', 'Cymraeg')
      })
      await facade.scrollIntoViewIfNeeded()
      await page.route('**/uploads/install.vtt', (route) => route.fulfill({ contentType: 'text/vtt', body: 'WEBVTT\n\n00:00.000 --> 00:05.000\nGosod WordPress\n' }))
      await facade.click()
      await page.waitForSelector('main video')
      expect((await videoState(page))!.player.tracks).toEqual([['captions', '/uploads/install.vtt', 'cy', 'Cymraeg', true]])
      expect(errors).toEqual([])
      await context.close()
    })

    it('is a link to the video file without JavaScript', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${site.url}/web-hosting`)
      expect(await page.getByRole('link', { name: PLAY }).getAttribute('href')).toBe('/uploads/video-one-click-wordpress.webm')
      await context.close()
    })
  })

  for (const width of [375, 1280]) {
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light'
      it(`has no axe violations in the catalogue at ${width} px, ${theme}, and saves a screenshot per section`, async () => {
        const { page, context } = await visit('/_sections', { width, preview: true, dark })
        await page.evaluate(() => document.fonts.ready)
        const violations = await axeViolations(page, TYPES.map(groupOf))
        expect(violations).toEqual([])
        for (const type of TYPES) {
          const group = page.locator(groupOf(type))
          // lazy images load only near the viewport: ask for them all before the picture is taken
          await group.evaluate((g) => g.querySelectorAll('img').forEach((i) => (i.loading = 'eager')))
          await group.evaluate((g) => Promise.all([...g.querySelectorAll('img')].map((i) => i.decode().catch(() => undefined))))
          await elementScreenshot(group, `${ARTIFACTS}/${type}-${width}-${theme}.png`)
        }
        await context.close()
      })
    }
  }

  for (const path of Object.keys(DEMO)) {
    it(`has no axe violations in the section library's sections on ${path} at 375 and 1280 px, light and dark`, async () => {
      for (const width of [375, 1280]) {
        for (const dark of [false, true]) {
          const { page, context } = await visit(path, { width, dark })
          const selectors = await page.evaluate((texts) => {
            const sections = [...document.querySelectorAll('main section')]
            return texts.map((text) => {
              const index = sections.findIndex((s) => s.textContent?.includes(text))
              return `main section:nth-of-type(${index + 1})`
            })
          }, DEMO[path]!.map((s) => s.text))
          expect(await axeViolations(page, selectors), `${path} ${width} ${dark ? 'dark' : 'light'}`).toEqual([])
          await context.close()
        }
      }
    })
  }
})
