import { describe, expect, it, vi } from 'vitest'
import { ContentServiceError } from './ContentServiceError'
import { createContentCache, type ContentCacheKey } from './createContentCache'

function setup(options: { max?: number; ttl?: number; staleTtl?: number; outageRetryMs?: number } = {}) {
  let time = 1_000
  const logger = { warn: vi.fn() }
  const cache = createContentCache({ ttl: 100, staleTtl: 1_000, ...options, now: () => time, logger })
  return { cache, logger, advance: (ms: number) => (time += ms) }
}

const key = (path: string, extra: Partial<ContentCacheKey> = {}): ContentCacheKey => ({ source: 'strapi:http://cms/api', path, ...extra })
const outage = () => new ContentServiceError('Content service GET http://cms/api/pages timed out after 5000 ms', { status: 500, body: {}, reason: 'timeout', url: 'http://cms/api/pages' })

describe('createContentCache', () => {
  it('shares one load between identical reads in flight', async () => {
    const { cache } = setup()
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('home'), 10)))
    const [a, b] = await Promise.all([cache.read(key('pages'), load), cache.read(key('pages'), load)])
    expect([a, b]).toEqual(['home', 'home'])
    expect(load).toHaveBeenCalledOnce()
  })

  it('serves a fresh entry without loading, and loads again after the ttl', async () => {
    const { cache, advance } = setup()
    const load = vi.fn(async () => ({ n: load.mock.calls.length }))
    expect(await cache.read(key('pages'), load)).toEqual({ n: 1 })
    advance(100)
    expect(await cache.read(key('pages'), load)).toEqual({ n: 1 })
    advance(1)
    expect(await cache.read(key('pages'), load)).toEqual({ n: 2 })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keys by source, path and params', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => 'value')
    await cache.read(key('pages', { params: { filters: { slug: { $eq: 'home' } } } }), load)
    await cache.read(key('pages', { params: { filters: { slug: { $eq: 'about' } } } }), load)
    await cache.read(key('pages', { source: 'strapi:http://global/api', params: { filters: { slug: { $eq: 'home' } } } }), load)
    await cache.read(key('pages', { params: { filters: { slug: { $eq: 'home' } } } }), load)
    expect(load).toHaveBeenCalledTimes(3)
    expect(cache.size).toBe(3)
  })

  it('never shares a signed-in read', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => ({ private: true }))
    await Promise.all([cache.read(key('users/me', { signedIn: true }), load), cache.read(key('users/me', { signedIn: true }), load)])
    await cache.read(key('users/me', { signedIn: true }), load)
    expect(load).toHaveBeenCalledTimes(3)
    expect(cache.size).toBe(0)
    await cache.read(key('users/me'), async () => ({ private: false }))
    expect(await cache.read(key('users/me', { signedIn: true }), load)).toEqual({ private: true })
  })

  it('evicts the least recently used entry past max', async () => {
    const { cache } = setup({ max: 2 })
    const load = vi.fn(async () => 'value')
    await cache.read(key('a'), load)
    await cache.read(key('b'), load)
    await cache.read(key('a'), load) // a is now the most recent
    await cache.read(key('c'), load) // evicts b
    expect(load).toHaveBeenCalledTimes(3)
    await cache.read(key('a'), load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache.read(key('b'), load)
    expect(load).toHaveBeenCalledTimes(4)
    expect(cache.size).toBe(2)
  })

  it('serves the stale entry when the source fails within staleTtl, and logs it', async () => {
    const { cache, advance, logger } = setup()
    await cache.read(key('pages'), async () => 'old')
    advance(500)
    expect(await cache.read(key('pages'), () => Promise.reject(outage()))).toBe('old')
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('content: serving stale strapi:http://cms/api pages (1 s old) because the source failed: Content service GET'))
    advance(700) // 1 200 ms old: past ttl + staleTtl
    await expect(cache.read(key('pages'), () => Promise.reject(outage()))).rejects.toBeInstanceOf(ContentServiceError)
  })

  it('serves stale content over a bug in the loader, not over a 404 or 403 answer', async () => {
    const { cache, advance } = setup()
    await cache.read(key('pages'), async () => 'old')
    advance(200)
    expect(await cache.read(key('pages'), () => Promise.reject(new TypeError('bug')))).toBe('old')
    advance(200)
    const forbidden = new ContentServiceError('403', { status: 403, body: {}, reason: 'http', url: 'x' })
    await expect(cache.read(key('pages'), () => Promise.reject(forbidden))).rejects.toBe(forbidden)
  })

  it('answers from the stale entry at once while the source is failing, trying it once per outageRetryMs in the background', async () => {
    const { cache, advance, logger } = setup({ outageRetryMs: 1_000 })
    await cache.read(key('pages'), async () => 'page')
    await cache.read(key('articles'), async () => 'articles')
    await cache.read(key('authors'), async () => 'authors')
    advance(200)
    // the first read after the outage waits for the failure (a slow source: its whole timeout), and marks it failing
    expect(await cache.read(key('pages'), () => Promise.reject(outage()))).toBe('page')
    // every later read of any stale entry of that source answers without waiting for it
    const hanging = vi.fn(() => new Promise<string>(() => undefined))
    expect(await cache.read(key('articles'), hanging)).toBe('articles')
    expect(await cache.read(key('articles'), hanging)).toBe('articles')
    expect(hanging).toHaveBeenCalledOnce() // one background try per entry at a time
    expect(logger.warn).toHaveBeenCalledOnce()
    // the entry that failed is not tried again within outageRetryMs
    advance(500)
    const recovered = vi.fn(async () => 'page v2')
    expect(await cache.read(key('pages'), recovered)).toBe('page')
    expect(recovered).not.toHaveBeenCalled()
    // another stale entry tries the source in the background: once it answers, its entries are fresh again
    const authors = vi.fn(async () => 'authors v2')
    expect(await cache.read(key('authors'), authors)).toBe('authors')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(authors).toHaveBeenCalledOnce()
    expect(await cache.read(key('authors'), authors)).toBe('authors v2')
    advance(501)
    expect(await cache.read(key('pages'), recovered)).toBe('page v2')
    expect(recovered).toHaveBeenCalledOnce()
  })

  it('does not count a source as failing for a read that started before it answered again', async () => {
    const { cache, advance } = setup()
    await cache.read(key('pages'), async () => 'page')
    await cache.read(key('articles'), async () => 'articles')
    advance(200)
    let fail!: (error: unknown) => void
    const late = cache.read(key('pages'), () => new Promise<string>((_, reject) => (fail = reject)))
    await Promise.resolve()
    advance(10)
    expect(await cache.read(key('authors'), async () => 'authors')).toBe('authors')
    fail(outage())
    expect(await late).toBe('page')
    // the source answered after the late read began: a stale entry is still asked for anew
    expect(await cache.read(key('articles'), async () => 'articles v2')).toBe('articles v2')
  })

  it('still waits for the source for a read it has no entry for, failing or not', async () => {
    const { cache, advance } = setup()
    await cache.read(key('pages'), async () => 'page')
    advance(200)
    await cache.read(key('pages'), () => Promise.reject(outage()))
    await expect(cache.read(key('articles'), () => Promise.reject(outage()))).rejects.toBeInstanceOf(ContentServiceError)
    expect(await cache.read(key('authors'), async () => 'authors')).toBe('authors')
  })

  it('does not cache failures', async () => {
    const { cache } = setup()
    const failing = vi.fn(() => Promise.reject(outage()))
    await expect(Promise.all([cache.read(key('pages'), failing), cache.read(key('pages'), failing)])).rejects.toBeInstanceOf(ContentServiceError)
    expect(failing).toHaveBeenCalledOnce()
    expect(await cache.read(key('pages'), async () => 'recovered')).toBe('recovered')
  })

  it('purges by model, keeping purged entries only as stale fallbacks', async () => {
    const { cache } = setup()
    await cache.read(key('pages', { models: ['page'] }), async () => 'page v1')
    await cache.read(key('articles', { models: ['article', 'author'] }), async () => 'articles v1')
    await cache.read(key('primary-navigation', { models: ['primary-navigation', 'page'] }), async () => 'nav v1')
    expect(cache.purge({ model: 'page' })).toBe(2)
    expect(cache.purge({ model: 'page' })).toBe(0)
    expect(await cache.read(key('articles', { models: ['article', 'author'] }), async () => 'articles v2')).toBe('articles v1')
    expect(await cache.read(key('primary-navigation', { models: ['primary-navigation', 'page'] }), async () => 'nav v2')).toBe('nav v2')
    expect(await cache.read(key('pages', { models: ['page'] }), () => Promise.reject(outage()))).toBe('page v1')
  })

  it('purges everything without a filter, or what a function picks', async () => {
    const { cache } = setup()
    const load = vi.fn(async () => 'value')
    await cache.read(key('a'), load)
    await cache.read(key('b'), load)
    expect(cache.purge((entry) => entry.path === 'a')).toBe(1)
    expect(cache.purge()).toBe(1)
    await cache.read(key('a'), load)
    await cache.read(key('b'), load)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('does not store a load that a purge overtook', async () => {
    const { cache } = setup()
    let resolve!: (value: string) => void
    const slow = cache.read(key('pages', { models: ['page'] }), () => new Promise<string>((done) => (resolve = done)))
    await Promise.resolve()
    cache.purge({ model: 'page' })
    const load = vi.fn(async () => 'new')
    const fresh = cache.read(key('pages', { models: ['page'] }), load)
    resolve('old')
    expect(await slow).toBe('old')
    expect(await fresh).toBe('new')
    expect(await cache.read(key('pages', { models: ['page'] }), load)).toBe('new')
    expect(load).toHaveBeenCalledOnce()
  })
})
