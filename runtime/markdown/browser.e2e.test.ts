import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../testing/launchBrowser'
import { renderMarkdown, sanitizeHtml } from './index'
import { loadCorpora } from './testing/corpora'
import { createRandom } from './testing/createRandom'
import { generateHtml } from './testing/generateHtml'
import { generateMarkdown } from './testing/generateMarkdown'

const inputs = [
  ...loadCorpora().map((vector) => vector.payload),
  ...Array.from({ length: 150 }, (_, seed) => generateHtml(createRandom(seed), 40)),
  ...Array.from({ length: 150 }, (_, seed) => generateMarkdown(createRandom(seed))),
  `${'<div>'.repeat(5000)}deep`,
  `${'> '.repeat(5000)}deep`,
  'Entities: &copy; &notit; &amp; &#x1F600; &NotANamedOne;',
]

describe('runtime/markdown in the browser', () => {
  let browser: Browser
  let bundle: string

  beforeAll(async () => {
    // The same browser build a bundler makes for the site (the `browser` export conditions), as one script.
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'stratumMarkdown',
      write: false,
      logLevel: 'silent',
    })
    bundle = result.outputFiles[0]?.text ?? ''
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('renders and sanitises exactly as on the server', async () => {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>markdown</title>')
    await page.addScriptTag({ content: bundle })
    const inBrowser = await page.evaluate((all) => {
      const api = (window as unknown as { stratumMarkdown: { renderMarkdown(x: string, o?: { preset?: string }): string; sanitizeHtml(x: string): string } }).stratumMarkdown
      return all.map((input) => [api.sanitizeHtml(input), api.renderMarkdown(input), api.renderMarkdown(input, { preset: 'commonmark' })])
    }, inputs)
    await page.close()
    const onServer = inputs.map((input) => [sanitizeHtml(input), renderMarkdown(input), renderMarkdown(input, { preset: 'commonmark' })])
    const differences = inputs.flatMap((input, index) => (JSON.stringify(inBrowser[index]) === JSON.stringify(onServer[index]) ? [] : [input]))
    expect(differences).toEqual([])
    // every input is rendered twice in the browser and twice on the server through remark: more than the default 60 s
    // on a busy machine
  }, 240_000)
})
