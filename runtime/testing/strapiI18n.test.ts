import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stringify } from 'qs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { populate } from '../generated/populate'
import config from '../i18n/locales.json'
import { runSeed, startStrapi, type RunningStrapi } from './startStrapi'
import { loginAdmin, type StrapiAdmin } from './strapiAdmin'

// The real Strapi from cms/ with the i18n locales of runtime/i18n/locales.json, seeded with content/ and its German
// translations (content/locales/de-DE), read over REST as the site reads it.

const CONTENT = fileURLToPath(new URL('../../content/', import.meta.url))
const GERMAN = join(CONTENT, 'locales', 'de-DE')
const ADMIN = { email: 'editor@example.test', password: 'Editor-password-1' }
type Json = Record<string, any>

const packEntry = (dir: string, folder: string, key: string): Json => JSON.parse(readFileSync(join(dir, 'collections', folder, `${key}.json`), 'utf8'))
const keysOf = (dir: string, folder: string) => readdirSync(join(dir, 'collections', folder)).map((f) => f.replace(/\.json$/, '')).sort()

let strapi: RunningStrapi
let admin: StrapiAdmin

async function get(path: string, params: Json = {}): Promise<{ status: number; body: Json }> {
  const query = stringify(params, { encodeValuesOnly: true })
  const response = await fetch(`${strapi.url}/api/${path}${query ? `?${query}` : ''}`)
  return { status: response.status, body: (await response.json()) as Json }
}

/** Every populated `internalLink` inside a value, however deep. */
function internalLinks(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(internalLinks)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => (key === 'internalLink' && item ? [item as Json] : internalLinks(item)))
}

beforeAll(async () => {
  strapi = await startStrapi({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } })
  admin = await loginAdmin(strapi.url, ADMIN)
  console.log(`Strapi cold start with seed and translations: ${(strapi.startupMs / 1000).toFixed(1)} s`)
  console.log(strapi.output().split('\n').filter((line) => line.includes('entries imported')).join('\n'))
})
afterAll(async () => {
  await strapi?.stop()
})

describe('Strapi i18n: locales and localised content types', () => {
  it('has the locales of runtime/i18n/locales.json, the default one marked', async () => {
    const locales = (await admin.request('GET', '/i18n/locales')) as unknown as Json[]
    expect(locales.map((l) => [l.code, l.isDefault]).sort()).toEqual(config.locales.map((l) => [l.code, l.code === config.default]).sort())
  })

  it('shows the localisation options in the content-type builder: per type, and shared fields per field', async () => {
    const schema = async (uid: string) => (await admin.request('GET', `/content-type-builder/content-types/${uid}`)).data.schema as Json
    const page = await schema('api::page.page')
    expect(page.pluginOptions.i18n).toEqual({ localized: true })
    expect(page.attributes.title.pluginOptions.i18n).toEqual({ localized: true })
    expect(page.attributes.insetHeader.pluginOptions.i18n).toEqual({ localized: false })
    const referenceData = await schema('api::reference-datum.reference-datum')
    expect(referenceData.pluginOptions?.i18n).toBeUndefined()
  })

  // the seed's own summary, translations included, is startStrapi.test's: this Strapi may start from a copy of it
  it('holds every translation of the pack as its locale\'s version of its twin', async () => {
    const { body } = await get('pages', { locale: 'de-DE', fields: ['slug'], pagination: { pageSize: 100 } })
    expect(body.data.map((p: Json) => p.slug).sort()).toEqual(keysOf(GERMAN, 'pages'))
  })
})

