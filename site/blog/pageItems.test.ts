import { describe, expect, it } from 'vitest'
import { pageItems } from './pageItems'

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4])
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('shows the ends and the current page’s neighbours of a long list, with gaps', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 'gap', 12])
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(pageItems(12, 12)).toEqual([1, 'gap', 11, 12])
  })

  it('fills a gap of one page with that page', () => {
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12])
  })

  it('shows nothing for an empty list', () => {
    expect(pageItems(1, 0)).toEqual([])
  })
})
