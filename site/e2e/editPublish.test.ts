import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../runtime/testing/freePort'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { startStrapi, type RunningStrapi } from '../../runtime/testing/startStrapi'
import { loginAdmin, type StrapiAdmin } from '../../runtime/testing/strapiAdmin'
import { startSite, type TestSite } from './startSite'

// An editor changes a page in Strapi, publishes, and the site shows it at once, because
// Strapi's purge webhook (cms/src/setup/registerPurgeWebhook.js) empties the site's content cache. The content
// cache keeps entries an hour here (CONTENT_TTL), so only the purge can explain the change; a second site on the
// same Strapi that no webhook reaches is the control: it keeps the old page.

const PURGE_SECRET = 'e2e-edit-publish-purge-secret'
const CONTROL_SECRET = 'e2e-edit-publish-control-secret'
const ADMIN = { email: 'editor@example.test', password: 'Editor-password-1' }
const HOUR = '3600000'
const PATH = '/about'
const PAGE_UID = 'api::page.page'
/** The about page's first heading (its billboard, an h1) in content/collections/pages/about.json. */
const ORIGINAL = 'A hosting company run by people who build websites'
const DRAFT = 'Saved as a draft, never published'
const PUBLISHED = 'Edited in Strapi and published'

/** Polls `check` until it holds; resolves with the milliseconds it took, rejects after `timeoutMs`. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('an editor edits and publishes a page in Strapi: the site shows it at once, through the purge webhook', () => {
  let strapi: RunningStrapi
  /** Strapi's webhook points here. */
  let site: TestSite
  /** The same Strapi and cache TTL, no webhook: what the site would show without the purge. */
  let control: TestSite
  let browser: Browser
  let context: BrowserContext
  let tab: Page
  let admin: StrapiAdmin
  let documentId: string

  const html = async (at: TestSite = site) => {
    const response = await fetch(`${at.url}${PATH}`)
    expect(response.status).toBe(200)
    return response.text()
  }
  /** The purge requests the site answered with 200 (its access log: one JSON line per request). */
  const purges = () =>
    site.logs.filter((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; method?: string; path?: string; status?: number }
        return entry.msg === 'request' && entry.method === 'POST' && entry.path === '/api/cache/purge' && entry.status === 200
      } catch {
        return false
      }
    }).length
  /** The billboard's heading as the edit view would save it: the other sections by id, unchanged. */
  const withHeading = async (heading: string) => {
    const draft = await admin.findDocument(PAGE_UID, documentId)
    const sections = draft.sections as { id: number; __component: string; heading?: string }[]
    const billboard = sections.findIndex((section) => section.__component === 'sections.billboard')
    expect(billboard).toBeGreaterThanOrEqual(0)
    return { sections: sections.map((section, i) => ({ id: section.id, __component: section.__component, ...(i === billboard ? { heading } : {}) })) }
  }
  const h1 = async () => (await tab.locator('main h1').first().textContent())?.trim()

  beforeAll(async () => {
    // the site's address must be known before Strapi starts: its webhook is registered from SITE_URL on boot
    const port = await freePort()
    strapi = await startStrapi({
      env: { SITE_URL: `http://127.0.0.1:${port}`, PURGE_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    })
    const env = { CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, CONTENT_TTL: HOUR }
    ;[site, control, browser] = await Promise.all([
      startSite({ ...env, PURGE_SECRET }, { port }),
      startSite({ ...env, PURGE_SECRET: CONTROL_SECRET }),
      launchBrowser(),
    ])
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    tab = await context.newPage()
    admin = await loginAdmin(strapi.url, ADMIN)
    const pages = (await (await fetch(`${strapi.url}/api/pages?filters[slug][$eq]=about&fields[0]=slug`)).json()) as { data: { documentId: string }[] }
    documentId = pages.data[0]!.documentId
  }, 240_000)

  afterAll(async () => {
    await Promise.all([browser?.close(), site?.stop(), control?.stop()])
    await strapi?.stop()
  })

  it('registers Strapi’s webhook to the site’s purge endpoint, with the secret', async () => {
    const { data } = await admin.request('GET', '/admin/webhooks')
    expect(data).toEqual([
      expect.objectContaining({
        url: `${site.url}/api/cache/purge`,
        headers: { 'x-purge-secret': PURGE_SECRET },
        isEnabled: true,
        events: expect.arrayContaining(['entry.update', 'entry.publish']),
      }),
    ])
  })

  it('keeps showing the published page after the editor only saves a draft, though the purge arrived', async () => {
    // the page is read once, so both sites hold it in their content cache
    await tab.goto(`${site.url}${PATH}`, { waitUntil: 'networkidle' })
    expect(await h1()).toBe(ORIGINAL)
    expect(await html(control)).toContain(ORIGINAL)

    const before = purges()
    const saved = await admin.updateDocument(PAGE_UID, documentId, await withHeading(DRAFT))
    expect(saved.status).toBe('modified')
    const purgedMs = await waitFor('the entry.update webhook purges the site', () => purges() > before, 10_000)
    console.log(`draft saved: the webhook purged the site ${purgedMs} ms after Strapi answered`)

    // the site read Strapi again after the purge, and Strapi's public API gives the published version only
    const page = await html()
    expect(page).toContain(ORIGINAL)
    expect(page).not.toContain(DRAFT)
    await tab.reload({ waitUntil: 'networkidle' })
    expect(await h1()).toBe(ORIGINAL)
  })

  it('shows the published edit within seconds, in a plain fetch and in chromium, while the site without the webhook keeps the old page', async () => {
    const before = purges()
    const started = Date.now()
    const published = await admin.publishDocument(PAGE_UID, documentId, await withHeading(PUBLISHED))
    expect(published.status).toBe('published')
    const publishMs = Date.now() - started
    const shownMs = await waitFor('the site shows the published heading', async () => (await html()).includes(PUBLISHED), 5_000)
    console.log(`publish answered in ${publishMs} ms; the site showed the edit ${shownMs} ms later (CONTENT_TTL ${HOUR} ms)`)
    expect(purges()).toBeGreaterThan(before)

    // the browser that had the page: a reload revalidates it (ETag) and gets the new one
    await tab.reload({ waitUntil: 'networkidle' })
    expect(await h1()).toBe(PUBLISHED)
    expect(await tab.content()).not.toContain(ORIGINAL)
    // and client-side navigation, which reads the page's data from the server, shows it too
    await tab.goto(`${site.url}/`, { waitUntil: 'networkidle' })
    await tab.locator(`footer a[href="${PATH}"]`).first().click()
    await tab.waitForURL(`${site.url}${PATH}`)
    await tab.waitForFunction((text) => document.querySelector('main h1')?.textContent?.trim() === text, PUBLISHED, { timeout: 10_000 })

    // Strapi serves the edit, yet the site no webhook reaches still shows the page it cached: only the purge explains it
    const fromStrapi = (await (await fetch(`${strapi.url}/api/pages?filters[slug][$eq]=about&populate[sections]=true`)).json()) as {
      data: { sections: { __component: string; heading?: string }[] }[]
    }
    expect(fromStrapi.data[0]!.sections.find((section) => section.__component === 'sections.billboard')?.heading).toBe(PUBLISHED)
    const stale = await html(control)
    expect(stale).toContain(ORIGINAL)
    expect(stale).not.toContain(PUBLISHED)
    // until it is purged by hand
    const purge = await fetch(`${control.url}/api/cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-purge-secret': CONTROL_SECRET },
      body: JSON.stringify({ event: 'entry.publish', model: 'page' }),
    })
    expect(purge.status).toBe(200)
    expect(await html(control)).toContain(PUBLISHED)
  })
})
