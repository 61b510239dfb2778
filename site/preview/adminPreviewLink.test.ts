import { createRequire } from 'node:module'
import { afterEach, expect, it, vi } from 'vitest'

// cms/config/admin.js: the link the admin's "Open preview" opens, which /api/preview (site/server/routes/preview.ts) follows
const adminConfig = createRequire(import.meta.url)('../../cms/config/admin.js') as (strapi: { env: unknown }) => {
  preview: { config: { handler: (uid: string, params: { documentId: string; locale?: string | null; status?: string }) => Promise<string | null> } }
}

function handlerReading(slug: string | null) {
  const env = Object.assign((name: string, fallback?: string) => ({ PREVIEW_SECRET: 'admin-secret', SITE_URL: 'http://site.test' })[name] ?? fallback, {
    bool: (_name: string, fallback: boolean) => fallback,
  })
  const findOne = vi.fn(async () => (slug === null ? null : { slug }))
  vi.stubGlobal('strapi', { documents: () => ({ findOne }) })
  return { handler: adminConfig({ env }).preview.config.handler, findOne }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

it("names the document's locale, read in that locale, so a German entry opens at its German address", async () => {
  const { handler, findOne } = handlerReading('zwei-faktor-authentifizierung')
  const url = new URL((await handler('api::article.article', { documentId: 'doc1', locale: 'de-DE', status: 'draft' }))!)
  expect(findOne).toHaveBeenCalledWith(expect.objectContaining({ documentId: 'doc1', locale: 'de-DE', status: 'draft' }))
  expect(url.pathname).toBe('/api/preview')
  expect(Object.fromEntries(url.searchParams)).toEqual({ secret: 'admin-secret', slug: 'blog/zwei-faktor-authentifizierung', locale: 'de-DE', status: 'draft' })
})

it('leaves the locale out for a type without one, and has no link for a type the site does not show', async () => {
  const { handler } = handlerReading('about')
  const url = new URL((await handler('api::page.page', { documentId: 'doc2', status: 'published' }))!)
  expect(url.searchParams.has('locale')).toBe(false)
  expect(url.searchParams.get('slug')).toBe('about')
  expect(await handler('api::author.author', { documentId: 'doc3', locale: 'de-DE' })).toBeNull()
})
