import { describe, expect, it } from 'vitest'
import { createBuildId, prerenderedPath, toRoutePattern } from './buildManifest'

describe('createBuildId', () => {
  it('makes a new URL-safe id per build from the time and randomness', () => {
    const a = createBuildId(undefined, 1_795_000_000_000)
    const b = createBuildId(undefined, 1_795_000_000_000)
    expect(a).toMatch(/^[a-z0-9]+-[a-z0-9]+$/)
    expect(a.split('-')[0]).toBe((1_795_000_000_000).toString(36))
    expect(a).not.toBe(b)
  })

  it('takes STRATUM_BUILD_ID when it is safe in a file name, and names it when it is not', () => {
    expect(createBuildId('release-42')).toBe('release-42')
    expect(() => createBuildId('../etc')).toThrow('STRATUM_BUILD_ID must be 1 to 64 letters, digits, _ or -, not "../etc"')
  })
})

describe('prerenderedPath', () => {
  it('maps prerendered HTML files to the paths they answer', () => {
    expect(prerenderedPath('index.html')).toBe('/')
    expect(prerenderedPath('blog/index.html')).toBe('/blog')
    expect(prerenderedPath('blog/p/2/index.html')).toBe('/blog/p/2')
    expect(prerenderedPath('about.html')).toBe('/about')
    expect(prerenderedPath('blog\\index.html')).toBe('/blog')
  })

  it('leaves out the 404 page and anything that is no HTML', () => {
    expect(prerenderedPath('404.html')).toBeNull()
    expect(prerenderedPath('index.pageContext.json')).toBeNull()
  })
})

describe('toRoutePattern', () => {
  it("writes Vike's route strings as route-rule patterns", () => {
    expect(toRoutePattern('/blog/@slug')).toBe('/blog/:slug')
    expect(toRoutePattern('/blog/author/@user/p/@pageNumber')).toBe('/blog/author/:user/p/:pageNumber')
    expect(toRoutePattern('/docs/*')).toBe('/docs/**')
    expect(toRoutePattern('/')).toBe('/')
  })
})
