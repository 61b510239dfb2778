import type { Browser } from 'playwright-core'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { App } from './__fixtures__/hydrationApp'
import { setSectionLogger } from './reportSectionProblem'
import { bundleClient, serveHydrationFixture } from '../testing/hydrationFixture'
import { launchBrowser } from '../testing/launchBrowser'
import type { TestServer } from '../testing/startTestServer'

// The browser half of the registry's failure isolation: server-render a page of sections here, hydrate it in
// chromium, and check what a visitor sees when sections throw while hydrating, in an effect, or everywhere.
describe('SectionList in the browser', () => {
  let browser: Browser
  let server: TestServer
  let url: string

  beforeAll(async () => {
    const script = await bundleClient(new URL('./__fixtures__/hydrationClient.tsx', import.meta.url), {
      // SectionList's default resolver reaches the real registry; its section styles are not needed here
      loader: { '.css': 'empty', '.module.css': 'empty' },
      // ...and the workers some sections start (Vite's `?worker` imports) stay out of this bundle too
      plugins: [{ name: 'no-workers', setup: (b) => void b.onResolve({ filter: /\?worker$/ }, (args) => ({ path: args.path, namespace: 'no-worker' })) }, { name: 'no-worker-load', setup: (b) => void b.onLoad({ filter: /.*/, namespace: 'no-worker' }, () => ({ contents: 'export default class {}', loader: 'js' })) }],
    })
    server = await serveHydrationFixture({ '/client.js': script }, (path) => {
      const diagnostics = path === '/dev'
      setSectionLogger(() => {})
      return { root: renderToString(<App diagnostics={diagnostics} />), script: '/client.js', bodyAttributes: { 'data-diagnostics': String(diagnostics) } }
    })
    url = server.url
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()])
  })

  async function load(path: string) {
    const page = await browser.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    await page.goto(`${url}${path}`)
    // settled once the three failures are logged and the sections that threw have left the page
    await page.waitForFunction(
      () => ((window as unknown as { sectionLog?: unknown[] }).sectionLog?.length ?? 0) >= 3 && !document.querySelector('[data-testid="browser-thrower"], [data-testid="effect-thrower"]'),
    )
    const log = (await page.evaluate(() => (window as unknown as { sectionLog: unknown[] }).sectionLog)) as Array<Record<string, unknown>>
    return { page, log, pageErrors }
  }

  it('in production keeps the healthy sections and leaves out every throwing one', async () => {
    const { page, log, pageErrors } = await load('/')
    expect(await page.getByTestId('plain').allTextContents()).toEqual(['first', 'last'])
    expect(await page.getByTestId('browser-thrower').count()).toBe(0)
    expect(await page.getByTestId('effect-thrower').count()).toBe(0)
    expect(await page.locator('.section-diagnostic').count()).toBe(0)
    expect(pageErrors).toEqual([])
    // one line per failing section, naming page, index and uid
    expect(log.map((l) => [l.page, l.index, l.uid, l.message]).sort()).toEqual([
      ['/test', 1, 'test.browser', 'window-only failure'],
      ['/test', 2, 'test.effect', 'effect failure'],
      ['/test', 3, 'test.always', 'always failure'],
    ])
    await page.close()
  })

  it('in development and preview shows a diagnostic box for each throwing section', async () => {
    const { page } = await load('/dev')
    expect(await page.getByTestId('plain').allTextContents()).toEqual(['first', 'last'])
    const boxes = await page.locator('.section-diagnostic').allTextContents()
    expect(boxes).toHaveLength(3)
    expect(boxes.join(' ')).toContain('window-only failure')
    expect(boxes.join(' ')).toContain('effect failure')
    expect(boxes.join(' ')).toContain('always failure')
    await page.close()
  })
})
