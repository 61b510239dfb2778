import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { ContentServiceError } from './ContentServiceError'
import { createContentCache } from './createContentCache'
import type { ContentSource } from './ContentSource'
import { createContentReader } from './createContentReader'
import { createFilesSource } from './createFilesSource'
import type { ContentReaderOptions } from './ContentReader'

// The reads over the files source and the fixture pack; the HTTP side (queries sent, v4 shapes, the cache) is in
// createContentReader.strapi.test.ts.
const source = createFilesSource({
  root: join(import.meta.dirname, '__fixtures__', 'content'),
  schemas: join(import.meta.dirname, '..', '..', 'schemas', 'content'),
})

function reader(options: ContentReaderOptions = {}) {
  const logger = { warn: vi.fn() }
  return { read: createContentReader(source, { brand: 'test-hosting', logger, ...options }), logger }
}

describe('createContentReader in a locale', () => {
  it('reads the locale’s pages, articles and categories by their own slugs, and nothing it has not translated', async () => {
    const { read } = reader({ locale: 'de-DE' })
    expect(await read.getPage('ueber-uns')).toMatchObject({ title: 'Über uns', locale: 'de-DE', localizations: [{ locale: 'en-GB', slug: 'about' }] })
    expect(await read.getPage('about')).toBeNull()
    expect(await read.getPage('home')).toBeNull()
    expect((await read.listArticles()).items.map((article) => article.slug)).toEqual(['zwei-faktor'])
    expect(await read.getCategory('sicherheit')).toMatchObject({ name: 'Sicherheit' })
    expect(await read.getArticle('two-factor')).toBeNull()
  })

  it('falls back to the default locale for the shell’s content a locale lacks', async () => {
    const { read } = reader({ locale: 'de-DE' })
    expect(await read.getPrimaryNavigation()).toMatchObject({ headerStyle: 'headersStandard', locale: 'en-GB' })
    expect(await read.getSiteConfiguration()).toMatchObject({ defaultCurrency: 'EUR', locale: 'de-DE' })
    expect(await read.getBrandDetails()).toMatchObject({ brand: 'test-hosting' })
    expect((await read.getOtherBrands()).length).toBeGreaterThan(0)
  })
})

describe('createContentReader in a locale, over the shared cache', () => {
  it("keeps each locale's pages apart, and a purge of the model (a German edit's webhook) drops them in every locale", async () => {
    const cache = createContentCache()
    const find = vi.fn(source.find.bind(source))
    const counted: ContentSource = { id: source.id, version: source.version, find, findOne: source.findOne.bind(source), findSingle: source.findSingle.bind(source) }
    const german = createContentReader(counted, { brand: 'test-hosting', cache, locale: 'de-DE' })
    const english = createContentReader(counted, { brand: 'test-hosting', cache })
    const readBoth = async () => [(await german.getPage('ueber-uns'))?.title, (await english.getPage('about'))?.title]
    expect(await readBoth()).toEqual(['Über uns', expect.not.stringContaining('Über')])
    const firstReads = find.mock.calls.length
    expect(await readBoth()).toEqual(['Über uns', expect.not.stringContaining('Über')])
    expect(find.mock.calls.length).toBe(firstReads)
    cache.purge({ model: 'page' })
    await readBoth()
    const pageReads = find.mock.calls.slice(firstReads).filter(([pluralName]) => pluralName === 'pages')
    expect(pageReads.map(([, params]) => params?.locale ?? 'default').sort()).toEqual(['de-DE', 'default'])
  })
})