describe('Strapi i18n over REST, as the site reads it', () => {
  it('finds a German page by its German slug in de-DE, with its English twin among its localizations', async () => {
    const { status, body } = await get('pages', { filters: { slug: { $eq: 'webhosting' } }, locale: 'de-DE', populate: populate.page })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(1)
    const [page] = body.data
    expect(page.locale).toBe('de-DE')
    expect(page.title).toBe(packEntry(GERMAN, 'pages', 'webhosting').title)
    expect(page.localizations.map((l: Json) => ({ locale: l.locale, slug: l.slug }))).toEqual([{ locale: 'en-GB', slug: 'web-hosting' }])
  })

  it('finds nothing by a German slug in the default locale', async () => {
    const { body } = await get('pages', { filters: { slug: { $eq: 'webhosting' } } })
    expect(body.data).toEqual([])
    const english = await get('pages', { filters: { slug: { $eq: 'web-hosting' } }, fields: ['slug', 'locale'] })
    expect(english.body.data.map((p: Json) => p.locale)).toEqual(['en-GB'])
  })

  it('returns the entries of a type that is not localised whatever the locale', async () => {
    const german = await get('reference-data', { locale: 'de-DE', pagination: { pageSize: 1 } })
    const plain = await get('reference-data', { pagination: { pageSize: 1 } })
    expect(german.status).toBe(200)
    expect(german.body.meta.pagination.total).toBe(keysOf(CONTENT, 'reference-data').length)
    expect(german.body.meta.pagination.total).toBe(plain.body.meta.pagination.total)
  })

  it('populates a German article with its author and categories in German', async () => {
    const key = 'domain-umziehen'
    const pack = packEntry(GERMAN, 'articles', key)
    const { body } = await get('articles', { filters: { slug: { $eq: key } }, locale: 'de-DE', populate: populate.article })
    const [article] = body.data
    expect(article.locale).toBe('de-DE')
    expect(article.author.locale).toBe('de-DE')
    expect(article.author.role).toBe(packEntry(GERMAN, 'authors', pack.author.slug).role)
    expect(article.categories.map((c: Json) => [c.slug, c.locale, c.name])).toEqual(
      pack.categories.map((c: Json) => [c.slug, 'de-DE', packEntry(GERMAN, 'categories', c.slug).name]),
    )
  })

  it("carries each internal link's locale: German pages link to German pages, English ones to English ones", async () => {
    for (const [locale, slug] of [['de-DE', 'homepage'], ['en-GB', 'homepage']] as const) {
      const { body } = await get('pages', { filters: { slug: { $eq: slug } }, locale, populate: populate.page })
      const links = internalLinks(body.data[0].sections)
      expect(links.length, locale).toBeGreaterThan(0)
      for (const link of links) expect(link.locale, `${locale} ${link.slug}`).toBe(locale)
    }
  })

  it('keeps a shared field the same in every locale: an edit in one shows in the other', async () => {
    const { body } = await get('authors', { filters: { slug: { $eq: 'megan-lloyd' } }, locale: 'de-DE' })
    const [german] = body.data
    await admin.request('PUT', `/content-manager/collection-types/api::author.author/${german.documentId}?locale=de-DE`, { name: 'Megan Lloyd-Evans' })
    const english = await get('authors', { filters: { slug: { $eq: 'megan-lloyd' } } })
    expect(english.body.data[0].name).toBe('Megan Lloyd-Evans')
    expect(english.body.data[0].role).toBe(packEntry(CONTENT, 'authors', 'megan-lloyd').role)
  })
})

describe('Strapi i18n: seeding again', () => {
  it('changes nothing: every entry and translation is found and updated, none created', async () => {
    const read = async () => (await get('pages', { filters: { slug: { $eq: 'webhosting' } }, locale: 'de-DE', populate: populate.page })).body.data[0]
    const strip = (page: Json) => JSON.parse(JSON.stringify(page, (key, value) => (['updatedAt', 'publishedAt', 'id'].includes(key) ? undefined : value)))
    const before = await read()
    const { code, output } = await runSeed(strapi)
    expect(code, output.slice(-3000)).toBe(0)
    expect(output).toMatch(/\[seed\] (\d+) of \1 entries imported \(0 created, \1 updated\), 0 media uploaded, 0 failed/)
    expect(strip(await read())).toEqual(strip(before))
    const { body } = await get('pages', { locale: 'de-DE', fields: ['slug'], pagination: { pageSize: 100 } })
    expect(body.data).toHaveLength(keysOf(GERMAN, 'pages').length)
  }, 420_000)
})
