import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ContentServiceError } from './ContentServiceError'
import { createFilesSource } from './createFilesSource'
import type { StrapiParams } from './types'

const FIXTURES = join(import.meta.dirname, '__fixtures__', 'content')
const SCHEMAS = join(import.meta.dirname, '..', '..', 'schemas', 'content')
const source = createFilesSource({ root: FIXTURES, schemas: SCHEMAS })

type Row = Record<string, unknown>
async function rows(pluralName: string, params?: StrapiParams): Promise<Row[]> {
  const { data } = (await source.find(pluralName, params)) as { data: Row[] }
  return data
}
async function slugs(pluralName: string, params?: StrapiParams): Promise<unknown[]> {
  return (await rows(pluralName, params)).map((row) => row.slug)
}
async function failure(promise: Promise<unknown>): Promise<ContentServiceError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason)
  expect(error).toBeInstanceOf(ContentServiceError)
  return error as ContentServiceError
}

describe('files source: locales, as Strapi i18n answers them', () => {
  it('reads the default locale without the parameter, each entry with its locale and its localizations', async () => {
    const [about] = await rows('pages', { filters: { slug: { $eq: 'about' } } })
    expect(about).toMatchObject({ slug: 'about', locale: 'en-GB', localizations: [{ documentId: 'about', locale: 'de-DE', slug: 'ueber-uns' }] })
    expect(await rows('pages', { filters: { slug: { $eq: 'about' } }, locale: 'en-GB' })).toEqual([about])
    const [home] = await rows('pages', { filters: { slug: { $eq: 'home' } } })
    expect(home).toMatchObject({ locale: 'en-GB', localizations: [] })
  })

  it('reads a locale’s own entries by their own slugs, and finds no entry the locale has not translated', async () => {
    expect(await slugs('pages', { locale: 'de-DE' })).toEqual(['ueber-uns'])
    const [page] = await rows('pages', { locale: 'de-DE', filters: { slug: { $eq: 'ueber-uns' } } })
    expect(page).toMatchObject({ documentId: 'about', locale: 'de-DE', title: 'Über uns', localizations: [{ locale: 'en-GB', slug: 'about' }] })
    expect(await rows('pages', { locale: 'de-DE', filters: { slug: { $eq: 'about' } } })).toEqual([])
    expect(await rows('pages', { filters: { slug: { $eq: 'ueber-uns' } } })).toEqual([])
  })

  it('populates a translation’s relations with the locale’s entries, the default’s where it has none', async () => {
    const [article] = await rows('articles', { locale: 'de-DE' })
    expect(article).toMatchObject({ slug: 'zwei-faktor', author: { slug: 'ana-lopez', locale: 'de-DE', bio: 'Schreibt über Sicherheit.' } })
    expect((article!.categories as Row[]).map((category) => [category.slug, category.locale])).toEqual([
      ['sicherheit', 'de-DE'],
      ['guides', 'en-GB'],
    ])
    expect(await slugs('articles', { locale: 'de-DE', filters: { categories: { slug: { $eq: 'sicherheit' } } } })).toEqual(['zwei-faktor'])
  })

  it('gives a translation its document’s shared fields, whatever its file says', async () => {
    const [author] = await rows('authors', { locale: 'de-DE' })
    expect(author).toMatchObject({ slug: 'ana-lopez', name: 'Ana López', avatar: { url: '/uploads/ana.jpg' }, documentId: 'ana-lopez' })
    expect(author).not.toHaveProperty('localizationOf')
  })

  it('reads shared types in every locale, and a locale’s single, falling short where it has none', async () => {
    expect(await rows('reference-data', { locale: 'de-DE' })).toEqual(await rows('reference-data'))
    expect(await source.findSingle('site-configuration', { locale: 'de-DE' })).toMatchObject({ data: { defaultCurrency: 'EUR', locale: 'de-DE', trailingSlash: false } })
    expect((await failure(source.findSingle('primary-navigation', { locale: 'de-DE' }))).status).toBe(404)
  })

  it('gives each internal link its page’s locale: the locale’s page, else the default’s', async () => {
    const german = (await source.findSingle('footer-navigation', { locale: 'de-DE' })) as { data: { navItem: Row[] } }
    expect(german.data.navItem.map((item) => item.internalLink)).toEqual([
      { slug: 'ueber-uns', locale: 'de-DE' },
      { slug: 'home', locale: 'en-GB' },
    ])
    const english = (await source.findSingle('footer-navigation')) as { data: { navItem: Row[] } }
    expect(english.data.navItem.map((item) => item.internalLink)).toEqual([{ slug: 'about', locale: 'en-GB' }])
  })

  it('has none of the localised entries for a locale the pack does not have', async () => {
    expect(await rows('pages', { locale: 'fr-FR' })).toEqual([])
    expect((await rows('reference-data', { locale: 'fr-FR' })).length).toBeGreaterThan(0)
  })
})

