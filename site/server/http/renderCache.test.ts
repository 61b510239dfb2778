import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import type { renderPage } from 'vike/server'
import { describe, expect, it, vi } from 'vitest'
import type { AppEnv } from './AppEnv'
import { createRenderCache, pageBytes, withNonce } from './renderCache'
import { renderPageHandler } from './renderPageHandler'
import { securityHeaders } from './securityHeaders'
import { fakeRender, htmlPage, testConfig } from './testing'

describe('createRenderCache', () => {
  const entry = (body = 'x') => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(body), token: 't', tokenAt: [], etag: 'W/"e"' })

  it('keeps a page for the TTL and until the content cache is purged', () => {
    let now = 0
    let generation = 0
    const cache = createRenderCache({ ttlMs: 1000, generation: () => generation, now: () => now })
    cache.set('/', entry())
    now = 999
    expect(cache.get('/')?.body.toString()).toBe('x')
    now = 1000
    expect(cache.get('/')).toBeUndefined()
    cache.set('/', entry())
    generation = 1
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('offers a page past its TTL as stale, to be rendered again by one caller, until it is replaced or purged', () => {
    let now = 0
    let generation = 0
    const cache = createRenderCache({ ttlMs: 1000, generation: () => generation, now: () => now })
    cache.set('/', entry('old'))
    expect(cache.stale('/')).toBeUndefined()
    now = 1000
    expect(cache.get('/')).toBeUndefined()
    expect([cache.stale('/'), cache.stale('/')].map((s) => [s?.entry.body.toString(), s?.refresh])).toEqual([
      ['old', true],
      ['old', false],
    ])
    cache.set('/', entry('new'))
    expect(cache.get('/')?.body.toString()).toBe('new')
    now = 2000
    expect(cache.stale('/')?.refresh).toBe(true)
    cache.delete('/')
    expect(cache.stale('/')).toBeUndefined()
    cache.set('/', entry('new'))
    now = 3000
    generation = 1
    expect(cache.stale('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used page past its count or bytes', () => {
    const cache = createRenderCache({ ttlMs: 1000, generation: () => 0, maxEntries: 2, maxBytes: 10 })
    cache.set('a', entry('aaaa'))
    cache.set('b', entry('bbbb'))
    cache.get('a')
    cache.set('c', entry('cccc'))
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((e) => e?.body.toString())).toEqual(['aaaa', undefined, 'cccc'])
    cache.set('d', entry('d'.repeat(11)))
    expect(cache.get('d')).toBeUndefined()
  })
})

describe('withNonce', () => {
  it('writes the nonce over every placeholder, after multi-byte text too', () => {
    const page = pageBytes('<p>£ € 😀</p><script nonce="AAAAAAAAAAAAAAAAAAAAAA"></script><style nonce="AAAAAAAAAAAAAAAAAAAAAA">', 'AAAAAAAAAAAAAAAAAAAAAA')
    const out = withNonce({ ...page, token: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'b-_cdefghijklmnopqrstu')
    expect(out.toString()).toBe('<p>£ € 😀</p><script nonce="b-_cdefghijklmnopqrstu"></script><style nonce="b-_cdefghijklmnopqrstu">')
    expect(page.body.toString()).toContain('AAAAAAAAAAAAAAAAAAAAAA')
    expect(withNonce({ ...page, token: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'short').toString()).toContain('nonce="short"')
  })
})

describe('renderPageHandler with a render cache', () => {
  function app() {
    let generation = 0
    const render = vi.fn(fakeRender())
    const renderCache = createRenderCache({ ttlMs: 60_000, generation: () => generation })
    const hono = new Hono<AppEnv>()
    hono.use(securityHeaders((nonce) => `script-src 'nonce-${nonce}' 'strict-dynamic'`))
    hono.get('*', renderPageHandler({ config: testConfig(), render: render as unknown as typeof renderPage, renderCache }))
    return { hono, render, purge: () => (generation += 1) }
  }
  const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]

  it('renders a published page once and gives every response its own nonce, in the policy and in the page', async () => {
    const { hono, render } = app()
    const [first, second] = [await hono.request('/'), await hono.request('/')]
    expect(render).toHaveBeenCalledTimes(1)
    for (const response of [first, second]) {
      const nonce = nonceOf(response)!
      const html = await response.text()
      expect(html).toContain(`nonce="${nonce}"`)
      expect(html.match(/nonce="([^"]+)"/g)!.every((attr) => attr === `nonce="${nonce}"`)).toBe(true)
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second))
    expect(first.headers.get('ETag')).toBe(second.headers.get('ETag'))
  })

  it('keeps one page whatever Host a request names', async () => {
    const { hono, render } = app()
    await hono.request('http://localhost/')
    await hono.request('http://site-2.internal:3000/', { headers: { Host: 'site-2.internal:3000' } })
    await hono.request('http://attacker.example/', { headers: { Host: 'attacker.example' } })
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('renders again after a purge, and keeps one page per currency and dark mode', async () => {
    const { hono, render, purge } = app()
    await hono.request('/')
    purge()
    await hono.request('/')
    expect(render).toHaveBeenCalledTimes(2)
    await hono.request('/', { headers: { Cookie: 'currency=EUR' } })
    await hono.request('/', { headers: { Cookie: 'currency=EUR' } })
    await hono.request('/', { headers: { Cookie: 'dark-mode=true' } })
    expect(render).toHaveBeenCalledTimes(4)
  })

  it('past the TTL answers at once with the kept page and renders it again behind it, once', async () => {
    let now = 0
    let title = 'First'
    let status = 200
    const render = vi.fn(fakeRender({ '/': (nonce) => ({ status, body: htmlPage(nonce, title) }) }))
    const renderCache = createRenderCache({ ttlMs: 60_000, generation: () => 0, now: () => now })
    const hono = new Hono<AppEnv>()
    hono.use(securityHeaders((nonce) => `script-src 'nonce-${nonce}'`))
    hono.get('*', renderPageHandler({ config: testConfig(), render: render as unknown as typeof renderPage, renderCache }))
    const titleOf = async (response: Response) => /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1]

    expect(await titleOf(await hono.request('/'))).toBe('First')
    title = 'Second'
    now = 60_000
    const [a, b] = await Promise.all([hono.request('/'), hono.request('/')])
    expect([await titleOf(a), await titleOf(b)]).toEqual(['First', 'First'])
    await vi.waitFor(() => expect(renderCache.get('/\n\n')?.body.toString()).toContain('Second'))
    expect(render).toHaveBeenCalledTimes(2)
    expect(await titleOf(await hono.request('/'))).toBe('Second')
    expect(render).toHaveBeenCalledTimes(2)

    // a page that is gone by its next render is not served again from the cache
    status = 404
    now = 120_000
    expect((await hono.request('/')).status).toBe(200)
    await vi.waitFor(() => expect(renderCache.size).toBe(0))
    expect((await hono.request('/')).status).toBe(404)
    expect(render).toHaveBeenCalledTimes(4)
  })

  it('never keeps a signed-in or preview page, one that sets a cookie, or an error', async () => {
    const { hono, render } = app()
    for (let i = 0; i < 2; i++) {
      await hono.request('/', { headers: { Cookie: 'stratum-session=abc.def' } })
      await hono.request('/missing')
      await hono.request('/broken')
    }
    expect(render).toHaveBeenCalledTimes(6)
  })

  it('sends a kept page as the gzip made when it was kept, with each response’s own nonce, to browsers that take gzip', async () => {
    const { hono, render } = app()
    const plain = await (await hono.request('/')).text()
    const responses = [await hono.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }), await hono.request('/', { headers: { 'Accept-Encoding': 'gzip' } })]
    expect(render).toHaveBeenCalledTimes(1)
    for (const response of responses) {
      expect(response.headers.get('Content-Encoding')).toBe('gzip')
      expect(response.headers.get('Vary')).toContain('Accept-Encoding')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length)
      const nonce = nonceOf(response)!
      expect(gunzipSync(bytes).toString()).toBe(plain.replace(/nonce="[^"]+"/g, `nonce="${nonce}"`))
    }
    expect(nonceOf(responses[0]!)).not.toBe(nonceOf(responses[1]!))
    expect(responses[0]!.headers.get('ETag')).toBe(responses[1]!.headers.get('ETag'))
    // HEAD: the same header fields, the length of the gzip a GET gets, no body
    const head = await hono.request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } })
    for (const name of ['Content-Encoding', 'Vary', 'ETag', 'Content-Length']) expect([name, head.headers.get(name)]).toEqual([name, responses[1]!.headers.get(name)])
    expect(await head.text()).toBe('')
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('leaves to the compression middleware what it cannot send as kept gzip: brotli only, a page not kept', async () => {
    const { hono } = app()
    await hono.request('/')
    expect((await hono.request('/', { headers: { 'Accept-Encoding': 'br' } })).headers.get('Content-Encoding')).toBeNull()
    expect((await hono.request('/', { headers: { 'Accept-Encoding': 'gzip;q=0, br' } })).headers.get('Content-Encoding')).toBeNull()
    const signedIn = await hono.request('/', { headers: { 'Accept-Encoding': 'gzip', Cookie: 'stratum-session=abc.def' } })
    expect(signedIn.headers.get('Content-Encoding')).toBeNull()
  })

})
