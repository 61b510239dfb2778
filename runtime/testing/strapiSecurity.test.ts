import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentReader } from '../content/createContentReader'
import { createStrapiClient } from '../content/createStrapiClient'
import { createStrapiSource } from '../content/createStrapiSource'
import { freePort } from './freePort'
import { startStrapi, type RunningStrapi } from './startStrapi'

// The real Strapi from cms/ as `npm start` runs it (NODE_ENV=production), probed the way an attacker would: the
// development admin password, a foreign page's CORS requests, the public asking for drafts, and registration that
// skips the site's bot check. An admin password carried over from development: strapiAdminPassword.test.ts.

const DEV_EMAIL = 'admin@stratum.local'
const DEV_PASSWORD = 'Stratum-dev-2026'
const PREVIEW_SECRET = 'preview-secret-for-security-tests'
const DRAFT_PAGE = 'plans-in-progress'
const DRAFT_ARTICLE = 'an-unannounced-launch'
type Json = Record<string, any>

/** A small pack: one published and one draft-only page, the same for articles. */
function writePack(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-security-pack-'))
  const write = (path: string, value: unknown) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), JSON.stringify(value))
  }
  write('singles/site-configuration.json', { url: 'https://example.test', indexable: false })
  write('collections/categories/news.json', { slug: 'news', name: 'News' })
  write('collections/authors/sam.json', { slug: 'sam', name: 'Sam' })
  write('collections/pages/about.json', { slug: 'about', title: 'About us' })
  write(`collections/pages/${DRAFT_PAGE}.json`, { slug: DRAFT_PAGE, title: 'Plans in progress', publishedAt: null })
  const article = { body: 'Text.', publishedDate: '2026-01-01', author: { slug: 'sam' }, categories: [{ slug: 'news' }] }
  write('collections/articles/hello.json', { ...article, slug: 'hello', title: 'Hello' })
  write(`collections/articles/${DRAFT_ARTICLE}.json`, { ...article, slug: DRAFT_ARTICLE, title: 'An unannounced launch', publishedAt: null })
  return dir
}

async function adminLogin(url: string, email: string, password: string) {
  const response = await fetch(`${url}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  return { status: response.status, body: (await response.json()) as Json }
}

async function hasAdmin(url: string): Promise<boolean> {
  return ((await (await fetch(`${url}/admin/init`)).json()) as Json).data.hasAdmin as boolean
}

let strapi: RunningStrapi
let packDir: string
/** The site's origin (SITE_URL): nothing listens there, CORS only compares origins. */
let siteOrigin: string
/** A page on this machine that is neither the site nor the admin. */
let foreignOrigin: string

beforeAll(async () => {
  packDir = writePack()
  siteOrigin = `http://127.0.0.1:${await freePort()}`
  foreignOrigin = `http://127.0.0.1:${await freePort()}`
  // no ADMIN_PASSWORD, as a production deployment that forgot it
  strapi = await startStrapi({ contentDir: packDir, env: { SITE_URL: siteOrigin, PREVIEW_SECRET } })
})
afterAll(async () => {
  await strapi?.stop()
  rmSync(packDir, { recursive: true, force: true })
})

describe('strapiSecurity: no admin with a known password in production', () => {
  it('creates no admin without ADMIN_PASSWORD: the development password is refused at /admin/login, and the log says where the first admin registers', async () => {
    const login = await adminLogin(strapi.url, DEV_EMAIL, DEV_PASSWORD)
    expect(login.status).not.toBe(200)
    expect(JSON.stringify(login.body)).not.toMatch(/token/i)
    expect(await hasAdmin(strapi.url)).toBe(false)
    expect(strapi.output()).toMatch(/no admin user yet: register the first one at \S+\/admin.*ADMIN_PASSWORD/)
  })
})

