import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const RUNTIME = Symbol.for('stratum.contentRuntime')

beforeAll(() => {
  vi.stubEnv('CONTENT_SOURCE', 'files')
  delete (globalThis as Record<symbol, unknown>)[RUNTIME]
})
afterAll(() => {
  vi.unstubAllEnvs()
  delete (globalThis as Record<symbol, unknown>)[RUNTIME]
})

// the demo pack (content/, content/locales/de-DE/), as `CONTENT_SOURCE=files` prerenders it
describe('the URLs prerendering asks for', () => {
  it('lists German articles under /de by their German slugs, and no English-only article there', async () => {
    const { articleUrls } = await import('./prerenderUrls')
    const urls = await articleUrls()
    expect(urls).toContain('/de/blog/zwei-faktor-authentifizierung')
    expect(urls).toContain('/blog/two-factor-authentication')
    expect(urls).not.toContain('/de/blog/two-factor-authentication')
    expect(urls.filter((url) => url.startsWith('/de/')).every((url) => /^\/de\/blog\/[a-z0-9-]+$/.test(url))).toBe(true)
    expect(urls.filter((url) => url.startsWith('/de/')).length).toBeLessThan(urls.filter((url) => !url.startsWith('/de')).length)
  })

  it('lists the German blog, authors and categories with the page counts of German content', async () => {
    const { listUrls } = await import('./prerenderUrls')
    const [blog, authors, categories] = await Promise.all([listUrls({ kind: 'blog' }), listUrls({ kind: 'author' }), listUrls({ kind: 'category' })])
    expect(blog).toContain('/de/blog')
    expect(blog).not.toContain('/de/blog/p/1')
    expect(authors).toContain('/de/blog/author/priya-raman')
    expect(categories).toContain('/de/blog/categories/sicherheit')
    expect(categories).not.toContain('/de/blog/categories/security')
    // fewer German articles than English ones: fewer German list pages
    const count = (urls: string[], prefix: string) => urls.filter((url) => url.startsWith(prefix)).length
    expect(count(blog, '/de/blog')).toBeLessThan(count(blog, '/blog'))
  })

  it('lists German pages by their German slugs and the German home page as /de', async () => {
    const { onBeforePrerenderStart } = await import('../pages/slug/+onBeforePrerenderStart')
    const urls = await onBeforePrerenderStart()
    expect(urls).toEqual(expect.arrayContaining(['/', '/web-hosting', '/de', '/de/webhosting', '/de/ueber-uns']))
    expect(urls).not.toContain('/de/web-hosting')
    expect(urls).not.toContain('/de/company-details')
  })
})
