import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toConsentRecord } from '../../runtime/machines/consentRecord'
import { freePort } from '../../runtime/testing/freePort'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { startStrapi, type RunningStrapi } from '../../runtime/testing/startStrapi'
import { loginAdmin, type StrapiAdmin } from '../../runtime/testing/strapiAdmin'
import { axeViolations } from './axe'
import { elementScreenshot } from './elementScreenshot'
import { pageHydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'

// SPEC §4 Support chat with no chat provider configured: a toggleChat link opens the contact form, which sends
// through the register form's bot check (ALTCHA) to the site, which keeps the message in the real Strapi from cms/ as
// a support request. Strapi takes one only from the site (PROXY_SECRET); the Public role can neither make nor read one.

const root = fileURLToPath(new URL('../../', import.meta.url))
const ARTIFACTS = `${root}test-results/support`
const ALTCHA_HMAC_KEY = 'e2e-support-altcha-key-0123456789'
const ADMIN = { email: 'support-editor@example.test', password: 'Support-editor-1' }
const UID = 'api::support-request.support-request'
const ENDPOINT = '/api/support/requests'
/** A choice made on an earlier visit, so the banner stays closed (no marketing: no third-party widget either). */
const CONSENTED = toConsentRecord({ functional: true, analytics: true, marketing: false, personalization: true })

interface Visit {
  page: Page
  context: BrowserContext
  /** Console errors, page errors and CSP violations. */
  errors: string[]
}

async function open(browser: Browser, url: string, { width = 1280, dark = false }: { width?: number; dark?: boolean } = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  await context.addInitScript((record) => {
    localStorage.setItem('cookie-consent', JSON.stringify(record))
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`))
  }, CONSENTED)
  if (dark) await context.addCookies([{ name: 'dark-mode', value: 'true', url }])
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    // chromium logs every 4xx and 5xx answer to fetch; a refused message is one by design, and the form says why
    if (m.text().startsWith('Failed to load resource') && m.location().url.endsWith(ENDPOINT)) return
    errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(url, { waitUntil: 'networkidle' })
  await pageHydrated(page)
  return { page, context, errors }
}

const unique = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Send us a message' })
const isFocused = (page: Page, name: string) => dialogOf(page).getByRole('textbox', { name }).evaluate((element) => element === document.activeElement)

async function fill(page: Page, { name, email, message }: { name: string; email: string; message: string }) {
  const dialog = dialogOf(page)
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)
  await dialog.getByRole('textbox', { name: 'How can we help?' }).fill(message)
  return dialog
}

/** A JSON POST from the page, as the form sends it. */
const post = (page: Page, body: unknown) =>
  page.evaluate(
    async ([path, body]) => {
      const response = await fetch(path as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as { error?: { message: string } } }
    },
    [ENDPOINT, body] as const,
  )

describe('the contact form against the real Strapi', () => {
  let strapi: RunningStrapi
  let site: TestSite
  let browser: Browser
  let admin: StrapiAdmin

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true })
    strapi = await startStrapi({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } })
    ;[site, browser] = await Promise.all([startSite({ CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, ALTCHA_HMAC_KEY, PROXY_SECRET: strapi.proxySecret }), launchBrowser()])
    admin = await loginAdmin(strapi.url, ADMIN)
  }, 240_000)
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
    await strapi?.stop()
  })

  /** The support requests from one address, each as the admin's edit view loads it. */
  async function stored(email: string) {
    const list = await admin.request('GET', `/content-manager/collection-types/${UID}?page=1&pageSize=10&filters[$and][0][email][$eq]=${encodeURIComponent(email)}`)
    const results = list.results as { documentId: string }[]
    return Promise.all(results.map((row) => admin.findDocument(UID, row.documentId)))
  }

  it('opens the contact form from "start a chat" on /, sends it through the bot check, and keeps the request in Strapi', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/`)
    const sent: string[] = []
    page.on('request', (r) => r.url().endsWith(ENDPOINT) && sent.push(r.postData() ?? ''))
    await page.locator('main').getByRole('link', { name: 'start a chat' }).click()
    const dialog = dialogOf(page)
    await dialog.waitFor()
    // the form stands in for the chat: the visitor stays where they were
    expect(page.url()).toBe(`${site.url}/`)
    expect(await isFocused(page, 'Your name')).toBe(true)
    const email = `${unique()}@lumen-e2e.example`
    const message = 'My site has answered 500 since this morning. Could someone look at the error log?'
    await fill(page, { name: 'Ada Lovelace', email, message })
    // a double click sends one message
    await dialog.getByRole('button', { name: 'Send message' }).dblclick()
    await dialog.getByRole('status').filter({ hasText: `Thank you, Ada Lovelace. We will reply to ${email}` }).waitFor({ timeout: 30_000 })
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!)).toMatchObject({ name: 'Ada Lovelace', email, message, page: '/', botCheck: expect.any(String) })

    // the editors' view of it: one request, with what the visitor wrote and where
    const requests = await stored(email)
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ name: 'Ada Lovelace', email, message, page: '/' })

    // the payload is spent: sent again, it is refused before Strapi, and nothing more is stored
    const replay = await post(page, JSON.parse(sent[0]!))
    expect(replay).toMatchObject({ status: 400, body: { error: { message: 'This robot check was already used. Please complete it again.' } } })
    expect(await stored(email)).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens from the home page’s "Chat to our team" by keyboard, keeps focus inside, closes with Escape and gives focus back', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/`)
    const cta = page.locator('main').getByRole('link', { name: 'Chat to our team' })
    expect(await cta.getAttribute('data-emit')).toBe('toggleChat')
    await cta.focus()
    await page.keyboard.press('Enter')
    const dialog = dialogOf(page)
    await dialog.waitFor()
    expect(page.url()).toBe(`${site.url}/`)
    await page.keyboard.type('Grace Hopper')
    // Tab goes round the dialog's controls and never leaves it
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await cta.evaluate((element) => element === document.activeElement)).toBe(true)
    // what was typed is still there when the form opens again
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    expect(await dialog.getByRole('textbox', { name: 'Your name' }).inputValue()).toBe('Grace Hopper')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await cta.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens from an article’s "start a chat" and leaves the visitor on the article', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/blog/speed-up-wordpress`)
    const link = page.locator('main').getByRole('link', { name: 'start a chat' })
    // without scripts it leads to the home page's support section; with them the client router leaves it alone
    expect(await link.getAttribute('href')).toBe('/#support')
    await link.click()
    await dialogOf(page).waitFor()
    expect(page.url()).toBe(`${site.url}/blog/speed-up-wordpress`)
    await page.keyboard.press('Escape')
    await dialogOf(page).waitFor({ state: 'hidden' })
    expect(page.url()).toBe(`${site.url}/blog/speed-up-wordpress`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says in words beside each field what is missing, and sends nothing until it is fixed', async () => {
    const { page, context } = await open(browser, `${site.url}/`)
    const sent: string[] = []
    page.on('request', (r) => r.url().endsWith(ENDPOINT) && sent.push(r.url()))
    await page.locator('main').getByRole('link', { name: 'start a chat' }).click()
    const dialog = dialogOf(page)
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('not-an-email')
    await dialog.getByRole('button', { name: 'Send message' }).click()
    await dialog.getByText('Enter your name.').waitFor()
    expect(await dialog.getByText('Enter an email address like name@example.com.').isVisible()).toBe(true)
    expect(await dialog.getByText('Tell us how we can help.').isVisible()).toBe(true)
    const name = dialog.getByRole('textbox', { name: 'Your name' })
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await name.getAttribute('aria-describedby')).toContain(await dialog.getByText('Enter your name.').getAttribute('id'))
    expect(await isFocused(page, 'Your name')).toBe(true)
    expect(await dialog.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe('not-an-email')
    expect(sent).toEqual([])
    await context.close()
  })

  it('refuses a missing or forged bot check before Strapi, shows why beside the check, and stores nothing', async () => {
    const { page, context } = await open(browser, `${site.url}/`)
    const email = `${unique()}@lumen-e2e.example`
    const message = { name: 'Mallory', email, message: 'Buy cheap links!', page: '/' }
    expect(await post(page, message)).toMatchObject({ status: 400, body: { error: { message: 'Please complete the robot check before sending your message.' } } })
    const forged = await page.evaluate(async () => {
      const challenge = (await (await fetch('/api/altcha/challenge')).json()) as Record<string, unknown>
      return btoa(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } }))
    })
    expect(await post(page, { ...message, botCheck: forged })).toMatchObject({ status: 400, body: { error: { message: 'The robot check could not be verified. Please complete it again.' } } })
    expect(await post(page, { ...message, botCheck: 'not a payload' })).toMatchObject({ status: 400, body: { error: { message: 'The robot check answer could not be read. Please complete the check again.' } } })

    // in the form: an answer tampered with on its way is refused, shown beside the check, and the form is kept
    await page.route(`**${ENDPOINT}`, async (route) => {
      const data = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
      const payload = JSON.parse(atob(String(data.botCheck))) as { solution: { derivedKey: string } }
      payload.solution.derivedKey = 'cd'.repeat(32)
      await route.continue({ postData: JSON.stringify({ ...data, botCheck: btoa(JSON.stringify(payload)) }) })
    })
    await page.locator('main').getByRole('link', { name: 'start a chat' }).click()
    const dialog = await fill(page, message)
    await dialog.getByRole('button', { name: 'Send message' }).click()
    await dialog.getByText('The robot check could not be verified. Please complete it again.').waitFor({ timeout: 30_000 })
    expect(await dialog.getByRole('textbox', { name: 'How can we help?' }).inputValue()).toBe('Buy cheap links!')
    expect(await stored(email)).toEqual([])
    await context.close()
  })

  it('lets no one but the site make a support request in Strapi, and the Public role read none', async () => {
    const email = `${unique()}@lumen-e2e.example`
    const data = { name: 'Direct', email, message: 'Straight to the content API.' }
    const call = (path: string, init: RequestInit = {}) => fetch(`${strapi.url}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } })
    // Strapi's own REST route for the type: the Public role was granted nothing on it
    expect((await call('/api/support-requests', { method: 'POST', body: JSON.stringify({ data }) })).status).toBe(403)
    expect((await call('/api/support-requests')).status).toBe(403)
    // the site's route, without the secret or with a wrong one
    expect((await call('/api/stratum/support-requests', { method: 'POST', body: JSON.stringify({ data }) })).status).toBe(401)
    expect((await call('/api/stratum/support-requests', { method: 'POST', body: JSON.stringify({ data }), headers: { 'x-proxy-secret': 'a guess' } })).status).toBe(401)
    expect(await stored(email)).toEqual([])
    // while the editors have it in the admin
    const types = (await admin.request('GET', '/content-manager/content-types')).data as { uid: string; isDisplayed: boolean }[]
    expect(types.find((type) => type.uid === UID)).toMatchObject({ isDisplayed: true })
  })

  for (const width of [375, 1280]) {
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light'
      it(`has no axe violations in the contact form at ${width} px, ${theme}, with and without problems shown, and saves screenshots`, async () => {
        const { page, errors, context } = await open(browser, `${site.url}/`, { width, dark })
        await page.locator('main').getByRole('link', { name: 'start a chat' }).click()
        const dialog = dialogOf(page)
        await dialog.waitFor()
        await dialog.getByText('Loading the robot check…').waitFor({ state: 'detached' })
        await elementScreenshot(dialog, `${ARTIFACTS}/contact-form-${width}-${theme}.png`)
        expect(await axeViolations(page, ['dialog[open]']), `${width} ${theme}`).toEqual([])
        await dialog.getByRole('button', { name: 'Send message' }).click()
        await dialog.getByText('Enter your name.').waitFor()
        await elementScreenshot(dialog, `${ARTIFACTS}/contact-form-problems-${width}-${theme}.png`)
        expect(await axeViolations(page, ['dialog[open]']), `${width} ${theme} with problems`).toEqual([])
        expect(errors).toEqual([])
        await context.close()
      })
    }
  }
})

describe('the contact form with the files content source and no Strapi', () => {
  let site: TestSite
  let browser: Browser
  beforeAll(async () => {
    // nothing listens at the content service's address
    const nowhere = `http://127.0.0.1:${await freePort()}`
    ;[site, browser] = await Promise.all([startSite({ CONTENT_SOURCE: 'files', STRAPI_URL: nowhere, ALTCHA_HMAC_KEY, PROXY_SECRET: 'e2e-support-proxy-secret' }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  it('says the message could not be sent, and keeps everything the visitor typed', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/`)
    await page.locator('main').getByRole('link', { name: 'start a chat' }).click()
    const typed = { name: 'Katherine Johnson', email: 'katherine@lumen-e2e.example', message: 'Can I move my domain to you before it expires?' }
    const dialog = await fill(page, typed)
    await dialog.getByRole('button', { name: 'Send message' }).click()
    const alert = dialog.getByText('Your message could not be sent just now. Please try again in a few minutes: what you wrote is still here.')
    await alert.waitFor({ timeout: 30_000 })
    expect(await dialog.getByRole('textbox', { name: 'Your name' }).inputValue()).toBe(typed.name)
    expect(await dialog.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(typed.email)
    expect(await dialog.getByRole('textbox', { name: 'How can we help?' }).inputValue()).toBe(typed.message)
    expect(await dialog.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the support chat when the provider’s script cannot load', () => {
  const SCRIPT_URL = 'https://chat.example/widget.js'
  let site: TestSite
  let browser: Browser
  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite({ CHAT_PROVIDER: 'examplechat', CHAT_SCRIPT_URL: SCRIPT_URL, ALTCHA_HMAC_KEY }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  it('opens the contact form instead, rather than leave the visitor with nothing', async () => {
    const context = await browser.newContext()
    await context.addInitScript((record) => localStorage.setItem('cookie-consent', JSON.stringify(record)), CONSENTED)
    // the provider is outside this machine; here it is blocked, as a content blocker would
    let asked = 0
    await context.route(SCRIPT_URL, (route) => {
      asked++
      return route.abort('blockedbyclient')
    })
    const page = await context.newPage()
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' })
    await pageHydrated(page)
    await page.locator('main').getByRole('link', { name: 'start a chat' }).click()
    await dialogOf(page).waitFor()
    expect(asked).toBe(1)
    expect(page.url()).toBe(`${site.url}/`)
    await context.close()
  })
})