describe('strapiSecurity: CORS only for the admin’s and the site’s origins', () => {
  const cors = async (method: string, path: string, origin: string) => {
    const preflight = method === 'OPTIONS' ? { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } : {}
    const response = await fetch(`${strapi.url}${path}`, {
      method,
      headers: { origin, ...preflight, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })
    return { origin: response.headers.get('access-control-allow-origin'), credentials: response.headers.get('access-control-allow-credentials') }
  }
  const REQUESTS: [method: string, path: string][] = [
    ['POST', '/admin/access-token'],
    ['OPTIONS', '/admin/access-token'],
    ['GET', '/api/pages'],
    ['OPTIONS', '/api/pages'],
  ]

  it('gives another origin no CORS headers on the admin API or the content API, preflight included', async () => {
    for (const [method, path] of REQUESTS) {
      expect(await cors(method, path, foreignOrigin), `${method} ${path}`).toEqual({ origin: null, credentials: null })
    }
  })

  it('lets the site’s origin and the admin’s own make credentialed requests', async () => {
    for (const origin of [siteOrigin, strapi.url]) {
      for (const [method, path] of REQUESTS) {
        expect(await cors(method, path, origin), `${origin}: ${method} ${path}`).toEqual({ origin, credentials: 'true' })
      }
    }
  })
})

describe('strapiSecurity: drafts only for the site’s preview', () => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${strapi.url}${path}`, { headers })
    return { status: response.status, body: (await response.json()) as Json }
  }
  const slugs = (body: Json) => (body.data as Json[]).map((entry) => entry.slug as string).sort()
  const documentIdOf = async (slug: string) =>
    ((await get(`/api/pages?filters[slug][$eq]=${slug}&status=draft`, { 'x-preview-secret': PREVIEW_SECRET })).body.data as Json[])[0]?.documentId as string

  it('refuses the public every spelling of a draft read: 403 in Strapi’s error shape, no draft in it', async () => {
    const draftPage = await documentIdOf(DRAFT_PAGE)
    expect(draftPage).toBeTypeOf('string')
    const paths = [
      '/api/pages?status=draft',
      '/api/articles?status=draft',
      `/api/pages/${draftPage}?status=draft`,
      '/api/pages?status=DRAFT',
      '/api/pages?status=anything',
      '/api/pages?status',
      '/api/pages?status[0]=draft',
      '/api/pages?status=published&status=draft',
      '/API/Pages?status=draft',
      '/api/pages/?status=draft',
    ]
    for (const path of paths) {
      for (const headers of [{}, { 'x-preview-secret': 'a guess' }]) {
        const { status, body } = await get(path, headers)
        expect(status, path).toBe(403)
        expect(body, path).toEqual({ data: null, error: { status: 403, name: 'ForbiddenError', message: expect.stringMatching(/draft/i), details: {} } })
      }
    }
  })

  it('serves drafts to a request that carries PREVIEW_SECRET in x-preview-secret', async () => {
    const preview = { 'x-preview-secret': PREVIEW_SECRET }
    expect(slugs((await get('/api/pages?status=draft', preview)).body)).toEqual(['about', DRAFT_PAGE])
    expect(slugs((await get('/api/articles?status=draft', preview)).body)).toEqual([DRAFT_ARTICLE, 'hello'])
    const one = await get(`/api/pages/${await documentIdOf(DRAFT_PAGE)}?status=draft`, preview)
    expect(one.body.data.slug).toBe(DRAFT_PAGE)
  })

  it('answers published reads as before, with or without the header', async () => {
    for (const headers of [{}, { 'x-preview-secret': PREVIEW_SECRET }]) {
      expect(slugs((await get('/api/pages', headers)).body)).toEqual(['about'])
      expect(slugs((await get('/api/pages?status=published', headers)).body)).toEqual(['about'])
      // Strapi 5 ignores v4's publicationState: no drafts, whoever asks
      expect(slugs((await get('/api/pages?publicationState=preview', headers)).body)).toEqual(['about'])
      expect(slugs((await get('/api/articles', headers)).body)).toEqual(['hello'])
    }
  })

  it('shows the site’s preview its drafts through the content reader; without the secret the preview read is refused', async () => {
    const reader = (previewSecret?: string) =>
      createContentReader(createStrapiSource(createStrapiClient({ url: strapi.url, ...(previewSecret ? { previewSecret } : {}) })), { logger: { warn: () => {} } })
    const previewing = reader(PREVIEW_SECRET)
    expect((await previewing.getPage(DRAFT_PAGE, { preview: true }))?.title).toBe('Plans in progress')
    expect((await previewing.getArticle(DRAFT_ARTICLE, { preview: true }))?.title).toBe('An unannounced launch')
    expect(await previewing.getPage(DRAFT_PAGE)).toBeNull()
    await expect(reader().getPage(DRAFT_PAGE, { preview: true })).rejects.toMatchObject({ status: 403 })
  })
})

describe('strapiSecurity: accounts only through the site’s registration', () => {
  const register = async (user: Json, headers: Record<string, string> = {}, path = '/api/auth/local/register') => {
    const response = await fetch(`${strapi.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(user) })
    return { status: response.status, body: (await response.json()) as Json }
  }
  const login = async (user: Json) =>
    (await fetch(`${strapi.url}/api/auth/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: user.email, password: user.password }) })).status

  it('refuses a registration sent to Strapi directly, without the secret or with a wrong one: 403, no account made', async () => {
    const user = { username: 'mallory', email: 'mallory@example.test', password: 'Correct-horse-9' }
    const attempts: [Record<string, string>, string][] = [
      [{}, '/api/auth/local/register'],
      [{ 'x-proxy-secret': 'a guess' }, '/api/auth/local/register'],
      [{ 'x-proxy-secret': '' }, '/api/auth/local/register'],
      [{}, '/API/auth/local/register'],
      [{}, '/api/auth/local/register/'],
    ]
    for (const [headers, path] of attempts) {
      const { status, body } = await register(user, headers, path)
      expect(status, `${path} ${JSON.stringify(headers)}`).toBe(403)
      expect(body).toEqual({ data: null, error: { status: 403, name: 'ForbiddenError', message: expect.any(String), details: {} } })
    }
    expect(await login(user)).toBe(400)
  })

  it('registers a request that carries PROXY_SECRET in x-proxy-secret: 200 with a JWT', async () => {
    const user = { username: 'trent', email: 'trent@example.test', password: 'Correct-horse-9' }
    const { status, body } = await register(user, { 'x-proxy-secret': strapi.proxySecret })
    expect(status).toBe(200)
    expect(body.jwt).toBeTypeOf('string')
    expect(await login(user)).toBe(200)
  })
})

describe('strapiSecurity: a Strapi given neither PREVIEW_SECRET nor PROXY_SECRET', () => {
  let bare: RunningStrapi

  beforeAll(async () => {
    bare = await startStrapi({ seed: false, env: { PROXY_SECRET: '' } })
  })
  afterAll(() => bare?.stop())

  it('serves no drafts, whatever x-preview-secret says, and says so when it starts', async () => {
    for (const secret of ['', PREVIEW_SECRET, 'undefined']) {
      expect((await fetch(`${bare.url}/api/pages?status=draft`, { headers: { 'x-preview-secret': secret } })).status, secret).toBe(403)
    }
    expect((await fetch(`${bare.url}/api/pages`)).status).toBe(200)
    expect(bare.output()).toMatch(/PREVIEW_SECRET is not set: the content API serves no drafts/)
  })

  it('registers no one, and says so when it starts', async () => {
    const user = { username: 'victor', email: 'victor@example.test', password: 'Correct-horse-9' }
    for (const secret of ['', 'undefined']) {
      const response = await fetch(`${bare.url}/api/auth/local/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-proxy-secret': secret }, body: JSON.stringify(user) })
      expect(response.status, secret).toBe(403)
    }
    expect(bare.output()).toMatch(/PROXY_SECRET is not set: registration is closed/)
  })
})
