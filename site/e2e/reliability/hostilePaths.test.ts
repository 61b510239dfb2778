import { describe, expect, it } from 'vitest'
import { hostilePaths } from './hostilePaths'

describe('hostilePaths', () => {
  const corpus = hostilePaths({ count: 3000, canary: 'canary.txt' })

  it('makes the number asked for, all different, the same on every run', () => {
    expect(corpus).toHaveLength(3000)
    expect(new Set(corpus.map((p) => p.path)).size).toBe(3000)
    expect(hostilePaths({ count: 3000, canary: 'canary.txt' })).toEqual(corpus)
  })

  it('covers every family of hostile target, the short form included', () => {
    const families = (paths: typeof corpus) => new Set(paths.map((p) => p.family))
    expect(families(corpus).size).toBe(12)
    expect(families(hostilePaths({ count: 300, canary: 'canary.txt' })).size).toBe(12)
  })

  it('aims at the canary, and holds the disguises the issue names', () => {
    const all = corpus.map((p) => p.path).join('\n')
    for (const needle of ['canary.txt', '../', '%2e%2e/', '%2f', '\\', '%00', '%c0%ae', '%ff', '%ef%bc%8f', '%e2%80%a4', '/blog/p/99999999999999999999']) expect(all).toContain(needle)
    expect(Math.max(...corpus.map((p) => p.path.length))).toBeGreaterThan(8192)
  })

  it('only holds what goes on the wire as sent: one byte per character, no space or control character', () => {
    for (const { path } of corpus) expect(path, path.slice(0, 60)).toMatch(/^\/[\u0021-\u00ff]*$/)
  })
})
