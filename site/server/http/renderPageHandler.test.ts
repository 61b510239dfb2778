import { describe, expect, it, vi } from 'vitest'
import { signPreview } from '../previewCookie'
import { PUBLISHED_CACHE_CONTROL } from './pageCacheControl'
import { htmlPage, testApp } from './testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
vi.spyOn(process.stderr, 'write').mockImplementation(() => true)

// Vike's trailing-slash redirect of a path that reads as another host once decoded
const offSite = (location: string) => () => ({ status: 301, body: '', headers: [['Location', location]] as [string, string][] })
const app = testApp({ pages: { '/%2f%2fevil.example/': offSite('/%2f%2fevil.example'), '/%5cevil.example/': offSite('/%5cevil.example'), '/tiny': () => ({ status: 200, body: '<p>hi</p>' }), '/with-billboard': (nonce) => ({ status: 200, body: htmlPage(nonce), data: { sections: [{ status: 'ok', index: 0, uid: 'sections.billboard', props: {} }] } }), '/with-font': (nonce) => ({ status: 200, body: htmlPage(nonce), earlyHints: [{ src: '/assets/static/inter.Ab12.woff2', assetType: 'font' }, { src: '/assets/entries/entry.js', assetType: 'script' }] }), '/other-page': (nonce) => ({ status: 200, body: htmlPage(nonce, 'Another page') }), '/sets-cookie': (nonce) => ({ status: 200, body: `<p nonce="${nonce}">x</p>`, headers: [['Set-Cookie', 'a=b; Secure; HttpOnly; SameSite=Lax']] }) } })
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe('caching of rendered pages', () => {
  it('lets a CDN share a published page: s-maxage and stale-while-revalidate, browsers revalidate', async () => {
    const response = await get('/')
    expect(response.headers.get('Cache-Control')).toBe(PUBLISHED_CACHE_CONTROL)
    expect(PUBLISHED_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=60, stale-while-revalidate=600/)
  })

  it('keeps preview and signed-in pages out of every cache', async () => {
    const preview = `stratum-preview=${signPreview('test-preview-secret', Date.now() + 60_000)}`
    expect((await get('/', { Cookie: preview })).headers.get('Cache-Control')).toBe('private, no-store')
    expect((await get('/', { Cookie: 'stratum-session=abc.def' })).headers.get('Cache-Control')).toBe('private, no-store')
    expect((await get('/sets-cookie')).headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('treats a forged preview cookie as no preview', async () => {
    expect((await get('/', { Cookie: 'stratum-preview=9999999999999.forged' })).headers.get('Cache-Control')).toBe(PUBLISHED_CACHE_CONTROL)
  })

  it('lets only the browser keep a page rendered with its currency or dark mode', async () => {
    expect((await get('/', { Cookie: 'currency=EUR' })).headers.get('Cache-Control')).toBe('private, max-age=0')
    expect((await get('/', { Cookie: 'dark-mode=true' })).headers.get('Cache-Control')).toBe('private, max-age=0')
  })

  it('shares a 404 briefly and never stores a 500', async () => {
    expect((await get('/missing')).headers.get('Cache-Control')).toBe(PUBLISHED_CACHE_CONTROL)
    expect((await get('/broken')).headers.get('Cache-Control')).toBe('no-store')
    expect((await get('/throws')).headers.get('Cache-Control')).toBe('no-store')
  })

  it('keeps the real status and Location of a redirect', async () => {
    const response = await get('/old/')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/old')
  })

  it('refuses a redirect of the renderer that would read as another host (400, stored nowhere)', async () => {
    for (const path of ['/%2f%2fevil.example/', '/%5cevil.example/']) {
      const response = await get(path)
      expect(response.status).toBe(400)
      expect(response.headers.get('Location')).toBeNull()
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    }
  })

  it("renders from the request target alone: a redirect never names the scheme or host the server was reached by", async () => {
    // behind a TLS-terminating proxy the server is reached over http:// by an internal name
    const proxied = await app.request('http://site-3.internal:3000/old/?utm_source=mail', { headers: { 'X-Forwarded-Proto': 'https', Host: 'site-3.internal:3000' } })
    expect(proxied.status).toBe(301)
    expect(proxied.headers.get('Location')).toBe('/old?utm_source=mail')
  })
})

describe('ETag and 304', () => {
  it('gives the same weak ETag to the same page whatever its nonce, and answers If-None-Match with 304', async () => {
    const [a, b] = await Promise.all([get('/'), get('/')])
    const etag = a.headers.get('ETag')!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(b.headers.get('ETag')).toBe(etag)
    const notModified = await get('/', { 'If-None-Match': etag })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
    expect(notModified.headers.get('ETag')).toBe(etag)
    expect(notModified.headers.get('Cache-Control')).toBe(PUBLISHED_CACHE_CONTROL)
    // the stored page keeps the policy whose nonce its inline scripts carry: a new one would block them
    expect(notModified.headers.get('Content-Security-Policy')).toBeNull()
    expect(notModified.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('gives a 304 the Vary: Accept-Encoding its 200 carries, and none where the 200 has none', async () => {
    // a CDN keeps a page once per coding: the 304 must say which request header it revalidated (RFC 9110 §15.4.5)
    const page = await get('/', { 'Accept-Encoding': 'gzip' })
    expect(page.headers.get('Vary')).toBe('Accept-Encoding')
    const notModified = await get('/', { 'If-None-Match': page.headers.get('ETag')!, 'Accept-Encoding': 'gzip' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('Vary')).toBe('Accept-Encoding')
    expect(notModified.headers.get('Content-Type')).toBeNull()
    // too small to compress: one representation, no Vary either way
    const tiny = await get('/tiny', { 'Accept-Encoding': 'gzip' })
    expect(tiny.headers.get('Vary')).toBeNull()
    const tinyNotModified = await get('/tiny', { 'If-None-Match': tiny.headers.get('ETag')!, 'Accept-Encoding': 'gzip' })
    expect(tinyNotModified.status).toBe(304)
    expect(tinyNotModified.headers.get('Vary')).toBeNull()
  })

  it('matches the ETag of a compressed response too, and not a different page', async () => {
    const etag = (await get('/', { 'Accept-Encoding': 'br' })).headers.get('ETag')!
    expect((await get('/', { 'If-None-Match': `"other", ${etag}` })).status).toBe(304)
    expect((await get('/other-page', { 'If-None-Match': etag })).status).toBe(200)
    expect((await get('/', { 'If-None-Match': 'W/"stale"' })).status).toBe(200)
  })
})

describe('section stylesheets', () => {
  it("links the stylesheets of the page's sections in its head, so the first paint is styled without JavaScript", async () => {
    const html = await (await get('/with-billboard')).text()
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/billboard.css">')
    expect(html.indexOf('billboard.css')).toBeLessThan(html.indexOf('</head>'))
    expect(await (await get('/')).text()).not.toContain('billboard.css')
  })

  it('preloads the section registry on a page whose first sections need their code, and on no other', async () => {
    expect(await (await get('/with-billboard')).text()).toContain('<link rel="modulepreload" href="/assets/chunks/chunk-Reg.js">')
    expect(await (await get('/')).text()).not.toContain('chunk-Reg.js')
  })
})

describe('the web font preload', () => {
  it("goes in a Link header from Vike's early hints, fonts only, which the browser acts on as it commits the page", async () => {
    const response = await get('/with-font')
    expect(response.headers.get('Link')).toBe('</assets/static/inter.Ab12.woff2>; rel=preload; as=font; crossorigin')
    // the same header on a 304, where the browser revalidates the page it has
    const etag = (await get('/with-font')).headers.get('ETag')!
    expect((await get('/with-font', { 'If-None-Match': etag })).headers.get('Link')).toMatch(/inter\.Ab12\.woff2/)
  })

  it('sends no Link header for a page that preloads no font', async () => {
    expect((await get('/')).headers.get('Link')).toBeNull()
  })
})
