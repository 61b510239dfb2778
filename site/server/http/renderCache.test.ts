import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import type { renderPage } from 'vike/server'
import { describe, expect, it, vi } from 'vitest'
import type { AppEnv } from './AppEnv'
import { compression } from './compression'
import { policyForScripts } from './contentSecurityPolicy'
import { createRenderCache, type RenderedPage } from './renderCache'
import { renderPageHandler } from './renderPageHandler'
import { securityHeaders } from './securityHeaders'
import { fakeRender, htmlPage, testConfig } from './testing'

describe('createRenderCache', () => {
  const page = (body = 'x'): RenderedPage => ({ status: 200, headers: [], body: Buffer.from(body), etag: 'W/"e"' })

  it('keeps a page until the content cache is purged', async () => {
    let generation = 0
    const cache = createRenderCache({ ttlMs: 1000, generation: () => generation })
    await cache.set('/', page())
    expect(cache.get('/')?.page.body.toString()).toBe('x')
    generation = 1
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('offers a page past its TTL to be rendered again by one caller, until it is replaced or purged', async () => {
    // lru-cache's clock starts above 0, as performance.now() does
    let now = 1
    let generation = 0
    const cache = createRenderCache({ ttlMs: 1000, generation: () => generation, now: () => now })
    await cache.set('/', page('old'))
    expect(cache.get('/')?.refresh).toBe(false)
    now = 1002
    expect([cache.get('/'), cache.get('/')].map((s) => [s?.page.body.toString(), s?.refresh])).toEqual([
      ['old', true],
      ['old', false],
    ])
    await cache.set('/', page('new'))
    expect(cache.get('/')).toMatchObject({ refresh: false })
    expect(cache.get('/')?.page.body.toString()).toBe('new')
    now = 2003
    expect(cache.get('/')?.refresh).toBe(true)
    cache.delete('/')
    expect(cache.get('/')).toBeUndefined()
    await cache.set('/', page('new'))
    now = 3004
    generation = 1
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used page past its count or bytes, and keeps none larger than its bytes', async () => {
    const cache = createRenderCache({ ttlMs: 1000, generation: () => 0, maxEntries: 2, maxBytes: 10 })
    await cache.set('a', page('aaaa'))
    await cache.set('b', page('bbbb'))
    cache.get('a')
    await cache.set('c', page('cccc'))
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((e) => e?.page.body.toString())).toEqual(['aaaa', undefined, 'cccc'])
    expect(await cache.set('d', page('d'.repeat(11)))).toBeUndefined()
    expect(cache.get('d')).toBeUndefined()
  })

  it('compresses a page once as brotli and gzip when it keeps it, and counts those bytes too', async () => {
    const cache = createRenderCache({ ttlMs: 1000, generation: () => 0 })
    const html = htmlPage('')
    const kept = await cache.set('/', page(html))
    expect(brotliDecompressSync(kept!.encoded.br!).toString()).toBe(html)
    expect(gunzipSync(kept!.encoded.gzip!).toString()).toBe(html)
    expect((await cache.set('/tiny', page('<p>hi</p>')))?.encoded).toEqual({})
  })
})

describe('renderPageHandler with a render cache', () => {
  function app() {
    let generation = 0
    const render = vi.fn(fakeRender())
    const renderCache = createRenderCache({ ttlMs: 60_000, generation: () => generation })
    const hono = new Hono<AppEnv>()
    hono.use(securityHeaders(policyForScripts({})))
    hono.use(compression())
    hono.get('*', renderPageHandler({ config: testConfig(), render: render as unknown as typeof renderPage, renderCache }))
    return { hono, render, purge: () => (generation += 1) }
  }
  const nonceOf = (response: Response) => /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]

  it('renders a published page once, with a nonce of its own that the policy of each of its responses names', async () => {
    const { hono, render } = app()
    const [first, second] = [await hono.request('/'), await hono.request('/')]
    expect(render).toHaveBeenCalledTimes(1)
    const nonce = nonceOf(first)
    expect(nonce).toMatch(/^[\w-]{22}$/)
    expect(nonceOf(second)).toBe(nonce)
    for (const response of [first, second]) expect(await response.text()).toContain(`<script type="module" async nonce="${nonce}">`)
    expect(first.headers.get('ETag')).toBe(second.headers.get('ETag'))
  })

  it('gives a page that is not kept the nonce of its response, a new one each time', async () => {
    const { hono } = app()
    const signedIn = { headers: { Cookie: 'stratum-session=abc.def' } }
    const [a, b] = [await hono.request('/', signedIn), await hono.request('/', signedIn)]
    expect(nonceOf(a)).not.toBe(nonceOf(b))
    for (const response of [a, b]) expect(await response.text()).toContain(`<script type="module" async nonce="${nonceOf(response)}">`)
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
    let now = 1
    let title = 'First'
    let status = 200
    const render = vi.fn(fakeRender({ '/': (nonce) => ({ status, body: htmlPage(nonce, title) }) }))
    const renderCache = createRenderCache({ ttlMs: 60_000, generation: () => 0, now: () => now })
    const hono = new Hono<AppEnv>()
    hono.use(securityHeaders(policyForScripts({})))
    hono.get('*', renderPageHandler({ config: testConfig(), render: render as unknown as typeof renderPage, renderCache }))
    const titleOf = async (response: Response) => /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1]

    expect(await titleOf(await hono.request('/'))).toBe('First')
    title = 'Second'
    now = 60_002
    const [a, b] = await Promise.all([hono.request('/'), hono.request('/')])
    expect([await titleOf(a), await titleOf(b)]).toEqual(['First', 'First'])
    await vi.waitFor(() => expect(renderCache.get('/\n\n')?.page.body.toString()).toContain('Second'))
    expect(render).toHaveBeenCalledTimes(2)
    expect(await titleOf(await hono.request('/'))).toBe('Second')
    expect(render).toHaveBeenCalledTimes(2)

    // a page that is gone by its next render is not served again from the cache
    status = 404
    now = 120_003
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

  it('sends a kept page in the coding the browser takes, as compressed when it was kept', async () => {
    const { hono, render } = app()
    const plain = await (await hono.request('/')).text()
    const br = await hono.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
    const gzip = await hono.request('/', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } })
    expect(render).toHaveBeenCalledTimes(1)
    expect([br.headers.get('Content-Encoding'), gzip.headers.get('Content-Encoding')]).toEqual(['br', 'gzip'])
    const [brBytes, gzipBytes] = [Buffer.from(await br.arrayBuffer()), Buffer.from(await gzip.arrayBuffer())]
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain)
    expect(gunzipSync(gzipBytes).toString()).toBe(plain)
    for (const [response, bytes] of [[br, brBytes], [gzip, gzipBytes]] as const) {
      expect(response.headers.get('Vary')).toBe('Accept-Encoding')
      expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length)
    }
    expect(br.headers.get('ETag')).toBe(gzip.headers.get('ETag'))
    // HEAD: the same header fields, the length of the body a GET gets, no body
    const head = await hono.request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } })
    for (const name of ['Content-Encoding', 'Vary', 'ETag', 'Content-Length']) expect([name, head.headers.get(name)]).toEqual([name, gzip.headers.get(name)])
    expect(await head.text()).toBe('')
    expect(render).toHaveBeenCalledTimes(1)
  })
})
