import { describe, expect, it } from 'vitest'
import { pageShellOptions } from './pageShellOptions'

describe('pageShellOptions', () => {
  it("reads a content page's header options", () => {
    const ribbons = [{ text: 'Free migration' }]
    expect(pageShellOptions({ page: { slug: 'homepage', insetHeader: true, invertLogo: true, ribbons } })).toEqual({ insetHeader: true, invertLogo: true, ribbons, terms: false })
  })

  it('marks the page with slug terms (SPEC §2: no navigation, dark header)', () => {
    expect(pageShellOptions({ page: { slug: 'terms' } }).terms).toBe(true)
    expect(pageShellOptions({ page: { slug: 'terms-of-service' } }).terms).toBe(false)
  })

  it('gives other pages (blog lists, error pages) no options', () => {
    for (const data of [undefined, null, {}, { page: 2 }, { page: { title: 'no slug' } }]) {
      expect(pageShellOptions(data)).toEqual({ insetHeader: false, invertLogo: false, ribbons: [], terms: false })
    }
  })
})
