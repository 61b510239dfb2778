import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../runtime/testing/freePort'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { startStrapi, type RunningStrapi } from '../../runtime/testing/startStrapi'
import { startMailCatcher, type MailCatcher } from '../../scripts/mail/startMailCatcher'
import { axeViolations } from './axe'
import { startSite, type TestSite } from './startSite'

// A returning customer's account flows against the production build, the real Strapi (email confirmation on, mail
// over SMTP) and the local mail catcher: every mail read here was sent by Strapi's nodemailer provider.

const root = fileURLToPath(new URL('../../', import.meta.url))
const ARTIFACTS = `${root}test-results/accounts`
const ALTCHA_HMAC_KEY = 'e2e-accounts-altcha-key-0123456789'

describe.sequential('accounts against the real Strapi and a local SMTP server', () => {
  let strapi: RunningStrapi
  let site: TestSite
  let mail: MailCatcher
  let browser: Browser
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true })
    mail = await startMailCatcher()
    const port = await freePort()
    strapi = await startStrapi({ env: { SMTP_HOST: mail.host, SMTP_PORT: String(mail.port), EMAIL_CONFIRMATION: 'true', SITE_URL: `http://127.0.0.1:${port}` } })
    ;[site, browser] = await Promise.all([
      startSite({ CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, ALTCHA_HMAC_KEY, PROXY_SECRET: strapi.proxySecret }, { port }),
      launchBrowser(),
    ])
  }, 300_000)
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close(), mail?.stop()])
    await strapi?.stop()
  })

  const name = `e2e${Date.now().toString(36)}`
  const email = `${name}@lumen-e2e.example`
  let password = 'correct horse battery staple'

  async function open(path: string, { dark = false }: { dark?: boolean } = {}): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent', JSON.stringify({ ad_storage: 'granted', ad_user_data: 'granted', analytics_storage: 'granted', marketing_storage: 'denied', functional_storage: 'granted', ad_personalization: 'granted' }))
    })
    if (dark) await context.addCookies([{ name: 'dark-mode', value: 'true', url: site.url }])
    const page = await context.newPage()
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
    return { page, context }
  }

  const submit = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true }).and(page.locator(':enabled')).click()

  it('registers and the confirmation mail arrives; its link confirms the address and leads to sign in', async () => {
    const { page, context } = await open('/register')
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create account' }) })
    await form.getByRole('button', { name: 'Create account' }).and(page.locator(':enabled')).waitFor()
    await form.getByRole('textbox', { name: 'Username' }).fill(name)
    await form.getByRole('textbox', { name: 'Email address' }).fill(email)
    await form.getByLabel('Password', { exact: true }).fill(password)
    await form.getByLabel('Confirm password').fill(password)
    await form.getByRole('checkbox', { name: /I accept the terms of service/ }).check()
    await form.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: 60_000 })
    const confirmation = await mail.waitForMail(email, { subject: /Confirm your email address/ })
    const link = confirmation.links.find((href) => href.includes('confirmation='))!
    expect(link).toBeTruthy()

    // not confirmed yet: the sign-in says so in words and offers the mail again
    await page.goto(`${site.url}/sign-in`, { waitUntil: 'networkidle' })
    await page.getByLabel('Email address or username').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await submit(page, 'Sign in')
    await page.getByText('Confirm your email address first').waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { name: 'Send the confirmation email again' }).waitFor()

    await page.goto(link)
    await page.waitForURL(/\/sign-in\?confirmed=1/)
    await page.getByText('Your email address is confirmed. Sign in to continue.').waitFor()
    await context.close()
  })

  it('sends a signed-out visitor from /account to sign in, refuses a wrong password in words, then brings them back', async () => {
    const { page, context } = await open('/account')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/sign-in?redirect=%2Faccount')
    await page.getByLabel('Email address or username').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('wrong password here')
    await submit(page, 'Sign in')
    const wrong = page.getByText('That email address or username and password do not match an account.')
    await wrong.waitFor({ timeout: 60_000 })
    await page.getByLabel('Password', { exact: true }).fill(password)
    await submit(page, 'Sign in')
    await page.waitForURL(`${site.url}/account`, { timeout: 30_000 })
    await page.getByRole('heading', { name: 'Your account' }).waitFor()
    await page.getByText(email).waitFor()
    const cookies = await context.cookies(site.url)
    expect(cookies.find((c) => c.name === 'stratum-session')).toMatchObject({ httpOnly: true })
    expect(await page.evaluate(() => document.cookie)).not.toContain('stratum-session')
    await page.screenshot({ path: `${ARTIFACTS}/account.png`, fullPage: true })
    await context.close()
  })

  it('speaks German under /de: the sign-in keeps the locale, refuses a wrong password in German, axe clean, then back to /de/account', async () => {
    const { page, context } = await open('/de/account')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/de/sign-in?redirect=%2Fde%2Faccount')
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE')
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor()
    await page.getByLabel('E-Mail-Adresse oder Benutzername').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill('wrong password here')
    await submit(page, 'Anmelden')
    await page.getByText('E-Mail-Adresse bzw. Benutzername und Passwort passen zu keinem Kundenkonto.').waitFor({ timeout: 60_000 })
    expect(await page.getByText('That email address or username').count()).toBe(0)
    expect(await axeViolations(page, ['main'])).toEqual([])
    await page.getByLabel('Passwort', { exact: true }).fill(password)
    await submit(page, 'Anmelden')
    await page.waitForURL(`${site.url}/de/account`, { timeout: 30_000 })
    await page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto' }).waitFor()
    await context.close()
  })

  /** Signs in through the form and returns the context's cookies then. */
  async function signIn(path = '/sign-in') {
    const visit = await open(path)
    await visit.page.getByLabel('Email address or username').fill(email)
    await visit.page.getByLabel('Password', { exact: true }).fill(password)
    await submit(visit.page, 'Sign in')
    await visit.page.waitForURL(`${site.url}/account`, { timeout: 60_000 })
    await visit.page.getByText(email).waitFor()
    return { ...visit, cookies: await visit.context.cookies(site.url) }
  }

  /** What GET /api/auth/me and Strapi's /api/users/me answer for a copy of the session cookies. */
  async function replay(cookies: { name: string; value: string }[]) {
    const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const site_ = await fetch(`${site.url}/api/auth/me`, { headers: { cookie: header } })
    const jwt = cookies.find((c) => c.name === 'stratum-session')!.value
    const direct = await fetch(`${strapi.url}/api/users/me`, { headers: { authorization: `Bearer ${jwt}` } })
    return [site_.status, direct.status]
  }

  it('signs out on the server: the old cookie replayed afterwards gets 401, on the site and on Strapi', async () => {
    const { page, context, cookies } = await signIn()
    expect(await replay(cookies)).toEqual([200, 200])
    await page.getByRole('button', { name: 'Sign out' }).last().click()
    await page.waitForURL(`${site.url}/`)
    await page.locator('header').getByRole('link', { name: 'Sign in' }).first().waitFor()
    expect(await replay(cookies)).toEqual([401, 401])
    await context.close()
  })

  it('changes the password: the other sessions end, this one goes on', async () => {
    const other = await signIn()
    const { page, context } = await signIn()
    await page.getByLabel('Current password').fill(password)
    password = 'a brand new passphrase'
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('Confirm the new password').fill(password)
    await submit(page, 'Change password')
    await page.getByText('Your password is changed.').waitFor({ timeout: 60_000 })
    expect(await replay(other.cookies)).toEqual([401, 401])
    expect(await replay(await context.cookies(site.url))).toEqual([200, 200])
    await Promise.all([context.close(), other.context.close()])
  })

  it('answers "forgot" the same for a known and an unknown address; the mail’s link sets a new password and signs in', async () => {
    const answers = []
    for (const address of [email, `nobody-${name}@lumen-e2e.example`]) {
      const { page, context } = await open('/forgot-password')
      await page.getByLabel('Email address').fill(address)
      await submit(page, 'Send the link')
      const status = page.getByRole('status')
      await status.waitFor({ timeout: 60_000 })
      answers.push((await status.innerText()).replace(address, '<address>'))
      await context.close()
    }
    expect(answers[0]).toBe(answers[1])
    const reset = await mail.waitForMail(email, { subject: /Reset your password/ })
    const link = reset.links.find((href) => href.includes('/reset-password?code='))!
    expect(new URL(link).origin).toBe(site.url)
    expect(mail.mails.some((m) => m.to.includes(`nobody-${name}@lumen-e2e.example`))).toBe(false)

    const { page, context } = await open(new URL(link).pathname + new URL(link).search)
    password = 'reset from the mail link'
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('Confirm the new password').fill(password)
    await submit(page, 'Save and sign in')
    await page.waitForURL(`${site.url}/account?reset=1`, { timeout: 60_000 })
    await page.getByText('Your new password is saved and you are signed in.').waitFor()
    await page.getByText(email).waitFor()
    await context.close()
  })

  it('has keyboard-usable, axe-clean account forms in light and dark', async () => {
    for (const dark of [false, true]) {
      for (const path of ['/sign-in', '/forgot-password', '/reset-password?code=abc']) {
        const { page, context } = await open(path, { dark })
        await page.locator('main form button[type="submit"]:enabled').waitFor()
        expect(await axeViolations(page, ['main'])).toEqual([])
        // keyboard: the first field takes focus by Tab from the heading, and Enter submits
        await page.locator('main input').first().focus()
        await page.keyboard.press('Enter')
        await page.locator('main [aria-invalid="true"]').first().waitFor()
        await page.screenshot({ path: `${ARTIFACTS}${path.replace(/[/?=]/g, '-')}${dark ? '-dark' : ''}.png` })
        await context.close()
      }
    }
  })
})
