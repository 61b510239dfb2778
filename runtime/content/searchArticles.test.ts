import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sendJson, startTestServer } from '../testing/startTestServer'
import { createContentReader } from './createContentReader'
import { createFilesSource } from './createFilesSource'
import { createStrapiClient } from './createStrapiClient'
import { createStrapiSource } from './createStrapiSource'

// listArticles({ search }), ranked by searchArticles: the site's own docs search over titles, excerpts and bodies.
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

  it('asks Strapi for the title matches, then the title or excerpt ones, then the body ones, each read once', async () => {
    const strapi = await startTestServer()
    strapi.handle((_request, response) => sendJson(response, 200, { data: [], meta: { pagination: { start: 0, limit: 10, total: 0 } } }))
    try {
      const read = createContentReader(createStrapiSource(createStrapiClient({ url: strapi.url })), { brand: 'test-hosting', logger: quiet })
      await read.listArticles({ search: 'MX  records mx', page: 3 })
      const [titled, either, anywhere] = strapi.requests.map((request) => decodeURIComponent(request.url))
      // records: looked for as its stem, which finds record and records
      expect(titled).toContain('filters[$and][0][title][$containsi]=mx&filters[$and][1][title][$containsi]=record&')
      expect(titled).not.toContain('filters[$and][2]')
      expect(either).toContain('filters[$and][0][$or][0][title][$containsi]=mx&filters[$and][0][$or][1][excerpt][$containsi]=mx&')
      expect(either).toMatch(/filters\[\$and\]\[1\]\[\$or\]\[0\]\[title\]\[\$containsi\]=record(&|$)/)
      expect(either).toContain('filters[$and][2][$or][0][title][$notContainsi]=mx&filters[$and][2][$or][1][title][$notContainsi]=record&')
      expect(either).not.toContain('filters[$and][3]')
      expect(anywhere).toContain('filters[$and][0][$or][2][body][$containsi]=mx&')
      // some word in neither the title nor the excerpt, a missing excerpt counting as lacking it
      expect(anywhere).toContain('filters[$and][2][$or][1][$and][0][title][$notContainsi]=record&filters[$and][2][$or][1][$and][1][$or][0][excerpt][$null]=true&filters[$and][2][$or][1][$and][1][$or][1][excerpt][$notContainsi]=record&')
      for (const url of [titled, either, anywhere]) expect(url).toContain('pagination[start]=20&pagination[limit]=10')
      await read.listArticles({ search: '   ' })
      expect(strapi.requests).toHaveLength(4)
      expect(decodeURIComponent(strapi.requests[3]!.url)).not.toContain('$containsi')
    } finally {
      await strapi.close()
    }
  })
})

describe('listArticles with search, on the demo content', () => {
  const pack = createFilesSource({ root: join(import.meta.dirname, '..', '..', 'content'), schemas: join(import.meta.dirname, '..', '..', 'schemas', 'content') })
  const read = createContentReader(pack, { brand: 'lumen-hosting', logger: quiet })
  const titles = async (search: string, page = 1, pageSize = 10) => (await read.listArticles({ search, page, pageSize })).items.map((a) => a.title)

  it('lists the title matches first, then the excerpt matches, then the body matches, newest first in each', async () => {
    for (const [search, word] of [['email', /email/i], ['nameservers', /nameserver/i], ['domains', /domain/i]] as const) {
      const found = (await read.listArticles({ search, pageSize: 50 })).items
      const part = (a: (typeof found)[number]) => (word.test(a.title) ? 0 : word.test(a.excerpt ?? '') ? 1 : 2)
      const parts = found.map(part)
      expect(parts, search).toEqual([...parts].sort())
      for (const p of [0, 1, 2]) {
        const dates = found.filter((a) => part(a) === p).map((a) => a.publishedDate)
        expect(dates, `${search} part ${p}`).toEqual([...dates].sort().reverse())
      }
      // every match is a match: the word is in the title, the excerpt or the body
      for (const a of found) expect(`${a.title} ${a.excerpt ?? ''} ${a.body}`, search).toMatch(word)
    }
    // a word in bodies only: "nameservers" is in no title or excerpt, and in six articles' text
    expect(await titles('nameservers', 1, 50)).toHaveLength(6)
    expect((await titles('domain'))[0]).toMatch(/domain/i)
  })

  it('cuts the pages across the three parts: every article once, in order, with the total of all', async () => {
    for (const search of ['domain', 'email', 'wordpress site', 'nameservers']) {
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
