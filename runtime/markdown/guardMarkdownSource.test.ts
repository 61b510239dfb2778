import { describe, expect, it } from 'vitest'
import { guardMarkdownSource } from './guardMarkdownSource'

describe('guardMarkdownSource', () => {
  it('leaves ordinary markdown untouched', () => {
    const markdown = '# Title\r\n\n> quote\n> > nested\n\n- a\n  - b\n    1. c\n\n[link](/x) **bold** _em_ ~~del~~\n\n    code [[[\n'
    expect(guardMarkdownSource(markdown, 20)).toBe(markdown)
  })

  it('escapes the first container marker beyond the limit', () => {
    expect(guardMarkdownSource('>>>>> x', 3)).toBe('>>>\\>> x')
    expect(guardMarkdownSource('> > > > x', 3)).toBe('> > > \\> x')
    expect(guardMarkdownSource('- - - - x', 3)).toBe('- - - \\- x')
    expect(guardMarkdownSource('1. 1. 1. 1. x', 3)).toBe('1. 1. 1. 1\\. x')
    expect(guardMarkdownSource('[^a]: [^b]: [^c]: [^d]: x', 3)).toBe('[^a]: [^b]: [^c]: \\[^d]: x')
  })

  it('counts deep indentation against the limit', () => {
    expect(guardMarkdownSource(`${' '.repeat(6)}- x`, 3)).toBe(`${' '.repeat(6)}\\- x`)
    expect(guardMarkdownSource(`${' '.repeat(4)}- x`, 3)).toBe(`${' '.repeat(4)}- x`)
  })

  it('cuts open brackets beyond the limit in a paragraph, and unmatched closing ones', () => {
    expect(guardMarkdownSource('[[[[[x', 3)).toBe('[[[x')
    expect(guardMarkdownSource('[a] [b] [c] [d]', 3)).toBe('[a] [b] [c] [d]')
    expect(guardMarkdownSource('x]]]]]', 3)).toBe('x]]]')
    expect(guardMarkdownSource('[[[\n\n[[[', 3)).toBe('[[[\n\n[[[')
  })

  it('cuts runs of emphasis markers at twice the limit', () => {
    expect(guardMarkdownSource(`${'*'.repeat(10)}x${'_'.repeat(10)}`, 3)).toBe(`${'*'.repeat(6)}x${'_'.repeat(6)}`)
  })

  it('does not count backslash-escaped characters', () => {
    expect(guardMarkdownSource('\\[\\[\\[\\[\\[', 3)).toBe('\\[\\[\\[\\[\\[')
  })

  it('takes linear time on 100 000 nested markers', () => {
    const started = performance.now()
    const guarded = guardMarkdownSource('>'.repeat(100_000), 100)
    expect(guarded.startsWith(`${'>'.repeat(100)}\\>`)).toBe(true)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
