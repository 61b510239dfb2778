import { describe, expect, it } from 'vitest'
import { createLru } from './lru'

describe('createLru', () => {
  const lru = (maxCost: number, maxEntries?: number) => createLru<string>({ maxCost, ...(maxEntries ? { maxEntries } : {}), costOf: (_key, value) => value.length })

  it('lets the least recently used go first when the cost is over its bound', () => {
    const memory = lru(6)
    memory.set('a', 'aa')
    memory.set('b', 'bb')
    expect(memory.get('a')).toBe('aa')
    memory.set('c', 'cc')
    memory.set('d', 'dd') // over 6: b, the least recently used, goes
    expect([memory.get('b'), memory.get('a'), memory.get('c'), memory.get('d')]).toEqual([undefined, 'aa', 'cc', 'dd'])
  })

  it('keeps at most maxEntries', () => {
    const memory = lru(100, 2)
    for (const key of ['a', 'b', 'c']) memory.set(key, key)
    expect(memory.size).toBe(2)
    expect(memory.get('a')).toBeUndefined()
  })

  it('replaces a value under its key without counting the old one, and refuses one that costs more than the bound', () => {
    const memory = lru(4)
    memory.set('a', 'aaa')
    memory.set('a', 'aaaa')
    memory.set('b', '')
    expect(memory.get('a')).toBe('aaaa')
    expect(memory.set('c', 'ccccc')).toBe(false)
    expect(memory.get('c')).toBeUndefined()
    expect(memory.get('a')).toBe('aaaa')
    memory.delete('a')
    expect(memory.set('d', 'dddd')).toBe(true)
    expect(memory.size).toBe(2)
  })
})
