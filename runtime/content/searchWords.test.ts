import { describe, expect, it } from 'vitest'
import { searchWords } from './searchWords'

describe('searchWords', () => {
  it('leaves out common words while others remain: "point my domain" looks for "point" and "domain"', () => {
    expect(searchWords('point my domain')).toEqual(['point', 'domain'])
    expect(searchWords('How do I transfer my domain to you?')).toEqual(['transfer', 'domain'])
  })

  it('keeps common words when they are all there is', () => {
    expect(searchWords('how to')).toEqual(['how', 'to'])
  })

  it('lower-cases, drops repeats and the punctuation around a word, keeps a leading dot and inner punctuation', () => {
    expect(searchWords('  MX  records mx, "SSL"! ')).toEqual(['mx', 'records', 'ssl'])
    expect(searchWords('.uk or co.uk?')).toEqual(['.uk', 'co.uk'])
    expect(searchWords("what's e-mail")).toEqual(["what's", 'e-mail'])
  })

  it('gives nothing for blank or punctuation-only text, and at most max words', () => {
    expect(searchWords('   ')).toEqual([])
    expect(searchWords('? !')).toEqual([])
    expect(searchWords('one two three four five six seven eight nine')).toHaveLength(8)
    expect(searchWords('one two three', 2)).toEqual(['one', 'two'])
  })
})
