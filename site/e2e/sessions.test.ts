import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { startStrapi, type RunningStrapi } from '../../runtime/testing/startStrapi'
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../sessionCookies'
import { rawRequest } from './reliability/rawRequest'
import { startSite, type TestSite } from './startSite'
import { visit } from './shellVisit'

// Sessions against the production build and the real Strapi: register, log in, log out, and the login limits.
describe('sessions against the real Strapi', () => {
  let strapi: RunningStrapi
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    strapi = await startStrapi()
    // the register form's bot check is its own feature: off here
    ;[site, browser] = await Promise.all([startSite({ STRAPI_URL: strapi.url, BOT_PROTECTION: 'off', PROXY_SECRET: strapi.proxySecret }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
    await strapi?.stop()
  })

  /** A same-origin JSON POST from the page, as the session machine sends it. */
  const post = (page: Page, path: string, body: unknown) =>
    page.evaluate(
      async ([path, body]) => {
        const response = await fetch(path as string, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        const text = await response.text()
        return { status: response.status, body: text ? JSON.parse(text) : null }
      },
      [path, body] as const,
    )

  /** Everything scripts can read: cookies and both storages. */
  const readable = (page: Page) => page.evaluate(() => [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('\n'))

  it('registers, logs out and logs in with the JWT only in an httpOnly cookie', async () => {
    const { page, context, errors, close } = await visit(browser, `${site.url}/about`)
    const user = { username: 'grace', email: 'grace@example.test', password: 'Correct-horse-9' }

    const registered = await post(page, '/api/auth/register', { ...user, passwordConfirmation: user.password, acceptTerms: true })
    expect(registered.status).toBe(200)
    expect(registered.body.user).toMatchObject({ username: 'grace', email: 'grace@example.test' })
    expect(JSON.stringify(registered.body)).not.toMatch(/jwt|eyJ/)
    const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!
    expect(session.value).toMatch(/^eyJ/)
    expect(session.httpOnly).toBe(true)
    expect(session.sameSite).toBe('Lax')
    expect(session.path).toBe('/')
    expect(await readable(page)).not.toContain(session.value)
    expect(await page.evaluate(() => document.cookie)).toContain(`${SIGNED_IN_COOKIE}=1`)

    // the header shows the session after a reload: the session machine asks /api/auth/me
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByText('Signed in as grace').first().waitFor()
    expect(await readable(page)).not.toContain(session.value)

    // the header lets go of the user at once; the cookie goes with the logout's answer
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'))
    await page.getByRole('button', { name: 'Sign out' }).first().click()
    await page.getByText('Signed in as grace').first().waitFor({ state: 'detached' })
    expect((await loggedOut).status()).toBe(204)
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false)
    expect(await page.evaluate(() => document.cookie)).not.toContain(SIGNED_IN_COOKIE)

    const wrong = await post(page, '/api/auth/login', { identifier: user.email, password: 'wrong-password-1' })
    // Strapi's refusal in the site's words, in the browser's language (English here)
    const message = 'That email address or username and password do not match an account. Check both and try again.'
    expect(wrong).toEqual({
      status: 400,
      body: { data: null, error: { status: 400, name: 'ValidationError', message, details: { reason: 'invalidCredentials', errors: [{ path: [], message, name: 'ValidationError' }] } } },
    })

    const login = await post(page, '/api/auth/login', { identifier: user.email, password: user.password })
    expect(login.status).toBe(200)
    const again = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!
    expect(again.httpOnly).toBe(true)
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByText('Signed in as grace').first().waitFor()
    expect(await readable(page)).not.toContain(again.value)
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me')
      return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() }
    })
    expect(me).toMatchObject({ status: 200, cacheControl: 'private, no-store', body: { username: 'grace' } })
    // the one the wrong password asked for
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)'])
    await close()
  })

  /** The status of a JSON POST sent from `from` (another address of the loopback range), as a visitor there sends it. */
  const loginFrom = async (url: string, from: string, body: unknown, headers: Record<string, string> = {}) => {
    const { origin, pathname } = new URL(url)
    const response = await rawRequest(url, { method: 'POST', path: pathname, localAddress: from, headers: { 'content-type': 'application/json', origin, ...headers }, body: JSON.stringify(body) })
    return response.status
  }

  it("keeps one visitor's failed logins from locking the others out: Strapi limits each visitor's address", async () => {
    const user = { username: 'hedy', email: 'hedy@example.test', password: 'Correct-horse-9' }
    expect(await loginFrom(`${site.url}/api/auth/register`, '127.0.0.5', { ...user, passwordConfirmation: user.password, acceptTerms: true })).toBe(200)
    // Strapi takes 10 logins a minute from an address; every one the site relays comes from the site's
    const guesses = []
    for (let i = 0; i < 11; i++) guesses.push(await loginFrom(`${site.url}/api/auth/login`, '127.0.0.6', { identifier: user.email, password: `wrong-${i}-password` }))
    expect(guesses).toEqual([...Array<number>(10).fill(400), 429])
    expect(await loginFrom(`${site.url}/api/auth/login`, '127.0.0.7', { identifier: user.email, password: user.password })).toBe(200)
  })

  it('lets no one who calls Strapi directly choose the address it is limited by', async () => {
    // an address claimed without the secret is not taken: eleven claims, one real address, the eleventh refused
    const statuses = []
    for (let i = 0; i < 11; i++) {
      const claim = { 'x-client-ip': `10.0.0.${i + 1}`, 'x-proxy-secret': 'a guess' }
      statuses.push(await loginFrom(`${strapi.url}/api/auth/local`, '127.0.0.8', { identifier: 'nobody@example.test', password: 'wrong-password-1' }, claim))
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429])
  })

  it('refuses a login posted from another site', async () => {
    const response = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ identifier: 'grace@example.test', password: 'Correct-horse-9' }),
    })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})
