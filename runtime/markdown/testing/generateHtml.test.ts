import { describe, expect, it } from 'vitest'
import { createRandom } from './createRandom'
import { generateHtml } from './generateHtml'
import { generateMarkdown } from './generateMarkdown'

describe('generateHtml and generateMarkdown', () => {
  it('generate the same input from the same seed and different input from different seeds', () => {
    expect(generateHtml(createRandom(7))).toBe(generateHtml(createRandom(7)))
    expect(generateHtml(createRandom(7))).not.toBe(generateHtml(createRandom(8)))
    expect(generateMarkdown(createRandom(7))).toBe(generateMarkdown(createRandom(7)))
  })

  it('generate inputs that contain script vectors to remove', () => {
    const inputs = Array.from({ length: 200 }, (_, seed) => generateHtml(createRandom(seed), 40)).join('')
    expect(inputs).toMatch(/<script/)
    expect(inputs).toMatch(/ on[a-z]+=/i)
    expect(inputs).toMatch(/javascript:/i)
  })
})