describe('files source: collections', () => {
  it('answers in Strapi 5 shape with pagination meta, published entries only', async () => {
    const response = await source.find('pages')
    expect(response).toMatchObject({
      data: [{ id: 1, documentId: 'about', slug: 'about' }, { id: 2, documentId: 'home', slug: 'home' }],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
    })
  })

  it('includes drafts with status=draft, and with v4 publicationState=preview', async () => {
    expect(await slugs('pages', { status: 'draft' })).toEqual(['about', 'home', 'launch'])
    expect(await slugs('pages', { publicationState: 'preview' })).toEqual(['about', 'home', 'launch'])
    expect(await slugs('pages', { status: 'published' })).toEqual(['about', 'home'])
  })

  it('filters with the operators the reader sends: $eq, $ne, $containsi, $notContainsi, $null, $and, $or', async () => {
    expect(await slugs('pages', { filters: { slug: { $eq: 'home' } } })).toEqual(['home'])
    expect(await slugs('pages', { filters: { slug: { $ne: 'home' } } })).toEqual(['about'])
    expect(await slugs('articles', { filters: { title: { $containsi: 'SSL' } } })).toEqual(['ssl-explained'])
    expect(await slugs('articles', { filters: { $or: [{ slug: { $eq: 'dns-basics' } }, { title: { $containsi: 'data centre' } }] } })).toEqual([
      'dns-basics',
      'new-datacentre',
    ])
    expect(
      await slugs('articles', { filters: { $and: [{ body: { $containsi: 'body' } }, { title: { $notContainsi: 'b' } }, { excerpt: { $null: true } }] } }),
    ).toEqual(['new-datacentre', 'ssl-explained', 'two-factor'])
  })

  it('filters on relations, one and many', async () => {
    expect(await slugs('articles', { filters: { author: { slug: { $eq: 'ben-okafor' } } } })).toEqual(['new-datacentre', 'ssl-explained'])
    expect(await slugs('articles', { filters: { categories: { slug: { $eq: 'guides' } } } })).toEqual(['backups-101', 'dns-basics', 'ssl-explained'])
    expect(
      await slugs('articles', { filters: { author: { slug: { $eq: 'ana-lopez' } }, categories: { slug: { $eq: 'security' } } } }),
    ).toEqual(['two-factor'])
  })

  it('applies schema defaults, so excludeFromFooter=false matches brands that leave it out', async () => {
    const other = await rows('brand-details', { filters: { excludeFromFooter: { $eq: false }, brand: { $ne: 'test-hosting' } } })
    expect(other.map((brand) => brand.brand)).toEqual(['test-domains'])
    expect(other[0]).toMatchObject({ excludeFromFooter: false })
  })

  it('sorts newest first and pages with Strapi meta', async () => {
    const response = await source.find('articles', { sort: ['publishedDate:desc'], pagination: { page: 2, pageSize: 2 } })
    expect((response as { data: Row[] }).data.map((row) => row.slug)).toEqual(['two-factor', 'backups-101'])
    expect((response as { meta: unknown }).meta).toEqual({ pagination: { page: 2, pageSize: 2, pageCount: 3, total: 5 } })
    expect(await slugs('articles', { sort: ['title:asc'], pagination: { page: 3, pageSize: 2 } })).toEqual(['two-factor'])
    expect(await source.find('articles', { sort: ['publishedDate:asc'], pagination: { start: 1, limit: 2 } })).toMatchObject({
      data: [{ slug: 'backups-101' }, { slug: 'two-factor' }],
      meta: { pagination: { start: 1, limit: 2, total: 5 } },
    })
  })

  it('gives an empty page past the end', async () => {
    const response = await source.find('articles', { pagination: { page: 9, pageSize: 2 } })
    expect(response).toEqual({ data: [], meta: { pagination: { page: 9, pageSize: 2, pageCount: 3, total: 5 } } })
  })

  it('caps the page size as Strapi maxLimit does', async () => {
    const small = createFilesSource({ root: FIXTURES, schemas: SCHEMAS, maxPageSize: 2 })
    expect(await small.find('articles', { pagination: { pageSize: 50 } })).toMatchObject({
      meta: { pagination: { pageSize: 2, pageCount: 3, total: 5 } },
    })
  })

  it('resolves relations by uid from the other collections, populate or not', async () => {
    const [article] = await rows('articles', { filters: { slug: { $eq: 'ssl-explained' } }, populate: { author: { populate: '*' } } })
    expect(article).toMatchObject({
      author: { slug: 'ben-okafor', name: 'Ben Okafor', documentId: 'ben-okafor' },
      categories: [{ slug: 'security', name: 'Security' }, { slug: 'guides', name: 'Guides' }],
    })
    expect(await rows('articles', { filters: { slug: { $eq: 'ssl-explained' } } })).toEqual([article])
  })

  it('keeps draft articles out unless previewing', async () => {
    expect(await slugs('articles', { filters: { slug: { $eq: 'coming-soon' } } })).toEqual([])
    expect(await slugs('articles', { filters: { slug: { $eq: 'coming-soon' } }, status: 'draft' })).toEqual(['coming-soon'])
  })

  it('returns copies: changing a result never changes the pack', async () => {
    const [first] = await rows('pages', { filters: { slug: { $eq: 'home' } } })
    first!.title = 'Changed'
    const [again] = await rows('pages', { filters: { slug: { $eq: 'home' } } })
    expect(again!.title).toBe('Home')
  })
})

