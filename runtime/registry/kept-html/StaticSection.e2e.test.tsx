import type { Browser } from 'playwright-core'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_INNER, StaticSectionApp } from './__fixtures__/staticSectionApp'
import { bundleClient, serveHydrationFixture } from '../../testing/hydrationFixture'
import { launchBrowser } from '../../testing/launchBrowser'
import type { TestServer } from '../../testing/startTestServer'
import { innerHtmlReadsOf } from '../../testing/watchInnerHtmlReads'

// A static section in chromium: hydrating keeps the server's DOM without reading it back (reading
// innerHTML serialises it), and the section taken off the page and put back shows what the page showed.
describe('StaticSection in the browser', () => {
  let browser: Browser
  let server: TestServer

  beforeAll(async () => {
    const script = await bundleClient(new URL('./__fixtures__/staticSectionClient.tsx', import.meta.url))
    server = await serveHydrationFixture({ '/client.js': script }, () => ({
      root: renderToString(<StaticSectionApp server />),
      script: '/client.js',
    }))
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()])
  })

  it('hydrates without reading the HTML back, and shows what the page showed when mounted again', async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(server.url)
    await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated)
    const inner = () => page.evaluate(() => document.querySelector('section.static')?.innerHTML)
    expect(await innerHtmlReadsOf(page)).toEqual([])
    expect(await inner()).toBe(SERVER_INNER)
    await page.evaluate(() => (window as unknown as { toggleSection: () => void }).toggleSection())
    await page.waitForSelector('text=Hidden')
    await page.evaluate(() => (window as unknown as { toggleSection: () => void }).toggleSection())
    await page.waitForSelector('section.static')
    expect(await inner()).toBe(SERVER_INNER)
    expect(errors).toEqual([])
    await page.close()
  })
})
