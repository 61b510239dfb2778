import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { AXE_SOURCE, axeViolations } from './axe'

describe('axeViolations', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    page = await browser.newPage()
  })
  afterAll(async () => {
    await browser?.close()
  })

  // text that fades in from transparent, as a carousel slide does when it is shown
  const FADING = `
    <style>@keyframes reveal { from { opacity: 0 } } .slide { animation: reveal 20s linear }</style>
    <main><h1>Reviews</h1><p class="slide">Support answered in four minutes.</p></main>`

  it('checks the page once it holds still: text caught fading in is read at its full colour', async () => {
    await page.setContent(FADING)
    // axe run at once reads the paragraph at the opacity of the moment: a contrast failure that is not there
    const atOnce = await page.evaluate(async (source) => {
      ;(0, eval)(source)
      const result = await (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string }[] }> } }).axe.run({ include: [['main']] }, { resultTypes: ['violations'] })
      return result.violations.map((v) => v.id)
    }, AXE_SOURCE)
    expect(atOnce).toContain('color-contrast')

    await page.setContent(FADING)
    expect(await axeViolations(page, ['main'])).toEqual([])
  })

  it('reports a part that is not there, unless told the parts are optional', async () => {
    await page.setContent('<main><h1>Plans</h1><p>From £2.49 a month.</p></main>')
    expect(await axeViolations(page, ['main', '#banner'])).toEqual(['missing: #banner'])
    expect(await axeViolations(page, ['main', '#banner'], { allPresent: false })).toEqual([])
    expect(await axeViolations(page, ['#banner'], { allPresent: false })).toEqual(['nothing to check'])
  })

  it('reports what is wrong, one line per rule', async () => {
    await page.setContent('<main><h1>Domains</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>')
    const found = await axeViolations(page, ['main'])
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^image-alt \(critical\): Images must have alternative text at \["img"\]/)
  })
})
