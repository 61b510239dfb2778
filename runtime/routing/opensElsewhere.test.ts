import { describe, expect, it } from 'vitest'
import { opensElsewhere } from './opensElsewhere'

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }

describe('opensElsewhere', () => {
  it('leaves a plain primary click to the page', () => {
    expect(opensElsewhere(plain)).toBe(false)
  })

  it('gives the browser a middle click and any modified click (new tab or window, download)', () => {
    expect(opensElsewhere({ ...plain, button: 1 })).toBe(true)
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(opensElsewhere({ ...plain, [key]: true }), key).toBe(true)
  })
})
