import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { elementScreenshot } from './elementScreenshot'

describe('elementScreenshot', () => {
  let browser: Browser
  let page: Page
  const folder = mkdtempSync(join(tmpdir(), 'element-screenshot-'))

  beforeAll(async () => {
    browser = await launchBrowser()
    page = await browser.newPage()
    // one box that holds still; one whose child a script moves on every frame (playwright cannot finish that)
    await page.setContent(`
      <div id="still" style="width:100px;height:40px;background:teal"></div>
      <div id="moving" style="position:relative;width:200px;height:60px"><span id="dot" style="position:absolute;display:block;width:10px;height:10px;background:red"></span></div>
      <script>
        let x = 0
        const step = () => { x = (x + 1) % 100; document.getElementById('dot').style.left = x + 'px'; document.getElementById('moving').style.height = 60 + (x % 2) + 'px'; requestAnimationFrame(step) }
        requestAnimationFrame(step)
      </script>`)
  })
  afterAll(async () => {
    await browser?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('saves the screenshot of an element that holds still', async () => {
    const path = join(folder, 'still.png')
    await elementScreenshot(page.locator('#still'), path)
    expect(existsSync(path)).toBe(true)
  })

  it("says what moved when an element never holds still: the element's box, the descendants and the frames drawn", async () => {
    const error = await elementScreenshot(page.locator('#moving'), join(folder, 'moving.png'), { timeout: 1500 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    const { name, message } = error as Error
    expect(name).toBe('TimeoutError')
    expect(message).toMatch(/what moved: [1-9]\d* of 60 frames drawn in 3 s; the element moved at frame \d+: \d+,\d+ 200×6[01] → \d+,\d+ 200×6[01]; descendants: span#dot moved at frame \d+/)
  })
})