describe('files source: entries and single types', () => {
  it('finds one entry by documentId or id', async () => {
    expect(await source.findOne('authors', 'ana-lopez')).toMatchObject({ data: { name: 'Ana López' }, meta: {} })
    expect(await source.findOne('authors', 2)).toMatchObject({ data: { slug: 'ben-okafor' } })
  })

  it('finds a single type', async () => {
    expect(await source.findSingle('site-configuration')).toEqual({
      data: {
        id: 1,
        documentId: 'site-configuration',
        url: 'https://www.example.test',
        indexable: false,
        trailingSlash: false,
        defaultCurrency: 'GBP',
        consentDefault: 'granted',
        locale: 'en-GB',
        localizations: [{ id: 1, documentId: 'site-configuration', locale: 'de-DE' }],
      },
      meta: {},
    })
  })

  it('hides a draft single type unless previewing', async () => {
    expect((await failure(source.findSingle('draft-announcement'))).status).toBe(404)
    expect(await source.findSingle('draft-announcement', { status: 'draft' })).toMatchObject({ data: { text: 'Not yet' } })
  })
})

describe('files source: errors shaped as Strapi', () => {
  const notFound = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }

  it('answers 404 for an unknown collection, entry or single type', async () => {
    for (const promise of [source.find('nothings'), source.findOne('authors', 'nobody'), source.findSingle('nothing')]) {
      const error = await failure(promise)
      expect(error.status).toBe(404)
      expect(error.body).toEqual(notFound)
    }
  })

  it('answers 400 for an unknown operator or a bad page', async () => {
    const operator = await failure(source.find('pages', { filters: { slug: { $like: 'h%' } } }))
    expect(operator.status).toBe(400)
    expect(operator.body).toMatchObject({ error: { name: 'ValidationError', message: 'Invalid operator $like' } })
    expect((await failure(source.find('pages', { pagination: { page: 0 } }))).body).toMatchObject({
      error: { name: 'ValidationError', message: 'Invalid page parameter: 0' },
    })
  })
})

describe('files source: reading the pack', () => {
  const temporary: string[] = []
  afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))))

  async function pack(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'stratum-pack-'))
    temporary.push(dir)
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(dir, path, '..'), { recursive: true })
      await writeFile(join(dir, path), text)
    }
    return dir
  }

  it('names the file that is not valid JSON, and reads again once it is fixed', async () => {
    const dir = await pack({ 'collections/pages/home.json': '{"slug": "home",' })
    const files = createFilesSource({ root: dir, schemas: SCHEMAS })
    const error = await failure(files.find('pages'))
    expect(error.status).toBe(500)
    expect(error.reason).toBe('malformed')
    expect(error.message).toContain('collections/pages/home.json is not valid JSON')
    await writeFile(join(dir, 'collections/pages/home.json'), '{"slug": "home", "title": "Home"}')
    expect(await files.find('pages')).toMatchObject({ data: [{ slug: 'home' }] })
  })

  it('re-reads the pack on every read with reload', async () => {
    const dir = await pack({ 'singles/site-configuration.json': '{"url": "https://a.test"}' })
    const files = createFilesSource({ root: dir, schemas: SCHEMAS, reload: true })
    expect(await files.findSingle('site-configuration')).toMatchObject({ data: { url: 'https://a.test' } })
    await writeFile(join(dir, 'singles/site-configuration.json'), '{"url": "https://b.test"}')
    expect(await files.findSingle('site-configuration')).toMatchObject({ data: { url: 'https://b.test' } })
  })

  it('works without schemas, leaving relations as the pack names them', async () => {
    const files = createFilesSource({ root: FIXTURES, schemas: join(FIXTURES, 'no-schemas-here') })
    const { data } = (await files.find('articles', { filters: { slug: { $eq: 'dns-basics' } } })) as { data: Row[] }
    expect(data[0]?.author).toEqual({ slug: 'ana-lopez' })
  })
})
