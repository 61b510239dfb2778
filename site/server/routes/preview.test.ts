import { describe, expect, it, vi } from 'vitest'
import { PREVIEW_COOKIE, verifyPreview } from '../previewCookie'
import { previewRoutes } from './preview'

const SECRET = 'unit-preview-secret'
const app = previewRoutes({ previewSecret: SECRET }, { failureDelayMs: 50 })
const get = (path: string) => app.request(`http://site.test${path}`)
const cookieValue = (response: Response) => /stratum-preview=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

describe('/api/preview', () => {
  it('answers a wrong or missing secret with 401 after a delay, logs it, and sets no cookie', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const query of ['?secret=nope&slug=about', '?slug=about', `?secret=${SECRET}x&slug=about`]) {
      const started = Date.now()
      const response = await get(`/api/preview${query}`)
      expect(response.status).toBe(401)
      expect(Date.now() - started).toBeGreaterThanOrEqual(45)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('preview: wrong secret'))
    warn.mockRestore()
  })

  it('sets a signed httpOnly cookie and redirects to the page Strapi names', async () => {
    for (const [slug, location] of [
      ['about', '/about'],
      ['blog/deploying-with-git', '/blog/deploying-with-git'],
      ['homepage', '/'],
      ['', '/'],
      ['/web-hosting', '/web-hosting'],
    ]) {
      const response = await get(`/api/preview?secret=${SECRET}&slug=${encodeURIComponent(slug!)}&status=draft`)
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe(location)
      expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/)
      // a host off this machine: the cookie must come back in Strapi's preview pane, which frames the site
      expect(response.headers.get('set-cookie')).toMatch(/; Secure; SameSite=None; Partitioned/)
      expect(verifyPreview(SECRET, decodeURIComponent(cookieValue(response)!))).toBe(true)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it("opens a German entry at its German address, and refuses a locale the site does not have", async () => {
    for (const [query, location] of [
      ['slug=webhosting&locale=de-DE', '/de/webhosting'],
      ['slug=homepage&locale=de-DE', '/de'],
      ['slug=blog%2Fzwei-faktor-authentifizierung&locale=de-DE', '/de/blog/zwei-faktor-authentifizierung'],
      ['slug=web-hosting&locale=en-GB', '/web-hosting'],
    ]) {
      const response = await get(`/api/preview?secret=${SECRET}&${query}&status=draft`)
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe(location)
    }
    const unknown = await get(`/api/preview?secret=${SECRET}&slug=about&locale=fr-FR`)
    expect(unknown.status).toBe(400)
    expect(unknown.headers.get('set-cookie')).toBeNull()
  })

  it.each(['//evil.example', '/\\evil.example', '\\\\evil.example', '/%2F%2Fevil.example', '/.//evil.example', 'javascript:alert(1)', ' javascript:alert(1)', '/\t/evil.example'])(
    'never lets the slug %j send the browser off the site',
    async (slug) => {
      const response = await get(`/api/preview?secret=${SECRET}&slug=${encodeURIComponent(slug)}`)
      if (response.status === 400) return expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.status).toBe(307)
      expect(new URL(response.headers.get('location')!, 'http://site.test/').origin).toBe('http://site.test')
    },
  )

  it('clears the cookie for the published version', async () => {
    const response = await get(`/api/preview?secret=${SECRET}&slug=about&status=published`)
    expect(response.status).toBe(307)
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Max-Age=0`))
  })

  it('is off without PREVIEW_SECRET', async () => {
    expect((await previewRoutes({ previewSecret: undefined }).request('http://site.test/api/preview?secret=&slug=about')).status).toBe(404)
  })
})

describe('the preview cookie', () => {
  it('is Secure on any host but this machine, whatever X-Forwarded-Proto says, as the session cookie is', async () => {
    const setCookie = async (url: string, headers: Record<string, string> = {}) => (await app.request(url, { headers })).headers.get('set-cookie') ?? ''
    for (const path of [`/api/preview?secret=${SECRET}&slug=about`, '/api/preview/exit']) {
      // TLS ended at a proxy that says nothing: the public host is still https
      expect(await setCookie(`http://www.lumenhosting.example${path}`), path).toMatch(/; Secure/)
      expect(await setCookie(`http://www.lumenhosting.example${path}`, { 'x-forwarded-proto': 'http' }), path).toMatch(/; Secure/)
      for (const local of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
        expect(await setCookie(`http://${local}${path}`, { 'x-forwarded-proto': 'https' }), `${local}${path}`).not.toMatch(/Secure/)
      }
    }
  })

  it('comes back in a frame of an admin on another site, partitioned to it; on this machine it is Lax', async () => {
    const setCookie = async (url: string) => (await app.request(url)).headers.get('set-cookie') ?? ''
    for (const path of [`/api/preview?secret=${SECRET}&slug=about`, '/api/preview/exit']) {
      expect(await setCookie(`http://www.lumenhosting.example${path}`), path).toMatch(/; Secure; SameSite=None; Partitioned/)
      expect(await setCookie(`http://127.0.0.1:3000${path}`), path).toMatch(/; SameSite=Lax/)
    }
  })
})

describe('/api/preview/exit', () => {
  it('clears the cookie and goes back to the page, or home for anything off the site', async () => {
    const back = await get('/api/preview/exit?redirect=%2Fblog%2Fx')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/blog/x')
    expect(back.headers.get('set-cookie')).toMatch(/^stratum-preview=; Max-Age=0/)
    for (const redirect of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      expect((await get(`/api/preview/exit?redirect=${encodeURIComponent(redirect)}`)).headers.get('location')).toBe('/')
    }
    expect((await get('/api/preview/exit')).headers.get('location')).toBe('/')
  })
})
