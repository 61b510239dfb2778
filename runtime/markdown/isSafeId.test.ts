import { describe, expect, it } from 'vitest'
import { isSafeId } from './isSafeId'

describe('isSafeId', () => {
  it('keeps a kebab-case id with a hyphen on a heading', () => {
    expect(isSafeId('getting-started', 'h2')).toBe(true)
    expect(isSafeId('step-2', 'h6')).toBe(true)
  })

  it('drops a heading id that is a JavaScript identifier, which would become a global', () => {
    for (const id of ['pricing', 'alert', 'constructor', 'addEventListener', 'dataLayer', '__proto__']) {
      expect(isSafeId(id, 'h2')).toBe(false)
    }
  })

  it('drops heading ids with other characters or case', () => {
    for (const id of ['Getting-Started', 'a--b', '-a', 'a-', 'a b', 'a_b', 'a.b-c', 'x-y"', '']) {
      expect(isSafeId(id, 'h2')).toBe(false)
    }
  })

  it('drops kebab-case ids on elements other than headings', () => {
    expect(isSafeId('getting-started', 'div')).toBe(false)
    expect(isSafeId('getting-started', 'a')).toBe(false)
  })

  it('keeps ids in the user-content- namespace on any element', () => {
    expect(isSafeId('user-content-fn-1', 'li')).toBe(true)
    expect(isSafeId('user-content-fnref-1', 'a')).toBe(true)
    expect(isSafeId('user-content-', 'li')).toBe(false)
  })

  it('drops ids longer than 128 characters', () => {
    expect(isSafeId(`a-${'b'.repeat(127)}`, 'h2')).toBe(false)
  })
})
