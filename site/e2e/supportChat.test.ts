import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'
import { visit } from './shellVisit'

// The support chat with a provider against the production build: its script loads on the first toggleChat click.
describe('the support chat with a provider', () => {
  const SCRIPT_URL = 'https://chat.example/widget.js'
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite({ CHAT_PROVIDER: 'examplechat', CHAT_SCRIPT_URL: SCRIPT_URL }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  it("loads the provider's script on the first toggleChat click only, and opens and closes the widget", async () => {
    let scriptLoads = 0
    const { page, errors, close } = await visit(browser, `${site.url}/`, {
      // a stand-in for the provider's loader (a third-party script): it shows a widget when the site asks
      before: (p) =>
        p.route(SCRIPT_URL, (route) => {
          scriptLoads++
          return route.fulfill({
            contentType: 'text/javascript',
            body: `window.addEventListener('stratum:support-chat', (e) => {
              let w = document.getElementById('chat-widget')
              if (!w) { w = document.createElement('div'); w.id = 'chat-widget'; w.textContent = 'Chat'; document.body.append(w) }
              w.hidden = !e.detail.open
              w.dataset.provider = e.detail.provider
            })`,
          })
        }),
    })
    await pageHydrated(page)
    expect(scriptLoads).toBe(0)
    const link = page.locator('main a[data-emit="toggleChat"]').first()
    await link.click()
    await page.locator('#chat-widget').waitFor()
    expect(await page.locator('#chat-widget').getAttribute('data-provider')).toBe('examplechat')
    expect(await page.locator('script[data-provider="examplechat"]').evaluate((s) => (s as HTMLScriptElement).nonce)).not.toBe('')
    expect(page.url()).toBe(`${site.url}/`)
    await link.click()
    expect(await page.locator('#chat-widget').isHidden()).toBe(true)
    await link.click()
    expect(await page.locator('#chat-widget').isVisible()).toBe(true)
    expect(scriptLoads).toBe(1)
    expect(errors).toEqual([])
    await close()
  })
})
