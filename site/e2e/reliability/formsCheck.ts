import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser } from '../../../runtime/testing/launchBrowser'
import { pageHydrated } from '../hydrated'
import { Check, type CheckResult } from './Check'

/** Options of formsCheck. */
export interface FormsCheckOptions {
  siteUrl: string
  /** Strapi itself: the account whose email is then taken is made there. */
  strapiUrl: string
  /** The content pack Strapi was seeded with: where the register form is. */
  contentDir: string
  authMounted: boolean
}

const SUITE = 'hostile input'

/** The path of the first page whose sections include the component. */
function pageWith(contentDir: string, uid: string): string | undefined {
  const dir = join(contentDir, 'collections/pages')
  for (const file of readdirSync(dir).sort()) {
    const page = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { slug: string; publishedAt?: string | null; sections?: { __component?: string }[] }
    if (page.publishedAt !== null && page.sections?.some((s) => s.__component === uid)) return page.slug === 'homepage' ? '/' : `/${page.slug}`
  }
  return undefined
}

/**
 * Hostile input, forms, in the real browser: the register form sent with an email that is already taken
 * fails (Strapi refuses it), and every field keeps what the visitor typed; sent again with a double click, it makes
 * one request. (The order form sends no request to this site: it leaves for the order address.)
 */
export async function formsCheck({ siteUrl, strapiUrl, contentDir, authMounted }: FormsCheckOptions): Promise<CheckResult[]> {
  const check = new Check(SUITE, 'register form: a failed submission keeps every field; a double click submits once')
  const path = pageWith(contentDir, 'sections.register-form')
  if (!path) return [check.skip('no page of the content pack has a register form').result]
  if (!authMounted) return [check.skip('/api/auth is not mounted in site/server/app.ts yet').result]

  const id = randomBytes(4).toString('hex')
  const taken = { username: `taken${id}`, email: `taken-${id}@example.test`, password: 'Reliable-horse-10' }
  const registered = await fetch(`${strapiUrl}/api/auth/local/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(taken) })
  if (registered.status !== 200) return [check.skip(`could not register the account whose email is then taken (${registered.status})`).result]

  const browser = await launchBrowser()
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/register') && posts.push(request.url()))
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' })
    const form = page.locator('form:has(input[name="username"])').first()
    if ((await form.count()) === 0) return [check.skip(`${path} shows no register form`).result]
    await pageHydrated(page)

    const typed = { username: `visitor${id}`, email: taken.email, password: 'Another-horse-11', passwordConfirmation: 'Another-horse-11' }
    for (const [name, value] of Object.entries(typed)) await form.locator(`input[name="${name}"]`).fill(value)
    await form.locator('input[name="acceptTerms"]').check()
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'), { timeout: 60_000 })
    await form.locator('button[type="submit"]').click()
    const answer = await refused
    check.hold(answer.status() >= 400, `the taken email was accepted (${answer.status()})`)
    await form.locator('[aria-invalid="true"], [role="alert"]').first().waitFor({ timeout: 10_000 }).catch(() => undefined)
    for (const [name, value] of Object.entries(typed)) {
      const kept = await form.locator(`input[name="${name}"]`).inputValue()
      check.hold(kept === value, `${name} held ${JSON.stringify(kept)} after the failed submission, not ${JSON.stringify(value)}`)
    }
    check.hold(await form.locator('input[name="acceptTerms"]').isChecked(), 'the terms box was cleared by the failed submission')

    posts.length = 0
    await form.locator('input[name="email"]').fill(`visitor-${id}@example.test`)
    const accepted = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'), { timeout: 60_000 })
    await form.locator('button[type="submit"]').dblclick()
    await accepted
    await page.waitForLoadState('networkidle')
    check.hold(posts.length === 1, `a double click sent ${posts.length} registrations`)
    await context.close()
  } finally {
    await browser.close()
  }
  return [check.note('order form: sends nothing to this site (it leaves for the order address)').result]
}
