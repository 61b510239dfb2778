import type { Browser, BrowserContext, Page } from 'playwright-core'

/** A stored choice that grants every category, so the banner stays closed. */
export const STORED_CONSENT = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  analytics_storage: 'granted',
  marketing_storage: 'granted',
  functional_storage: 'granted',
  ad_personalization: 'granted',
}

export interface Visit {
  page: Page
  context: BrowserContext
  /** Console errors and uncaught exceptions. */
  errors: string[]
  /** The URL of each document the page loaded: one per full page load. */
  documents: string[]
  status: number | undefined
  close(): Promise<void>
}

export interface VisitOptions {
  width?: number
  /** Store a consent choice first, so the banner stays closed (default true). */
  consented?: boolean
  cookies?: { name: string; value: string }[]
  /** Runs before the first navigation (routes, clock). */
  before?: (page: Page) => Promise<unknown>
}

/** Opens `url` in a new context: errors and full page loads recorded, third-party scripts stubbed. */
export async function visit(browser: Browser, url: string, options: VisitOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } })
  if (options.cookies?.length) await context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url })))
  if (options.consented !== false) {
    await context.addInitScript((record) => {
      if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', JSON.stringify(record))
    }, STORED_CONSENT)
  }
  const page = await context.newPage()
  const errors: string[] = []
  const documents: string[] = []
  page.on('console', (message) => {
    // the status of a document that is an error page on purpose is not an error of the page
    if (message.type() === 'error' && !/status of (404|500)/.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('domcontentloaded', () => documents.push(page.url()))
  // Third-party scripts (a consent-gated reviews widget on the home page) are outside this machine: an empty stub
  const origin = new URL(url).origin
  await page.route((target) => target.origin !== origin, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
  await options.before?.(page)
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  return { page, context, errors, documents, status: response?.status(), close: () => context.close() }
}
