import { describe, expect, it } from 'vitest'
import { isPageInRange, parsePageNumber } from './parsePageNumber'

describe('parsePageNumber', () => {
  it('reads integers from 1 written the canonical way', () => {
    expect(parsePageNumber('1')).toBe(1)
    expect(parsePageNumber('2')).toBe(2)
    expect(parsePageNumber('40')).toBe(40)
    expect(parsePageNumber('100000')).toBe(100000)
  })

  it.each(['0', '-1', '01', '2.0', '2.5', '+2', '1e1', ' 2', '2 ', 'two', '', '0x2', 'Infinity', 'NaN', '100001', '99999999999999999999'])(
    'refuses %j',
    (value) => {
      expect(parsePageNumber(value)).toBeNull()
    },
  )

  it('refuses a missing param', () => {
    expect(parsePageNumber(undefined)).toBeNull()
  })
})

describe('isPageInRange', () => {
  it('accepts pages from 1 to the last, and page 1 of an empty list', () => {
    expect(isPageInRange(1, 4)).toBe(true)
    expect(isPageInRange(4, 4)).toBe(true)
    expect(isPageInRange(1, 0)).toBe(true)
  })

  it('refuses pages past the last, below 1, or not whole', () => {
    expect(isPageInRange(5, 4)).toBe(false)
    expect(isPageInRange(2, 0)).toBe(false)
    expect(isPageInRange(0, 4)).toBe(false)
    expect(isPageInRange(1.5, 4)).toBe(false)
  })
})
