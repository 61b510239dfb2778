import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendJson, startTestServer, type TestServer } from '../testing/startTestServer'
import { ContentServiceError } from './ContentServiceError'
import { createContentCache } from './createContentCache'
import { createContentReader } from './createContentReader'
import { createStrapiClient } from './createStrapiClient'
import { createStrapiSource } from './createStrapiSource'
import type { ContentReaderOptions } from './ContentReader'
import type { StrapiVersion } from './types'

// The reads over Strapi's REST API, against local HTTP servers standing in for the main and the global content
// hosts: the queries sent, v4 and v5 shapes, 404s, the cache. The real Strapi is exercised by the cms/ integration
// tests.

type Routes = Record<string, { status?: number; body: unknown }>
let main: TestServer
let global: TestServer
let routes: { main: Routes; global: Routes }

function serve(server: TestServer, table: () => Routes): void {
  server.handle((request, response) => {
    const route = table()[request.url.split('?')[0] ?? '']
    if (!route) return sendJson(response, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } })
    sendJson(response, route.status ?? 200, route.body)
  })
}

beforeAll(async () => {
  main = await startTestServer()
  global = await startTestServer()
  serve(main, () => routes.main)
  serve(global, () => routes.global)
})
afterAll(() => Promise.all([main.close(), global.close()]))
beforeEach(() => {
  main.requests.length = 0
  global.requests.length = 0
  routes = { main: {}, global: {} }
})

const populate = {
  page: { seo: { populate: { metaImage: true } }, sections: { on: { 'sections.billboard': { populate: { image: true } } } } },
  article: { author: { populate: { avatar: true } }, categories: true },
  'reference-datum': {},
} as const

function reader(version: StrapiVersion = 'v5', options: ContentReaderOptions = {}) {
  const client = createStrapiClient({ url: main.url, version })
  const globalClient = createStrapiClient({ url: global.url, version })
  const logger = { warn: vi.fn() }
  return createContentReader(createStrapiSource(client, { globalClient }), { brand: 'lumen', populate, logger, ...options })
}

const v5Page = {
  id: 1,
  documentId: 'p1',
  slug: 'home',
  title: 'Home',
  seo: { metaTitle: 'Home', metaImage: { url: '/uploads/og.jpg', formats: { small: { url: '/uploads/small_og.jpg', width: 500, height: 260 } } } },
  sections: [{ id: 1, __component: 'sections.billboard', heading: 'From {ref:prices:starter}', image: { url: '/uploads/hero.jpg' } }],
}
const reference = {
  data: [{ id: 1, documentId: 'r1', group: 'prices', key: 'starter', prices: { GBP: 2.99 } }],
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
}

