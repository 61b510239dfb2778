import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { startStrapi, type RunningStrapi } from '../../runtime/testing/startStrapi'
import { SESSION_COOKIE } from '../sessionCookies'
import { axeViolations } from './axe'
import { elementScreenshot } from './elementScreenshot'
import { hydrated } from './hydrated'
import { startSite, type TestSite } from './startSite'

// Commerce against the production build: plans and the order form, currency, domain search, redemption pricing and
// docs search on the files content pack; the register form with ALTCHA against the real Strapi from cms/.

const root = fileURLToPath(new URL('../../', import.meta.url))
const ARTIFACTS = `${root}test-results/commerce`
const ALTCHA_HMAC_KEY = 'e2e-commerce-altcha-key-0123456789'
// the default order and domain search addresses (site/server/commerce/commerceConfig.ts): another site, outside
// this machine, so the browser's requests to it are answered here by a stand-in page
const MY_ACCOUNT = 'https://my.lumenhosting.example'

interface Visit {
  page: Page
  context: BrowserContext
  /** Console errors, page errors, failed responses and CSP violations. */
  errors: string[]
  /** Every navigation to the customer area (order and domain search addresses). */
  leftFor: string[]
}

async function open(browser: Browser, url: string, { width = 1280, currency, javaScript = true, dark = false }: { width?: number; currency?: string; javaScript?: boolean; dark?: boolean } = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', javaScriptEnabled: javaScript })
  const { origin } = new URL(url)
  // the cookie banner stays out of the way: a choice was made on an earlier visit (no marketing, so no third-party
  // review widget tries to load from outside this machine)
  await context.addInitScript(() => {
    try {
      localStorage.setItem('cookie-consent', JSON.stringify({ ad_storage: 'granted', ad_user_data: 'granted', analytics_storage: 'granted', marketing_storage: 'denied', functional_storage: 'granted', ad_personalization: 'granted' }))
    } catch {
      // storage off
    }
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`))
  })
  await context.addCookies([...(currency ? [{ name: 'currency', value: currency, url: origin }] : []), ...(dark ? [{ name: 'dark-mode', value: 'true', url: origin }] : [])])
  const leftFor: string[] = []
  await context.route(`${MY_ACCOUNT}/**`, (route) => {
    leftFor.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Customer area</title><h1>Customer area</h1>' })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    // chromium logs every 4xx answer to fetch; a refused registration is one by design, and the form shows why
    if (m.text().startsWith('Failed to load resource') && m.location().url.endsWith('/api/auth/register')) return
    errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('response', (r) => r.status() >= 400 && !r.url().includes('/api/auth/') && errors.push(`${r.status()} ${r.url()}`))
  await page.goto(url, { waitUntil: 'networkidle' })
  return { page, context, errors, leftFor }
}

describe('commerce sections against the production build', () => {
  let site: TestSite
  let browser: Browser
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true })
    ;[site, browser] = await Promise.all([startSite({ ALTCHA_HMAC_KEY }), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  const plans = (page: Page) => page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Choose your plan' }) })

  it('opens a plan’s order form by keyboard on the section’s term, and continues to the order address', async () => {
    const { page, errors, leftFor, context } = await open(browser, `${site.url}/web-hosting`)
    const choose = plans(page).getByRole('link', { name: 'Choose Plus' })
    await choose.waitFor()
    await page.waitForFunction(() => document.querySelector('a[aria-haspopup="dialog"]') !== null)
    await choose.focus()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Order Plus' })
    await dialog.waitFor()
    // focus is inside, on the term the section shows (its default, Yearly), chosen already
    const yearly = dialog.getByRole('radio', { name: /^Yearly/ })
    expect(await yearly.isChecked()).toBe(true)
    expect(await yearly.evaluate((radio) => radio === document.activeElement)).toBe(true)

    // an option: the total is Plus and the option for twelve months
    await dialog.getByRole('checkbox', { name: /Business email upgrade/ }).check()
    expect(await dialog.getByText(/Total £77\.76 billed every year, in GBP/).isVisible()).toBe(true)
    expect(leftFor).toEqual([])
    await dialog.getByRole('button', { name: 'Continue to order' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${MY_ACCOUNT}/**`)
    const order = new URL(leftFor[0]!)
    expect(order.origin + order.pathname).toBe(`${MY_ACCOUNT}/order`)
    expect([...order.searchParams]).toEqual([
      ['plan', 'shared-plus'],
      ['term', 'yearly'],
      ['options', 'business-email'],
      ['currency', 'GBP'],
    ])
    expect(errors).toEqual([])
    await context.close()
  })

  it('closes the order form with Escape, gives focus back to the plan’s button, and keeps what was chosen', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/web-hosting`)
    await page.waitForFunction(() => document.querySelector('a[aria-haspopup="dialog"]') !== null)
    const choose = plans(page).getByRole('link', { name: 'Choose Starter' })
    await choose.click()
    const dialog = page.getByRole('dialog', { name: 'Order Starter' })
    await dialog.getByRole('radio', { name: /^Monthly/ }).check()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await choose.evaluate((a) => a === document.activeElement)).toBe(true)
    await choose.click()
    expect(await dialog.getByRole('radio', { name: /^Monthly/ }).isChecked()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens the order form on the billing term the visitor chose in the plans section', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/web-hosting`)
    await page.waitForFunction(() => document.querySelector('a[aria-haspopup="dialog"]') !== null)
    const section = plans(page)
    const termOf = async (plan: string) => {
      await section.getByRole('link', { name: `Choose ${plan}` }).click()
      const dialog = page.getByRole('dialog', { name: `Order ${plan}` })
      await dialog.waitFor()
      const checked = await dialog.getByRole('radio', { checked: true }).evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))
      // focus starts on the chosen term, as Tab into a radio group does
      const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)
      const total = await dialog.locator('[aria-live="polite"]').textContent()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      return { checked, focused, total }
    }

    // the section's default term
    expect(await termOf('Starter')).toEqual({ checked: ['yearly'], focused: 'yearly', total: 'Total £29.88 billed every year, in GBP' })
    // the visitor's choice in the section, for a plan opened before and for one not opened yet
    await section.getByRole('group', { name: 'Billing term' }).getByRole('radio', { name: 'Monthly' }).check()
    expect(await termOf('Starter')).toEqual({ checked: ['monthly'], focused: 'monthly', total: 'Total £3.49 billed every month, in GBP' })
    expect((await termOf('Plus')).checked).toEqual(['monthly'])
    expect(errors).toEqual([])
    await context.close()
  })

  it('switches the billing term with the radio group, and links straight to the order address without JavaScript', async () => {
    const { page, context } = await open(browser, `${site.url}/web-hosting`)
    const section = plans(page)
    const starter = section.getByRole('article').filter({ hasText: 'Starter' })
    expect(await starter.getByText('£2.49', { exact: true }).isVisible()).toBe(true)
    await section.getByRole('group', { name: 'Billing term' }).getByRole('radio', { name: 'Monthly' }).check()
    expect(await starter.getByText('£3.49', { exact: true }).isVisible()).toBe(true)
    expect(await starter.getByText('Billed every month').isVisible()).toBe(true)
    // features say Included or Not included in words, not only with a mark
    expect(await starter.getByRole('listitem').filter({ hasText: 'Staging sites' }).textContent()).toBe('Not included: Staging sites')
    expect(await starter.getByRole('listitem').filter({ hasText: '1 website' }).textContent()).toBe('Included: 1 website')
    await context.close()

    const plain = await open(browser, `${site.url}/web-hosting`, { javaScript: false, currency: 'USD' })
    const link = plans(plain.page).getByRole('link', { name: 'Choose Starter' })
    expect(await link.getAttribute('href')).toBe(`${MY_ACCOUNT}/order?plan=shared-starter&term=yearly&currency=USD`)
    expect(await plans(plain.page).getByRole('group', { name: 'Billing term' }).isVisible()).toBe(false)
    await plain.context.close()
  })

  it('shows prices in the currency the visitor picks in the header, rendered by the server with no flash', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/web-hosting`)
    const starter = plans(page).getByRole('article').filter({ hasText: 'Starter' })
    expect(await starter.getByText('£2.49', { exact: true }).isVisible()).toBe(true)
    const currency = page.getByRole('combobox', { name: 'Currency' }).first()
    await Promise.all([page.waitForEvent('load'), currency.selectOption('EUR')])
    await page.waitForLoadState('networkidle')
    expect(await starter.getByText('€2.89', { exact: true }).isVisible()).toBe(true)
    expect(await starter.getByText('€34.68 billed every year').isVisible()).toBe(true)

    // the HTML itself carries the visitor's currency: no client-side swap after hydration
    for (const [code, text] of [
      ['USD', 'US$3.19'],
      ['EUR', '€2.89'],
      ['GBP', '£2.49'],
    ]) {
      const html = await (await fetch(`${site.url}/web-hosting`, { headers: { cookie: `currency=${code}` } })).text()
      expect(html, code).toContain(`>${text}</span>`)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('takes up a currency stored without its cookie: the dropdown and every price agree, after a client navigation too', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
    // a visitor who chose EUR before, whose cookie has gone (cleared, expired) while localStorage kept the choice
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent', JSON.stringify({ ad_storage: 'granted', ad_user_data: 'granted', analytics_storage: 'granted', marketing_storage: 'denied', functional_storage: 'granted', ad_personalization: 'granted' }))
      localStorage.setItem('currency', 'EUR')
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    const documents: string[] = []
    page.on('domcontentloaded', () => documents.push(page.url()))
    const currency = page.getByRole('combobox', { name: 'Currency' }).first()
    /** What the dropdown says once the page has hydrated, and the prices in the main landmark by their currency. */
    const shown = async () => {
      await page.waitForFunction(() => {
        const select = document.querySelector<HTMLSelectElement>('header select')
        // hydrated, and the dropdown says EUR: the server's, or the browser's once it has read storage
        return (window as { _vike?: { fullyRenderedUrl?: string } })._vike?.fullyRenderedUrl !== undefined && select?.value === 'EUR'
      })
      const main = (await page.locator('main').textContent()) ?? ''
      return { dropdown: await currency.inputValue(), pound: main.includes('£'), dollar: main.includes('US$'), euro: main.includes('€') }
    }

    await page.goto(`${site.url}/web-hosting`)
    expect(await shown()).toEqual({ dropdown: 'EUR', pound: false, dollar: false, euro: true })
    expect(await plans(page).getByRole('article').filter({ hasText: 'Starter' }).getByText('€2.89', { exact: true }).isVisible()).toBe(true)
    // one reload, with the cookie the server reads from then on
    expect(documents).toEqual([`${site.url}/web-hosting`, `${site.url}/web-hosting`])
    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('EUR')

    await page.locator('header nav a[href="/domains"]').first().click()
    await page.waitForURL(`${site.url}/domains`)
    await page.getByRole('table', { name: /Redemption fees by domain ending/ }).waitFor()
    expect(await shown()).toEqual({ dropdown: 'EUR', pound: false, dollar: false, euro: true })
    expect(await page.getByRole('table', { name: /in EUR/ }).count()).toBe(1)
    expect(documents).toHaveLength(2)
    expect(errors).toEqual([])
    await context.close()
  })

  it("quotes an article's prices in the visitor's currency too (SPEC §7: $currency and {ref:…} in content)", async () => {
    // the blog read content in the default currency whatever the visitor had picked: the header said USD, the
    // article's table £14.99 and its text "Prices are shown in GBP"
    const article = (currency?: string) =>
      fetch(`${site.url}/blog/introducing-lumen-vps`, { headers: currency ? { cookie: `currency=${currency}` } : {} }).then((response) => response.text())
    const usd = await article('USD')
    expect(usd).toContain('Prices are shown in USD')
    expect(usd).toMatch(/<td>US\$\d+\.\d\d<\/td>/)
    const plain = await article()
    expect(plain).toContain('Prices are shown in GBP')
    expect(plain).toMatch(/<td>£\d+\.\d\d<\/td>/)
  })

  it("takes up a currency picked from the server's dropdown before the page hydrated", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    // the page's code is held back until the visitor has picked: a quick visitor on a slow network
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route((url) => url.pathname.endsWith('.js'), async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${site.url}/web-hosting`, { waitUntil: 'commit' })
    await page.getByRole('combobox', { name: 'Currency' }).first().selectOption('EUR')
    release()
    // the pick is stored and the page reloads in the picked currency, as one made after hydration does
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'currency')?.value, { timeout: 20_000 }).toBe('EUR')
    await plans(page).getByText('€2.89', { exact: true }).first().waitFor({ timeout: 20_000 })
    expect(await page.getByRole('combobox', { name: 'Currency' }).first().inputValue()).toBe('EUR')
    expect(errors).toEqual([])
    await context.close()
  })

  it('searches a domain: refuses what cannot be one beside the field, keeps what was typed, sends the punycode name', async () => {
    const { page, errors, leftFor, context } = await open(browser, `${site.url}/domains`, { currency: 'USD' })
    const form = page.getByRole('search', { name: 'Domain name' })
    const field = form.getByRole('textbox', { name: 'Domain name' })
    expect(await form.getByText('.co.uk US$9.59').isVisible()).toBe(true)
    await field.fill('my café shop')
    await field.press('Enter')
    const message = form.getByText('Domain names cannot contain spaces. Try joining the words, or use hyphens.')
    await message.waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await field.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'))
    expect(await message.evaluate((p) => p.closest('[aria-live="polite"]') !== null)).toBe(true)
    expect(await field.inputValue()).toBe('my café shop')
    expect(leftFor).toEqual([])

    await field.fill('example.xyz')
    await field.press('Enter')
    await form.getByText('We do not sell .xyz domains').waitFor()

    await field.fill('https://www.Café-Shop.co.uk/menu')
    expect(await field.getAttribute('aria-invalid')).toBeNull()
    expect(await form.getByRole('link', { name: /café-shop\.com US\$15\.29/ }).getAttribute('href')).toBe(`${MY_ACCOUNT}/domains/search?query=xn--caf-shop-d1a.com`)
    await field.press('Enter')
    await page.waitForURL(`${MY_ACCOUNT}/**`)
    expect(leftFor).toEqual([`${MY_ACCOUNT}/domains/search?query=xn--caf-shop-d1a.co.uk`])
    expect(errors).toEqual([])
    await context.close()
  })

  it('searches a domain without JavaScript as a plain GET form, and picks up a strip’s search on the domains page', async () => {
    const plain = await open(browser, `${site.url}/domains`, { javaScript: false })
    const field = plain.page.getByRole('textbox', { name: 'Domain name' })
    await field.fill('lumen-bakery.co.uk')
    await Promise.all([plain.page.waitForURL(`${MY_ACCOUNT}/**`), field.press('Enter')])
    expect(plain.leftFor).toEqual([`${MY_ACCOUNT}/domains/search?query=lumen-bakery.co.uk`])
    await plain.context.close()

    const { page, context } = await open(browser, `${site.url}/domains?query=lumen-bakery`)
    const form = page.getByRole('search', { name: 'Domain name' })
    // the form takes the query up once hydrated (an effect): on a busy machine that can come after networkidle
    await expect.poll(() => form.getByRole('textbox').inputValue(), { timeout: 15_000 }).toBe('lumen-bakery')
    expect(await form.getByRole('link', { name: 'lumen-bakery.co.uk £7.49' }).isVisible()).toBe(true)
    await context.close()
  })

  it('checks a name in the home page’s strip with the same form, and hands it to the domains page', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/`)
    const form = await hydrated(page.getByRole('search', { name: 'Find your domain' }))
    const field = form.getByRole('textbox', { name: 'Find your domain' })
    await field.fill('bad_name.co.uk')
    await field.press('Enter')
    await form.getByText('Domain names can only use letters, numbers and hyphens: “_” is not allowed.').waitFor()
    expect(await field.inputValue()).toBe('bad_name.co.uk')
    await field.fill('Bücher.co.uk')
    await Promise.all([page.waitForURL('**/domains?query=xn--bcher-kva.co.uk'), field.press('Enter')])
    const search = page.getByRole('search', { name: 'Domain name' })
    await expect.poll(() => search.getByRole('textbox').inputValue(), { timeout: 15_000 }).toBe('xn--bcher-kva.co.uk')
    expect(errors).toEqual([])
    await context.close()
  })

  it('sorts the redemption prices by a header button, with aria-sort on the sorted column', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/domains`, { currency: 'EUR' })
    const table = await hydrated(page.getByRole('table', { name: /Redemption fees by domain ending, in EUR/ }))
    const firstColumn = () => table.locator('tbody th').allTextContents()
    expect((await firstColumn())[0]).toBe('.co.uk')
    const fee = table.getByRole('columnheader', { name: /Redemption fee/ })
    await fee.getByRole('button').click()
    expect(await fee.getAttribute('aria-sort')).toBe('ascending')
    expect(await table.getByRole('columnheader', { name: /Domain ending/ }).getAttribute('aria-sort')).toBeNull()
    const fees = await table.locator('tbody td:nth-of-type(1)').allTextContents()
    expect(fees[0]).toBe('€40.99')
    expect(fees.map((t) => Number(t.replace(/[^\d.]/g, '')))).toEqual([...fees.map((t) => Number(t.replace(/[^\d.]/g, '')))].sort((a, b) => a - b))
    await fee.getByRole('button').press('Enter')
    expect(await fee.getAttribute('aria-sort')).toBe('descending')
    expect(await page.getByRole('status').filter({ hasText: 'Sorted by redemption fee, descending.' }).count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('searches the site’s own articles when no docs search address is configured', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/register`)
    // refusing an empty search is the hydrated form's; before that the browser sends it, as it would without JavaScript
    const form = await hydrated(page.getByRole('search', { name: 'Search the guides' }))
    await form.getByRole('button', { name: 'Search' }).click()
    expect(await form.getByText('Type a few words to search for').isVisible()).toBe(true)
    await form.getByRole('searchbox').fill('domain transfer')
    await Promise.all([page.waitForURL('**/blog/search?q=domain+transfer'), form.getByRole('searchbox').press('Enter')])
    await page.getByRole('heading', { name: 'Results for “domain transfer”' }).waitFor()
    expect(await page.getByRole('link', { name: /How to transfer a domain to Lumen/ }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('searchbox', { name: 'Search the guides' }).inputValue()).toBe('domain transfer')
    expect(errors).toEqual([])
    await context.close()
  })

  for (const width of [375, 1280]) {
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light'
      it(`has no axe violations in the commerce sections at ${width} px, ${theme}, and saves screenshots`, async () => {
        for (const [path, headings] of [
          ['/web-hosting', ['Choose your plan', 'WordPress Plus: we look after the admin']],
          ['/domains', ['Find your domain name', 'Redeeming an expired domain']],
          ['/register', ['Create your Lumen account', 'Need a hand first?']],
        ] as const) {
          const { page, context } = await open(browser, `${site.url}${path}`, { width, dark })
          const selectors: string[] = []
          for (const [index, heading] of headings.entries()) {
            const section = page.locator('main section').filter({ has: page.getByRole('heading', { name: heading }) })
            await section.evaluate((s, marker) => s.setAttribute('data-commerce', marker), String(index))
            selectors.push(`[data-commerce="${index}"]`)
            await elementScreenshot(section, `${ARTIFACTS}${path}-${index}-${width}-${theme}.png`)
          }
          expect(await axeViolations(page, selectors), `${path} ${width} ${theme}`).toEqual([])
          if (path === '/web-hosting') {
            await page.getByRole('link', { name: 'Choose Plus' }).click()
            const dialog = page.getByRole('dialog', { name: 'Order Plus' })
            await dialog.waitFor()
            await elementScreenshot(dialog, `${ARTIFACTS}/order-dialog-${width}-${theme}.png`)
            expect(await axeViolations(page, ['dialog[open]']), `order dialog ${width} ${theme}`).toEqual([])
          }
          await context.close()
        }
      })
    }
  }
})

