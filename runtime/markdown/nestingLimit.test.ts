import { describe, expect, it } from 'vitest'
import { nestingLimit } from './nestingLimit'

describe('nestingLimit', () => {
  it('is 100 for the default preset and when none is given', () => {
    expect(nestingLimit('default')).toBe(100)
    expect(nestingLimit(undefined)).toBe(100)
  })

  it('is 20 for any other preset', () => {
    expect(nestingLimit('commonmark')).toBe(20)
    expect(nestingLimit('zero')).toBe(20)
    expect(nestingLimit('')).toBe(20)
  })
})