describe('createContentReader over Strapi', () => {
  it('asks for a page by slug with its populate tree and drafts in preview (v5)', async () => {
    routes.main['/api/pages'] = { body: { data: [v5Page], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } } }
    routes.main['/api/reference-data'] = { body: reference }
    const page = await reader('v5', { assetsHost: 'https://assets.lumen.example' }).getPage('home', { preview: true })
    expect(main.requests[0]?.url).toBe(
      '/api/pages?filters[slug][$eq]=home&status=draft&populate[seo][populate][metaImage]=true&populate[sections][on][sections.billboard][populate][image]=true',
    )
    expect(main.requests[1]?.url).toBe('/api/reference-data?pagination[page]=1&pagination[pageSize]=100')
    expect(page).toEqual({
      ...v5Page,
      seo: {
        metaTitle: 'Home',
        metaImage: {
          url: 'https://assets.lumen.example/uploads/og.jpg',
          formats: { small: { url: 'https://assets.lumen.example/uploads/small_og.jpg', width: 500, height: 260 } },
        },
      },
      sections: [{ id: 1, __component: 'sections.billboard', heading: 'From £2.99', image: { url: 'https://assets.lumen.example/uploads/hero.jpg' } }],
    })
  })

  it('reads a v4 page into the same domain shape, with publicationState=preview', async () => {
    routes.main['/api/pages'] = {
      body: {
        data: [
          {
            id: 1,
            attributes: {
              slug: 'home',
              title: 'Home',
              seo: { metaImage: { data: { id: 4, attributes: { url: `${main.url}/uploads/og.jpg` } } } },
              author: { data: null },
            },
          },
        ],
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
      },
    }
    const page = await reader('v4').getPage('home', { preview: true })
    expect(main.requests[0]?.url).toContain('&publicationState=preview&')
    // No assets host configured: uploads stay on the content host, as absolute URLs.
    expect(page).toEqual({ id: 1, slug: 'home', title: 'Home', seo: { metaImage: { id: 4, url: `${main.url}/uploads/og.jpg` } }, author: null })
  })

  it('answers null for a page that is not there', async () => {
    routes.main['/api/pages'] = { body: { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } } }
    expect(await reader().getPage('nope')).toBeNull()
  })

  it('reads brand and group details from the global content host', async () => {
    routes.global['/api/brand-details'] = { body: { data: [{ id: 1, brand: 'lumen', name: 'Lumen', logo: { url: '/uploads/logo.png' } }], meta: {} } }
    routes.global['/api/about-world-host-group'] = { body: { data: { id: 1, description: 'The group' }, meta: {} } }
    const read = reader()
    expect(await read.getBrandDetails()).toEqual({ id: 1, brand: 'lumen', name: 'Lumen', logo: { url: `${global.url}/uploads/logo.png` } })
    expect(global.requests[0]?.url).toBe('/api/brand-details?filters[brand][$eq]=lumen&populate=%2A')
    await read.getOtherBrands()
    expect(global.requests[1]?.url).toBe(
      '/api/brand-details?filters[excludeFromFooter][$eq]=false&filters[brand][$ne]=lumen&sort[0]=name%3Aasc&populate=%2A&pagination[page]=1&pagination[pageSize]=100',
    )
    expect(await read.getGroupDetails()).toEqual({ id: 1, description: 'The group' })
    expect(global.requests[2]?.url).toBe('/api/about-world-host-group?populate=%2A')
    expect(main.requests).toHaveLength(0)
  })

  it('lists articles newest first with Strapi pagination', async () => {
    routes.main['/api/articles'] = {
      body: { data: [{ id: 9, slug: 'a', title: 'A' }], meta: { pagination: { page: 2, pageSize: 5, pageCount: 3, total: 11 } } },
    }
    const result = await reader().listArticles({ page: 2, pageSize: 5, author: 'ana', category: 'guides' })
    expect(main.requests[0]?.url).toBe(
      '/api/articles?filters[author][slug][$eq]=ana&filters[categories][slug][$eq]=guides&sort[0]=publishedDate%3Adesc&sort[1]=id%3Adesc&pagination[page]=2&pagination[pageSize]=5&populate[author][populate][avatar]=true&populate[categories]=true',
    )
    expect(result).toEqual({ items: [{ id: 9, slug: 'a', title: 'A' }], pagination: { page: 2, pageSize: 5, pageCount: 3, total: 11 } })
  })

  it('reads every page of reference data', async () => {
    let served = 0
    main.handle((request, response) => {
      served += 1
      const page = Number(new URLSearchParams(request.url.split('?')[1]).get('pagination[page]'))
      sendJson(response, 200, {
        data: [{ id: page, group: 'tld', key: `k${page}`, value: `v${page}` }],
        meta: { pagination: { page, pageSize: 100, pageCount: 2, total: 101 } },
      })
    })
    expect(await reader().getReferenceData()).toEqual({ tld: { k1: { value: 'v1' }, k2: { value: 'v2' } } })
    expect(served).toBe(2)
    serve(main, () => routes.main)
  })

  it('answers null for a single type Strapi does not have, and throws when Strapi fails', async () => {
    expect(await reader().getPrimaryNavigation()).toBeNull()
    routes.main['/api/footer-navigation'] = { status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } } }
    const error = await reader().getFooterNavigation().catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ContentServiceError)
    expect((error as ContentServiceError).body).toEqual(routes.main['/api/footer-navigation'].body)
  })

  it('throws when a required collection is missing, but reads no redemption prices as none', async () => {
    await expect(reader().getPage('home')).rejects.toMatchObject({ status: 404 })
    expect(await reader().getRedemptionPricing()).toEqual([])
    routes.main['/api/domain-redemption-prices'] = { body: { data: [{ id: 1, tld: '.uk', price: 30 }], meta: { pagination: { pageCount: 1 } } } }
    expect(await reader().getRedemptionPricing()).toEqual([{ id: 1, tld: '.uk', price: 30 }])
  })
})

