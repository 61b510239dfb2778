import { domainToASCII } from 'node:url'
import { describe, expect, it } from 'vitest'
import { normaliseDomainInput, type DomainInputProblem } from './normaliseDomainInput'

// the endings of the demo content pack (content/collections/reference-data/tld-*.json)
const TLDS = ['app', 'co.uk', 'com', 'dev', 'eu', 'io', 'london', 'net', 'online', 'org.uk', 'org', 'scot', 'shop', 'tech', 'uk', 'wales']

/** Inputs that are a name to search for: [typed, domain searched, name, ending]. */
const ACCEPTED: [string, string, string, string | null][] = [
  ['example.co.uk', 'example.co.uk', 'example', 'co.uk'],
  ['  example.com  ', 'example.com', 'example', 'com'],
  ['EXAMPLE.COM', 'example.com', 'example', 'com'],
  ['Example.Co.UK', 'example.co.uk', 'example', 'co.uk'],
  ['example', 'example', 'example', null],
  ['MyBusiness', 'mybusiness', 'mybusiness', null],
  ['my-business.org.uk', 'my-business.org.uk', 'my-business', 'org.uk'],
  ['example.uk', 'example.uk', 'example', 'uk'],
  ['www.example.com', 'example.com', 'example', 'com'],
  ['WWW.Example.com', 'example.com', 'example', 'com'],
  ['http://example.com', 'example.com', 'example', 'com'],
  ['https://www.example.co.uk/', 'example.co.uk', 'example', 'co.uk'],
  ['HTTPS://Example.com/path/to/page?x=1#top', 'example.com', 'example', 'com'],
  ['ftp://example.net', 'example.net', 'example', 'net'],
  ['//example.org', 'example.org', 'example', 'org'],
  ['example.com:8080', 'example.com', 'example', 'com'],
  ['example.com.', 'example.com', 'example', 'com'],
  ['example.com/', 'example.com', 'example', 'com'],
  ['example.com?ref=ad', 'example.com', 'example', 'com'],
  ['123reg.com', '123reg.com', '123reg', 'com'],
  ['a.io', 'a.io', 'a', 'io'],
  ['www', 'www', 'www', null],
  // internationalised names, to punycode
  ['bücher.com', 'xn--bcher-kva.com', 'xn--bcher-kva', 'com'],
  ['BÜCHER.co.uk', 'xn--bcher-kva.co.uk', 'xn--bcher-kva', 'co.uk'],
  ['straße.london', 'xn--strae-oqa.london', 'xn--strae-oqa', 'london'],
  ['café', 'xn--caf-dma', 'xn--caf-dma', null],
  ['cafe\u0301.com', 'xn--caf-dma.com', 'xn--caf-dma', 'com'],
  ['例子.com', 'xn--fsqu00a.com', 'xn--fsqu00a', 'com'],
  ['пример.online', 'xn--e1afmkfd.online', 'xn--e1afmkfd', 'online'],
  ['مثال.shop', 'xn--mgbh0fb.shop', 'xn--mgbh0fb', 'shop'],
  ['xn--bcher-kva.com', 'xn--bcher-kva.com', 'xn--bcher-kva', 'com'],
  ['http://www.bücher.com/kaufen', 'xn--bcher-kva.com', 'xn--bcher-kva', 'com'],
  ['例子。com', 'xn--fsqu00a.com', 'xn--fsqu00a', 'com'],
  ['ＥＸＡＭＰＬＥ.com', 'example.com', 'example', 'com'],
  [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`, 'a'.repeat(63), 'com'],
]

/** Inputs that cannot be a domain: [typed, problem, what the message names]. */
const REFUSED: [string, DomainInputProblem, Record<string, string | number>][] = [
  ['', 'empty', {}],
  ['   ', 'empty', {}],
  ['https://', 'empty', {}],
  ['my business.com', 'spaces', {}],
  ['my\tbusiness', 'spaces', {}],
  ['my_business.com', 'characters', { character: '_' }],
  ['hello!.com', 'characters', { character: '!' }],
  ['50%off.com', 'characters', { character: '%' }],
  ['£ideas.co.uk', 'characters', { character: '£' }],
  ['i❤you.com', 'characters', { character: '❤' }],
  ['name@example.com', 'email', {}],
  ['.com', 'dots', {}],
  ['example..com', 'dots', {}],
  ['-example.com', 'hyphen', { label: '-example' }],
  ['example-.co.uk', 'hyphen', { label: 'example-' }],
  ['-bücher.com', 'hyphen', { label: '-bücher' }],
  [`${'a'.repeat(64)}.com`, 'label-length', { max: 63, label: 'a'.repeat(64) }],
  // 60 letters, but 67 once in punycode: the limit counts what the registry stores
  [`${'bücher'.repeat(10)}.com`, 'label-length', { max: 63, label: 'bücher'.repeat(10) }],
  [`${Array.from({ length: 9 }, () => 'a'.repeat(30)).join('.')}.com`, 'length', { max: 253 }],
  ['xn--a.com', 'idn', { domain: 'xn--a.com' }],
  ['example.xyz', 'tld', { tld: 'xyz' }],
  ['example.co.fr', 'tld', { tld: 'fr' }],
  ['192.168.0.1', 'tld', { tld: '1' }],
  ['blog.example.com', 'subdomain', { domain: 'example.com', subdomain: 'blog' }],
  ['shop.example.co.uk', 'subdomain', { domain: 'example.co.uk', subdomain: 'shop' }],
  ['co.uk', 'name', { tld: 'co.uk' }],
]

describe('normaliseDomainInput', () => {
  it.each(ACCEPTED)('accepts %j as %s', (typed, domain, name, tld) => {
    expect(normaliseDomainInput(typed, { tlds: TLDS })).toMatchObject({ ok: true, domain, name, tld })
  })

  it.each(REFUSED)('refuses %j (%s), naming what to fix', (typed, problem, values) => {
    expect(normaliseDomainInput(typed, { tlds: TLDS })).toEqual({ ok: false, problem, values })
  })

  it('keeps the name as the visitor wrote it for display', () => {
    expect(normaliseDomainInput('  https://www.BÜCHER.co.uk/shop ', { tlds: TLDS })).toMatchObject({ display: 'bücher.co.uk' })
  })

  it('takes the longest ending on sale: .org.uk before .uk', () => {
    expect(normaliseDomainInput('charity.org.uk', { tlds: TLDS })).toMatchObject({ name: 'charity', tld: 'org.uk' })
    expect(normaliseDomainInput('charity.uk', { tlds: TLDS })).toMatchObject({ name: 'charity', tld: 'uk' })
  })

  it('accepts endings written with a dot or in capitals', () => {
    expect(normaliseDomainInput('example.COM', { tlds: ['.Com'] })).toMatchObject({ ok: true, tld: 'com' })
  })

  it('accepts any ending but a number when no list is given (the strip hands the name to the search page)', () => {
    expect(normaliseDomainInput('example.xyz')).toMatchObject({ ok: true, domain: 'example.xyz', tld: 'xyz' })
    expect(normaliseDomainInput('10.0.0.1')).toEqual({ ok: false, problem: 'ending', values: { tld: '1' } })
  })

  it('gives the same answers with node:url domainToASCII on the server as with the URL API in the browser', () => {
    const toAscii = (domain: string) => domainToASCII(domain)
    for (const [typed] of [...ACCEPTED, ...REFUSED]) {
      expect(normaliseDomainInput(typed, { tlds: TLDS, toAscii })).toEqual(normaliseDomainInput(typed, { tlds: TLDS }))
    }
  })
})