describe('createContentReader over the files pack', () => {
  it('reads the navigation single types', async () => {
    const { read } = reader()
    expect(await read.getPrimaryNavigation()).toMatchObject({
      headerStyle: 'headersStandard',
      navItem: [{ label: 'Hosting', internalLink: { slug: 'hosting' } }, { label: 'Blog', externalLink: '/blog' }],
    })
    expect(await read.getFooterNavigation()).toMatchObject({ strapline: 'Prices in GBP' })
  })

  it('reads a page with asset URLs on the assets host and placeholders replaced', async () => {
    const { read } = reader({ currency: 'USD', assetsHost: 'https://assets.test' })
    const page = await read.getPage('home')
    expect(page).toMatchObject({
      slug: 'home',
      seo: {
        metaImage: {
          url: 'https://assets.test/uploads/og-home.jpg',
          formats: { small: { url: 'https://assets.test/uploads/small_og-home.jpg' } },
        },
      },
      sections: [
        {
          __component: 'sections.billboard',
          heading: 'Hosting from US$3.79 a month',
          text: 'Billed in USD. Call 0800 000 000.',
          image: { url: 'https://assets.test/uploads/hero.jpg' },
        },
      ],
    })
  })

  it('leaves uploads relative without an assets host (the site serves the pack media)', async () => {
    const { read } = reader()
    expect((await read.getPage('home'))?.seo?.metaImage?.url).toBe('/uploads/og-home.jpg')
  })

  it('leaves an unknown reference visible and reports it once per reader', async () => {
    const { read, logger } = reader()
    const page = await read.getPage('about')
    await read.getPage('about')
    expect(page?.sections).toEqual([expect.objectContaining({ text: 'See {ref:missing:thing}.' })])
    expect(logger.warn).toHaveBeenCalledOnce()
    expect(logger.warn).toHaveBeenCalledWith('content: placeholder {ref:missing:thing} is not in the reference data; left as is')
  })

  it('answers null for a missing page, and shows drafts only in preview', async () => {
    const { read } = reader()
    expect(await read.getPage('nope')).toBeNull()
    expect(await read.getPage('launch')).toBeNull()
    expect(await read.getPage('launch', { preview: true })).toMatchObject({ slug: 'launch', publishedAt: null })
  })

  it('lists articles newest first with pagination meta', async () => {
    const { read } = reader()
    const all = await read.listArticles()
    expect(all.items.map((article) => article.slug)).toEqual(['new-datacentre', 'ssl-explained', 'two-factor', 'backups-101', 'dns-basics'])
    expect(all.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 5 })
    const second = await read.listArticles({ page: 2, pageSize: 2 })
    expect(second.items.map((article) => article.slug)).toEqual(['two-factor', 'backups-101'])
    expect(second.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 3, total: 5 })
  })

  it('lists articles by author, by category, and with drafts in preview', async () => {
    const { read } = reader()
    expect((await read.listArticles({ author: 'ben-okafor' })).items.map((a) => a.slug)).toEqual(['new-datacentre', 'ssl-explained'])
    expect((await read.listArticles({ category: 'security' })).items.map((a) => a.slug)).toEqual(['ssl-explained', 'two-factor'])
    expect((await read.listArticles({ author: 'ana-lopez', category: 'guides' })).pagination.total).toBe(2)
    expect((await read.listArticles({ preview: true })).items[0]?.slug).toBe('coming-soon')
  })

  it('refuses a page number that is not a whole number from 1', async () => {
    const { read } = reader()
    await expect(read.listArticles({ page: 0 })).rejects.toThrow('listArticles: page must be a whole number from 1, got 0')
  })

  it('reads one article with its author and categories', async () => {
    const { read } = reader()
    expect(await read.getArticle('ssl-explained')).toMatchObject({
      title: 'SSL explained',
      author: { slug: 'ben-okafor', name: 'Ben Okafor' },
      categories: [{ name: 'Security' }, { name: 'Guides' }],
    })
    expect(await read.getArticle('coming-soon')).toBeNull()
  })

  it('reads authors and categories, one or all', async () => {
    const { read } = reader()
    expect(await read.getAuthor('ana-lopez')).toMatchObject({ name: 'Ana López' })
    expect(await read.getCategory('news')).toMatchObject({ name: 'News' })
    expect(await read.getAuthor('nobody')).toBeNull()
    expect((await read.listAuthors()).map((author) => author.name)).toEqual(['Ana López', 'Ben Okafor'])
    expect((await read.listCategories()).map((category) => category.name)).toEqual(['Guides', 'News', 'Security'])
  })

  it('reads the brand, the other brands for the footer, and the group', async () => {
    const { read } = reader()
    expect(await read.getBrandDetails()).toMatchObject({ brand: 'test-hosting', socialNetworks: [{ icon: 'youtube' }] })
    expect(await read.getBrandDetails('test-domains')).toMatchObject({ name: 'Test Domains' })
    expect((await read.getOtherBrands()).map((brand) => brand.brand)).toEqual(['test-domains'])
    expect(await read.getGroupDetails()).toMatchObject({ description: 'A group of **test** brands.' })
  })

  it('needs a brand for brand reads', async () => {
    const read = createContentReader(source)
    await expect(read.getBrandDetails()).rejects.toThrow('getBrandDetails: no brand given and none configured (set BRAND)')
  })

  it('reads reference data as a lookup, and the site configuration', async () => {
    const { read } = reader()
    expect(await read.getReferenceData()).toEqual({
      prices: { starter: { prices: { GBP: 2.99, USD: 3.79, EUR: 3.49 } } },
      support: { phone: { value: '0800 000 000' } },
    })
    expect(await read.getSiteConfiguration()).toMatchObject({ url: 'https://www.example.test', indexable: false })
  })

  it('lists every published page by slug, drafts too in preview', async () => {
    const { read } = reader()
    expect((await read.listPages()).map((page) => page.slug)).toEqual(['about', 'home'])
    expect((await read.listPages({ preview: true })).map((page) => page.slug)).toEqual(['about', 'home', 'launch'])
  })

  it('answers no redirects when the collection does not exist', async () => {
    const { read } = reader()
    expect(await read.listRedirects()).toEqual([])
  })

  it('answers no redemption prices when the collection does not exist', async () => {
    const { read } = reader()
    expect(await read.getRedemptionPricing()).toEqual([])
  })

  it('falls back to GBP for a currency that is not an ISO code', async () => {
    const { read, logger } = reader({ currency: '"><script>' })
    expect(await read.getFooterNavigation()).toMatchObject({ strapline: 'Prices in GBP' })
    expect(logger.warn).toHaveBeenCalledWith('content: currency "\\"><script>" is not an ISO 4217 code; using GBP')
  })

  it('refuses a v3 source', () => {
    const v3: ContentSource = { ...source, version: 'v3' }
    expect(() => createContentReader(v3)).toThrow(/STRAPI_VERSION to v4 or v5/)
  })

  it('lets content service failures through', async () => {
    const broken: ContentSource = {
      ...source,
      findSingle: () => Promise.reject(new ContentServiceError('down', { status: 500, body: {}, reason: 'network', url: 'x' })),
    }
    await expect(createContentReader(broken).getPrimaryNavigation()).rejects.toBeInstanceOf(ContentServiceError)
  })
})