describe('createContentReader with the server cache', () => {
  it('shares reads between readers of different requests', async () => {
    routes.main['/api/primary-navigation'] = { body: { data: { id: 1, headerStyle: 'headersStandard' }, meta: {} } }
    const cache = createContentCache()
    const [a, b] = await Promise.all([reader('v5', { cache }).getPrimaryNavigation(), reader('v5', { cache }).getPrimaryNavigation()])
    await reader('v5', { cache }).getPrimaryNavigation()
    expect(a).toEqual(b)
    expect(main.requests).toHaveLength(1)
  })

  it("reads a preview's drafts afresh every time, so the preview shows a save at once", async () => {
    routes.main['/api/pages'] = { body: { data: [v5Page], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } } }
    routes.main['/api/reference-data'] = { body: reference }
    const cache = createContentCache()
    await reader('v5', { cache }).getPage('home', { preview: true })
    await reader('v5', { cache }).getPage('home', { preview: true })
    expect(main.requests.filter((request) => request.url.startsWith('/api/pages?'))).toHaveLength(2)
    // the published page is still shared
    await reader('v5', { cache }).getPage('home')
    await reader('v5', { cache }).getPage('home')
    expect(main.requests.filter((request) => request.url.startsWith('/api/pages?'))).toHaveLength(3)
  })

  it("sends a visitor's token and never caches their reads", async () => {
    routes.main['/api/primary-navigation'] = { body: { data: { id: 1 }, meta: {} } }
    const cache = createContentCache()
    await reader('v5', { cache, token: 'visitor-jwt' }).getPrimaryNavigation()
    await reader('v5', { cache, token: 'visitor-jwt' }).getPrimaryNavigation()
    expect(main.requests.map((request) => request.headers.authorization)).toEqual(['Bearer visitor-jwt', 'Bearer visitor-jwt'])
    expect(cache.size).toBe(0)
  })

  it('serves cached content while Strapi is down', async () => {
    let now = 1_000
    const logger = { warn: vi.fn() }
    const cache = createContentCache({ ttl: 1_000, now: () => now, logger })
    routes.main['/api/site-configuration'] = { body: { data: { id: 1, url: 'https://lumen.example' }, meta: {} } }
    expect(await reader('v5', { cache }).getSiteConfiguration()).toEqual({ id: 1, url: 'https://lumen.example' })
    now = 61_000
    routes.main['/api/site-configuration'] = { status: 503, body: { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'down' } } }
    expect(await reader('v5', { cache }).getSiteConfiguration()).toEqual({ id: 1, url: 'https://lumen.example' })
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('serving stale'))
  })

  it('purges the model a webhook names', async () => {
    const cache = createContentCache()
    routes.main['/api/site-configuration'] = { body: { data: { id: 1, url: 'https://old.example' }, meta: {} } }
    await reader('v5', { cache }).getSiteConfiguration()
    routes.main['/api/site-configuration'] = { body: { data: { id: 1, url: 'https://new.example' }, meta: {} } }
    expect(cache.purge({ model: 'page' })).toBe(0)
    expect(cache.purge({ model: 'site-configuration' })).toBe(1)
    expect(await reader('v5', { cache }).getSiteConfiguration()).toEqual({ id: 1, url: 'https://new.example' })
  })
})