describe('register form against the real Strapi', () => {
  let strapi: RunningStrapi
  let site: TestSite
  let browser: Browser
  beforeAll(async () => {
    strapi = await startStrapi()
    ;[site, browser] = await Promise.all([startSite({ CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, ALTCHA_HMAC_KEY, PROXY_SECRET: strapi.proxySecret }), launchBrowser()])
  }, 240_000)
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
    await strapi?.stop()
  })

  const unique = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

  async function fill(page: Page, { username, email, password = 'correct horse battery staple' }: { username: string; email: string; password?: string }) {
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create account' }) })
    await form.getByRole('button', { name: 'Create account' }).and(page.locator(':enabled')).waitFor()
    await form.getByRole('textbox', { name: 'Username' }).fill(username)
    await form.getByRole('textbox', { name: 'Email address' }).fill(email)
    await form.getByLabel('Password', { exact: true }).fill(password)
    await form.getByLabel('Confirm password').fill(password)
    await form.getByRole('checkbox', { name: /I accept the terms of service/ }).check()
    return form
  }

  it('registers a new account through ALTCHA and the visitor is signed in', async () => {
    const { page, errors, context } = await open(browser, `${site.url}/register`)
    const sent: string[] = []
    page.on('request', (r) => r.url().endsWith('/api/auth/register') && sent.push(r.postData() ?? ''))
    const name = unique()
    const form = await fill(page, { username: name, email: `${name}@lumen-e2e.example` })
    // a double click sends one registration
    await form.getByRole('button', { name: 'Create account' }).dblclick()
    await page.getByRole('heading', { name: 'Welcome to Lumen' }).waitFor({ timeout: 30_000 })
    expect(await page.getByRole('status').filter({ hasText: `You are signed in as ${name}.` }).count()).toBe(1)
    // the header shares the form's session: it shows the new account at once, with no reload
    await page.locator('header').getByText(`Signed in as ${name}`).first().waitFor({ timeout: 5_000 })
    expect(sent).toHaveLength(1)
    const body = JSON.parse(sent[0]!) as { botCheck: string; email: string }
    expect(body.email).toBe(`${name}@lumen-e2e.example`)
    const payload = JSON.parse(Buffer.from(body.botCheck, 'base64').toString()) as { solution: { counter: number; time?: number } }
    console.log(`ALTCHA proof of work in chromium: counter ${payload.solution.counter}, ${payload.solution.time ?? '?'} ms`)

    // the session lives in the httpOnly cookie: the site's own user endpoint answers for it
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me', { headers: { accept: 'application/json' } })
      return { status: response.status, body: (await response.json()) as { username?: string } }
    })
    expect(me).toMatchObject({ status: 200, body: { username: name } })
    const cookies = await context.cookies(site.url)
    expect(cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE)
    expect(errors).toEqual([])

    // the payload the widget sent is spent: replayed for another account, it is refused before Strapi
    const replay = await page.evaluate(async (botCheck) => {
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'replayer', email: 'replayer@lumen-e2e.example', password: 'correct horse battery', passwordConfirmation: 'correct horse battery', acceptTerms: true, botCheck }),
      })
      return { status: response.status, body: (await response.json()) as { error: { message: string } } }
    }, body.botCheck)
    expect(replay).toMatchObject({ status: 400, body: { error: { message: 'This robot check was already used. Please complete it again.' } } })
    await context.close()

    // and on another instance of the site: the spent payloads are kept in Strapi, which both share
    const another = await startSite({ CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, ALTCHA_HMAC_KEY, PROXY_SECRET: strapi.proxySecret })
    try {
      const response = await fetch(`${another.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: another.url },
        body: JSON.stringify({ username: 'replayer', email: 'replayer@lumen-e2e.example', password: 'correct horse battery', passwordConfirmation: 'correct horse battery', acceptTerms: true, botCheck: body.botCheck }),
      })
      expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 400, body: { error: { message: 'This robot check was already used. Please complete it again.' } } })
    } finally {
      await another.stop()
    }
  })

  it('refuses a forged ALTCHA payload before Strapi, and shows why beside the check', async () => {
    const { page, context } = await open(browser, `${site.url}/register`)
    const forged = await page.evaluate(async () => {
      const challenge = (await (await fetch('/api/altcha/challenge')).json()) as Record<string, unknown>
      const botCheck = btoa(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } }))
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'forger', email: 'forger@lumen-e2e.example', password: 'correct horse battery', passwordConfirmation: 'correct horse battery', acceptTerms: true, botCheck }),
      })
      return { status: response.status, body: (await response.json()) as { error: { message: string } } }
    })
    expect(forged).toMatchObject({ status: 400, body: { error: { message: 'The robot check could not be verified. Please complete it again.' } } })

    // in the form: a forged answer from a tampered widget is refused and shown beside the check, the form kept
    await page.route('**/api/auth/register', async (route) => {
      const data = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
      const payload = JSON.parse(atob(String(data.botCheck))) as { solution: { derivedKey: string } }
      payload.solution.derivedKey = 'cd'.repeat(32)
      await route.continue({ postData: JSON.stringify({ ...data, botCheck: btoa(JSON.stringify(payload)) }) })
    })
    const name = unique()
    const form = await fill(page, { username: name, email: `${name}@lumen-e2e.example` })
    await form.getByRole('button', { name: 'Create account' }).click()
    await form.getByText('The robot check could not be verified. Please complete it again.').waitFor({ timeout: 30_000 })
    expect(await form.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(name)
    await context.close()
  })

  it('shows Strapi’s "already taken" beside the email and keeps what the visitor typed', async () => {
    const name = unique()
    const first = await open(browser, `${site.url}/register`)
    await (await fill(first.page, { username: name, email: `${name}@lumen-e2e.example` })).getByRole('button', { name: 'Create account' }).click()
    await first.page.getByRole('heading', { name: 'Welcome to Lumen' }).waitFor({ timeout: 30_000 })
    await first.context.close()

    const { page, errors, context } = await open(browser, `${site.url}/register`)
    const other = unique()
    const form = await fill(page, { username: other, email: `${name}@lumen-e2e.example` })
    await form.getByRole('button', { name: 'Create account' }).click()
    const email = form.getByRole('textbox', { name: 'Email address' })
    const message = form.getByText('An account with this email address or username already exists. Sign in instead, or choose another.')
    await message.waitFor({ timeout: 30_000 })
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    expect(await email.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'))
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await email.inputValue()).toBe(`${name}@lumen-e2e.example`)
    expect(await form.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(other)
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('correct horse battery staple')
    expect(await form.getByRole('checkbox', { name: /I accept the terms of service/ }).isChecked()).toBe(true)

    // fixing the email registers, with a new robot check (the first one was spent)
    await email.fill(`${other}@lumen-e2e.example`)
    await form.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Welcome to Lumen' }).waitFor({ timeout: 30_000 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('checks the fields in the browser before anything is sent', async () => {
    const { page, context } = await open(browser, `${site.url}/register`)
    const sent: string[] = []
    page.on('request', (r) => r.url().endsWith('/api/auth/register') && sent.push(r.url()))
    const form = await fill(page, { username: 'a', email: 'not-an-email' })
    await form.getByLabel('Confirm password').fill('something else entirely')
    await form.getByRole('button', { name: 'Create account' }).click()
    await form.getByText('Use at least 3 characters for your username.').waitFor()
    expect(await form.getByText('Enter an email address like name@example.com.').isVisible()).toBe(true)
    expect(await form.getByText('The passwords do not match.').isVisible()).toBe(true)
    expect(await form.getByRole('textbox', { name: 'Username' }).evaluate((input) => input === document.activeElement)).toBe(true)
    expect(sent).toEqual([])
    await context.close()
  })
})
