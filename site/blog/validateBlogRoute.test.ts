import { describe, expect, it } from 'vitest'
import { validateArticleRoute, validateListRoute } from './validateBlogRoute'

const route = (params: Record<string, string>) => ({ path: '/blog', fullPath: '/blog', params })

describe('blog route validation', () => {
  it('accepts the lists with no page number or a canonical one', () => {
    expect(validateListRoute(route({}))).toBe(true)
    expect(validateListRoute(route({ pageNumber: '2' }))).toBe(true)
    expect(validateListRoute(route({ user: 'priya-raman', pageNumber: '12' }))).toBe(true)
    expect(validateListRoute(route({ category: 'hosting' }))).toBe(true)
  })

  it.each(['0', '-1', '01', '1.5', 'two', '1e3', ''])('refuses the page number %j', (pageNumber) => {
    expect(validateListRoute(route({ pageNumber }))).toBe(false)
  })

  it('refuses authors and categories that are no slugs', () => {
    expect(validateListRoute(route({ user: 'Priya Raman' }))).toBe(false)
    expect(validateListRoute(route({ category: 'hosting--x' }))).toBe(false)
    expect(validateListRoute(route({ category: '<script>' }))).toBe(false)
  })

  it('validates article slugs', () => {
    expect(validateArticleRoute(route({ slug: 'dns-records-explained' }))).toBe(true)
    expect(validateArticleRoute(route({ slug: 'DNS' }))).toBe(false)
    expect(validateArticleRoute(route({ slug: 'a_b' }))).toBe(false)
    expect(validateArticleRoute(route({}))).toBe(false)
  })
})
