import { describe, expect, it, vi } from 'vitest'
import { memoizeMarkdown } from './memoizeMarkdown'

describe('memoizeMarkdown', () => {
  it('renders each markdown text once and returns the same HTML after', () => {
    const render = vi.fn((md: string) => `<p>${md}</p>`)
    const memoized = memoizeMarkdown(render)
    expect([memoized('a'), memoized('b'), memoized('a')]).toEqual(['<p>a</p>', '<p>b</p>', '<p>a</p>'])
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('forgets the least recently used text past its bounds', () => {
    const render = vi.fn((md: string) => md.toUpperCase())
    const memoized = memoizeMarkdown(render, { maxEntries: 2 })
    memoized('a')
    memoized('b')
    memoized('a')
    memoized('c')
    expect(memoized.size).toBe(2)
    memoized('a')
    expect(render).toHaveBeenCalledTimes(3)
    memoized('b')
    expect(render).toHaveBeenCalledTimes(4)
  })

  it('bounds the characters held, and never keeps a text larger than the bound', () => {
    const memoized = memoizeMarkdown((md) => md, { maxChars: 100 })
    for (let i = 0; i < 10; i++) memoized(`${i}`.repeat(20))
    expect(memoized.size).toBe(2)
    memoized('x'.repeat(200))
    expect(memoized.size).toBe(2)
  })
})
