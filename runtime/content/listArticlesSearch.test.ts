import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sendJson, startTestServer } from '../testing/startTestServer'
import { createContentReader } from './createContentReader'
import { createFilesSource } from './createFilesSource'
import { createStrapiClient } from './createStrapiClient'
import { createStrapiSource } from './createStrapiSource'

// listArticles({ search }): the site's own docs search (issue 8) over titles and excerpts.
const files = createFilesSource({
  root: join(import.meta.dirname, '__fixtures__', 'content'),
  schemas: join(import.meta.dirname, '..', '..', 'schemas', 'content'),
})
const quiet = { warn: () => {} }

describe('listArticles with search', () => {
  it('finds published articles whose title or excerpt contains every word, in any order and case', async () => {
    const read = createContentReader(files, { brand: 'test-hosting', logger: quiet })
    const { items, pagination } = await read.listArticles({ search: '  dns ' })
    expect(items.map((a) => a.slug)).toEqual(['dns-basics'])
    expect(pagination.total).toBe(1)
    expect((await read.listArticles({ search: 'SSL' })).items.map((a) => a.slug)).toEqual(['ssl-explained'])
    expect((await read.listArticles({ search: 'explained SSL' })).items.map((a) => a.slug)).toEqual(['ssl-explained'])
    expect((await read.listArticles({ search: 'ssl dns' })).items).toEqual([])
    expect((await read.listArticles({ search: 'coming soon' })).items).toEqual([])
  })

  it('reads a question as its telling words: common words and punctuation narrow nothing', async () => {
    const read = createContentReader(files, { brand: 'test-hosting', logger: quiet })
    expect((await read.listArticles({ search: 'What is my DNS?' })).items.map((a) => a.slug)).toEqual(['dns-basics'])
  })

  it('finds a word in any of its forms: a plural, a verb in -ing or -ed', async () => {
    const read = createContentReader(files, { brand: 'test-hosting', logger: quiet })
    const slugs = async (search: string) => (await read.listArticles({ search })).items.map((a) => a.slug)
    expect(await slugs('data centres')).toEqual(['new-datacentre'])
    expect(await slugs('explaining SSL')).toEqual(['ssl-explained'])
    expect(await slugs('turning on two-factor')).toEqual(['two-factor'])
    expect(await slugs('backup')).toEqual(['backups-101'])
  })

  it('asks Strapi for the title matches, then the title or excerpt matches whose title lacks a word, and nothing extra for blank words', async () => {
    const strapi = await startTestServer()
    strapi.handle((_request, response) => sendJson(response, 200, { data: [], meta: { pagination: { start: 0, limit: 10, total: 0 } } }))
    try {
      const read = createContentReader(createStrapiSource(createStrapiClient({ url: strapi.url })), { brand: 'test-hosting', logger: quiet })
      await read.listArticles({ search: 'MX  records mx', page: 3 })
      const [titled, rest] = strapi.requests.map((request) => decodeURIComponent(request.url))
      // records: looked for as its stem, which finds record and records
      expect(titled).toContain('filters[$and][0][title][$containsi]=mx&filters[$and][1][title][$containsi]=record&')
      expect(titled).not.toContain('filters[$and][2]')
      expect(titled).toContain('pagination[start]=20&pagination[limit]=10')
      expect(rest).toContain('filters[$and][0][$or][0][title][$containsi]=mx')
      expect(rest).toContain('filters[$and][0][$or][1][excerpt][$containsi]=mx')
      expect(rest).toMatch(/filters\[\$and\]\[1\]\[\$or\]\[0\]\[title\]\[\$containsi\]=record(&|$)/)
      expect(rest).toContain('filters[$and][2][$or][0][title][$notContainsi]=mx&filters[$and][2][$or][1][title][$notContainsi]=record&')
      expect(rest).not.toContain('filters[$and][3]')
      expect(rest).toContain('pagination[start]=20&pagination[limit]=10')
      await read.listArticles({ search: '   ' })
      expect(strapi.requests).toHaveLength(3)
      expect(decodeURIComponent(strapi.requests[2]!.url)).not.toContain('$containsi')
    } finally {
      await strapi.close()
    }
  })
})

describe('listArticles with search, on the demo content', () => {
  const pack = createFilesSource({ root: join(import.meta.dirname, '..', '..', 'content'), schemas: join(import.meta.dirname, '..', '..', 'schemas', 'content') })
  const read = createContentReader(pack, { brand: 'lumen-hosting', logger: quiet })
  const titles = async (search: string, page = 1, pageSize = 10) => (await read.listArticles({ search, page, pageSize })).items.map((a) => a.title)

  it('lists the articles whose title holds every word first, newest first, then the rest, newest first', async () => {
    const found = await read.listArticles({ search: 'email', pageSize: 50 })
    const inTitle = (title: string) => /email/i.test(title)
    const split = found.items.findIndex((a) => !inTitle(a.title))
    expect(split).toBeGreaterThan(0)
    expect(found.items.slice(0, split).every((a) => inTitle(a.title))).toBe(true)
    expect(found.items.slice(split).some((a) => inTitle(a.title))).toBe(false)
    for (const part of [found.items.slice(0, split), found.items.slice(split)]) {
      const dates = part.map((a) => a.publishedDate)
      expect(dates).toEqual([...dates].sort().reverse())
    }
    // "transfer a domain" before an article that only says "domain" in its excerpt
    expect((await titles('domain'))[0]).toMatch(/domain/i)
  })

  it('cuts the pages across the two parts: every article once, in order, with the total of both', async () => {
    for (const search of ['domain', 'email', 'wordpress site']) {
      const whole = await titles(search, 1, 50)
      expect(whole.length, search).toBeGreaterThan(2)
      for (const pageSize of [1, 2, 3, 4]) {
        const pages: string[] = []
        const { pagination } = await read.listArticles({ search, page: 1, pageSize })
        expect(pagination).toEqual({ page: 1, pageSize, pageCount: Math.ceil(whole.length / pageSize), total: whole.length })
        for (let page = 1; page <= pagination.pageCount; page++) pages.push(...(await titles(search, page, pageSize)))
        expect(pages, `${search} by ${pageSize}`).toEqual(whole)
      }
      expect(await titles(search, 100, 10)).toEqual([])
    }
  })
})
