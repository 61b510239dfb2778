import { build } from 'esbuild'
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_INNER, StaticSectionApp } from './__fixtures__/staticSectionApp'
import { launchBrowser } from '../testing/launchBrowser'

// A static section in chromium: hydrating keeps the server's DOM without reading it back (issue 9: reading
// innerHTML serialises it), and the section taken off the page and put back shows what the page showed.
describe('StaticSection in the browser', () => {
  let browser: Browser
  let server: Server
  let url: string

  beforeAll(async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./__fixtures__/staticSectionClient.tsx', import.meta.url))],
      bundle: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    const script = result.outputFiles[0]!.text
    server = createServer((req, res) => {
      if (req.url === '/client.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      const html = renderToString(<StaticSectionApp server />)
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><html><body><div id="root">${html}</div><script type="module" src="/client.js"></script></body></html>`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    if (!server) return
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('hydrates without reading the HTML back, and shows what the page showed when mounted again', async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(url)
    await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated)
    const inner = () => page.evaluate(() => document.querySelector('section.static')?.innerHTML)
    const reads = () => page.evaluate(() => (window as unknown as { innerHtmlReads: number }).innerHtmlReads)
    expect(await reads()).toBe(0)
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
