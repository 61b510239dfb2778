import { describe, expect, it } from 'vitest'
import { fillRoutePattern, matchRoutePattern } from './matchRoutePattern'
import { resolveRouteRules } from './resolveRouteRules'

describe('matchRoutePattern', () => {
  it('matches static segments, :params, * and a final **', () => {
    expect(matchRoutePattern('/blog', '/blog')).toEqual({})
    expect(matchRoutePattern('/blog', '/blog/')).toEqual({})
    expect(matchRoutePattern('/blog', '/blog/x')).toBeNull()
    expect(matchRoutePattern('/blog/author/:user/p/1', '/blog/author/ana/p/1')).toEqual({ user: 'ana' })
    expect(matchRoutePattern('/blog/*/p/1', '/blog/x/p/1')).toEqual({})
    expect(matchRoutePattern('/blog/**', '/blog')).toEqual({ _: '' })
    expect(matchRoutePattern('/blog/**', '/blog/a/b')).toEqual({ _: 'a/b' })
    expect(matchRoutePattern('/', '/')).toEqual({})
    expect(matchRoutePattern('/**', '/anything/at/all')).toEqual({ _: 'anything/at/all' })
  })

  it('fills a target from the captured params', () => {
    expect(fillRoutePattern('/blog/author/:user', { user: 'ana' })).toBe('/blog/author/ana')
    expect(fillRoutePattern('/news/**', { _: 'a/b' })).toBe('/news/a/b')
    expect(fillRoutePattern('/news/**', { _: '' })).toBe('/news')
    expect(fillRoutePattern('/**', { _: '' })).toBe('/')
    expect(fillRoutePattern('/x/:id?y=1#z', { id: '7' })).toBe('/x/7?y=1#z')
  })
})

describe('resolveRouteRules', () => {
  const rules = {
    '/blog/**': { prerender: true },
    '/blog/p/1': { redirect: '/blog' },
    '/blog/author/:user/p/1': { redirect: '/blog/author/:user' },
    '/old-news/**': { redirect: { to: '/blog/**', status: 308 as const } },
    '/legal': { prerender: false, redirect: '/terms-of-service' },
  }

  it('merges every matching rule, the most specific one winning each field', () => {
    expect(resolveRouteRules(rules, '/blog/p/1')).toEqual({ prerender: true, redirect: { to: '/blog', status: 301, from: '/blog/p/1' } })
    expect(resolveRouteRules(rules, '/blog/p/2')).toEqual({ prerender: true })
    expect(resolveRouteRules(rules, '/legal')).toEqual({ prerender: false, redirect: { to: '/terms-of-service', status: 301, from: '/legal' } })
    expect(resolveRouteRules(rules, '/about')).toEqual({})
  })

  it('fills redirect targets from the path', () => {
    expect(resolveRouteRules(rules, '/blog/author/ana/p/1').redirect).toEqual({ to: '/blog/author/ana', status: 301, from: '/blog/author/:user/p/1' })
    expect(resolveRouteRules(rules, '/old-news/2024/launch').redirect).toEqual({ to: '/blog/2024/launch', status: 308, from: '/old-news/**' })
  })

  it('never redirects a path to itself', () => {
    expect(resolveRouteRules({ '/a/**': { redirect: '/a/**' } }, '/a/b').redirect).toBeUndefined()
  })
})
