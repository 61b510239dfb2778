import { describe, expect, it } from 'vitest'
import { searchStem, searchWords } from './searchWords'

describe('searchWords', () => {
  it('leaves out common words while others remain: "point my domain" looks for "point" and "domain"', () => {
    expect(searchWords('point my domain')).toEqual(['point', 'domain'])
    expect(searchWords('How do I transfer my domain to you?')).toEqual(['transfer', 'domain'])
  })

  it('keeps common words when they are all there is', () => {
    expect(searchWords('how to')).toEqual(['how', 'to'])
  })

  it('lower-cases, drops repeats and the punctuation around a word, keeps a leading dot and inner punctuation', () => {
    expect(searchWords('  MX  record mx, "SSL"! ')).toEqual(['mx', 'record', 'ssl'])
    expect(searchWords('.uk or co.uk?')).toEqual(['.uk', 'co.uk'])
    expect(searchWords('e-mail')).toEqual(['e-mail'])
  })

  it("drops an 's, so a contraction of a common word narrows nothing either", () => {
    expect(searchWords("what's e-mail")).toEqual(['e-mail'])
    expect(searchWords("my domain's DNS")).toEqual(['domain', 'dns'])
  })

  it('looks for the stem a word shares with its other forms, each stem once', () => {
    expect(searchWords('transferring domains')).toEqual(['transfer', 'domain'])
    expect(searchWords('domain DOMAINS domain’s')).toEqual(['domain'])
  })

  it('gives nothing for blank or punctuation-only text, and at most max words', () => {
    expect(searchWords('   ')).toEqual([])
    expect(searchWords('? !')).toEqual([])
    expect(searchWords('one two three four five six seven eight nine')).toHaveLength(8)
    expect(searchWords('one two three', 2)).toEqual(['one', 'two'])
  })
})

describe('searchStem', () => {
  // forms of a word, each of which must find every other: the stem of each is in (begins) all of them
  const families = [
    ['domain', 'domains'],
    ['host', 'hosts', 'hosting', 'hosted'],
    ['transfer', 'transfers', 'transferring', 'transferred'],
    ['migrate', 'migrates', 'migrating', 'migrated', 'migration', 'migrations'],
    ['policy', 'policies'],
    ['cache', 'caches', 'caching', 'cached'],
    ['address', 'addresses'],
    ['crash', 'crashes'],
    ['expire', 'expires', 'expired', 'expiring', 'expiry'],
    ['shop', 'shops', 'shopping', 'shopped'],
    ['setting', 'settings'],
    ['update', 'updates', 'updated', 'updating'],
    ['install', 'installs', 'installing', 'installation'],
  ]
  it.each(families)('finds every form of %s from any form', (...forms) => {
    for (const query of forms) for (const form of forms) expect(form, `${query} → ${searchStem(query)}`).toContain(searchStem(query))
  })

  it('cuts to the shared beginning', () => {
    expect(['domains', 'transferring', 'policies', 'migrating', 'caching'].map(searchStem)).toEqual(['domain', 'transfer', 'polic', 'migrat', 'cach'])
  })

  it('leaves a word with anything but letters, and never cuts below four letters', () => {
    for (const word of ['co.uk', '.uk', 'php8', 'e-mail', 'http3', '8.4']) expect(searchStem(word)).toBe(word)
    for (const word of ['dns', 'ssl', 'uses', 'speed', 'site', 'name', 'bring', 'during', 'based', 'need']) expect(searchStem(word)).toBe(word)
  })

  it('keeps the s of words that end in -ss, -us or -is', () => {
    for (const word of ['business', 'status', 'analysis', 'wordpress']) expect(searchStem(word)).toBe(word)
  })
})
