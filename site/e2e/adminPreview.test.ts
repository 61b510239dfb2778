import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../runtime/testing/freePort'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { startStrapi, type RunningStrapi } from '../../runtime/testing/startStrapi'
import { startSite, type TestSite } from './startSite'

// An editor in the real Strapi admin (its build, served by Strapi): the schemas' rules at the field, and the admin's
// own "Open preview" pane showing the site's page and following each save.

const ADMIN = { email: 'preview-editor@stratum.test', password: 'Preview-editor-2026' }
const PREVIEW_SECRET = 'e2e-admin-preview-secret'
/** The about page's billboard heading and its Text section "Our story" (content/collections/pages/about.json). */
const ORIGINAL = 'A hosting company run by people who build websites'
const EDITED = 'Edited in the admin, seen in its preview'

let strapi: RunningStrapi
let site: TestSite
let browser: Browser
let aboutId: string

beforeAll(async () => {
  const port = await freePort()
  strapi = await startStrapi({
    env: { STRAPI_DISABLE_ADMIN: 'false', SITE_URL: `http://127.0.0.1:${port}`, PREVIEW_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  })
  ;[site, browser] = await Promise.all([
    startSite({ CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, PREVIEW_SECRET, PROXY_SECRET: strapi.proxySecret }, { port }),
    launchBrowser(),
  ])
  const found = (await (await fetch(`${strapi.url}/api/pages?filters[slug][$eq]=about`)).json()) as { data: { documentId: string }[] }
  aboutId = found.data[0]!.documentId
}, 300_000)
afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await strapi?.stop()
})

/** Signs in to the admin and opens the about page's edit view. */
async function editAbout(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(`${strapi.url}/admin`)
  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto(`${strapi.url}/admin/content-manager/collection-types/api::page.page/${aboutId}`)
  await page.getByRole('link', { name: /open preview/i }).waitFor()
  return page
}

/** Opens a section of the dynamic zone, as an editor does from the keyboard (its header is a button). */
async function openSection(page: Page, name: string): Promise<void> {
  const header = page.getByRole('button', { name, exact: true })
  await header.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true')
}

/** The about page's sections as the public reads them. */
async function publishedSections(): Promise<{ __component: string; anchor?: string }[]> {
  const body = (await (await fetch(`${strapi.url}/api/pages?filters[slug][$eq]=about&populate=sections`)).json()) as { data: { sections: { __component: string; anchor?: string }[] }[] }
  return body.data[0]!.sections
}

describe('Strapi admin: the schemas at the field, the site in the preview pane', () => {
  it('shows a broken anchor at its field, in words, and neither saves nor publishes it', async () => {
    const page = await editAbout()
    await openSection(page, 'Text - Our story')
    const anchor = page.getByLabel(/^anchor/i)
    await anchor.fill('2 plans!')
    await page.getByRole('button', { name: 'Save' }).click()
    // the admin puts Strapi's validation error under the field it names
    await expect.poll(() => page.getByText(/must look like "pricing-table"/).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    await expect.poll(() => anchor.getAttribute('aria-invalid')).toBe('true')
    // the edit view holds Publish back while a field is wrong; through the API a publish is refused as well
    // (strapiEnforcesSchemas.test.ts)
    expect(await page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true)
    expect((await publishedSections()).map((s) => s.anchor)).not.toContain('2 plans!')
    await page.close()
  }, 180_000)

  it("shows the page in the admin's preview pane, and the saved draft after each save without a reload", async () => {
    const page = await editAbout()
    await page.getByRole('link', { name: /open preview/i }).click()
    const frame = page.frameLocator('iframe[title="Preview"]')
    await expect.poll(() => frame.locator('h1').first().textContent(), { timeout: 60_000 }).toBe(ORIGINAL)
    await expect.poll(() => frame.getByRole('region', { name: 'Preview' }).count()).toBe(1)
    // a mark that a full load of the frame would lose
    await frame.locator('body').evaluate(() => ((window as unknown as { kept?: boolean }).kept = true))

    // the editor saves a change in another tab of the admin
    const editor = await editAbout()
    await openSection(editor, `Billboard - ${ORIGINAL}`)
    await editor.getByLabel(/^heading/i).first().fill(EDITED)
    await editor.getByRole('button', { name: 'Save' }).click()
    await editor.getByText(/saved/i).first().waitFor({ timeout: 30_000 })
    await editor.close()

    // what the admin's preview posts after a save (onPreview: `strapiUpdate` to the frame's origin); Strapi's
    // community edition has no form beside the pane, so the test posts it from the admin's own window
    await page.evaluate((origin) => document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]')!.contentWindow!.postMessage({ type: 'strapiUpdate' }, origin), site.url)
    await expect.poll(() => frame.locator('h1').first().textContent(), { timeout: 30_000 }).toBe(EDITED)
    expect(await frame.locator('body').evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true)
    // the page visitors see is still the published one
    const published = await (await fetch(`${site.url}/about`)).text()
    expect(published).toContain(ORIGINAL)
    expect(published).not.toContain(EDITED)
    await page.close()
  }, 180_000)

  it('lets no one but the admin frame the site: a page elsewhere gets frame-ancestors none', async () => {
    const response = await fetch(`${site.url}/about`)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})
