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

  it('asks Strapi for title or excerpt $containsi, and nothing extra for blank words', async () => {
    const strapi = await startTestServer()
    strapi.handle((_request, response) => sendJson(response, 200, { data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } }))
    try {
      const read = createContentReader(createStrapiSource(createStrapiClient({ url: strapi.url })), { brand: 'test-hosting', logger: quiet })
      await read.listArticles({ search: 'MX  records mx' })
      const query = decodeURIComponent(strapi.requests[0]!.url)
      expect(query).toContain('filters[$and][0][$or][0][title][$containsi]=mx')
      expect(query).toContain('filters[$and][0][$or][1][excerpt][$containsi]=mx')
      // records: looked for as its stem, which finds record and records
      expect(query).toMatch(/filters\[\$and\]\[1\]\[\$or\]\[0\]\[title\]\[\$containsi\]=record(&|$)/)
      expect(query).not.toContain('filters[$and][2]')
      await read.listArticles({ search: '   ' })
      expect(decodeURIComponent(strapi.requests[1]!.url)).not.toContain('$containsi')
    } finally {
      await strapi.close()
    }
  })
})
