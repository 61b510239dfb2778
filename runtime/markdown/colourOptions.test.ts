import { describe, expect, it } from 'vitest'
import { COLOUR_OPTIONS, isColourOption } from './colourOptions'

describe('colourOptions', () => {
  it('lists the SPEC §9 colour options', () => {
    expect(COLOUR_OPTIONS).toEqual(['primary', 'secondary', 'light', 'dark', 'info', 'success', 'caution', 'warning', 'danger', 'white'])
  })

  it('recognises exactly those values', () => {
    for (const option of COLOUR_OPTIONS) expect(isColourOption(option)).toBe(true)
    for (const value of ['purple', 'Primary', ' primary', '', 'primary secondary', 'constructor']) expect(isColourOption(value)).toBe(false)
  })
})
