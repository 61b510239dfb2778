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

/** Inputs that cannot be a domain: [typed, problem, words the message must contain]. */
const REFUSED: [string, DomainInputProblem, string][] = [
  ['', 'empty', 'Enter a domain name'],
  ['   ', 'empty', 'Enter a domain name'],
  ['https://', 'empty', 'Enter a domain name'],
  ['my business.com', 'spaces', 'cannot contain spaces'],
  ['my\tbusiness', 'spaces', 'cannot contain spaces'],
  ['my_business.com', 'characters', '“_” is not allowed'],
  ['hello!.com', 'characters', '“!” is not allowed'],
  ['50%off.com', 'characters', '“%” is not allowed'],
  ['£ideas.co.uk', 'characters', '“£” is not allowed'],
  ['i❤you.com', 'characters', '“❤” is not allowed'],
  ['name@example.com', 'email', 'email address'],
  ['.com', 'dots', 'cannot start with a dot'],
  ['example..com', 'dots', 'two dots in a row'],
  ['-example.com', 'hyphen', 'start or end with a hyphen'],
  ['example-.co.uk', 'hyphen', 'start or end with a hyphen'],
  ['-bücher.com', 'hyphen', 'start or end with a hyphen'],
  [`${'a'.repeat(64)}.com`, 'label-length', 'at most 63 characters'],
  // 60 letters, but 67 once in punycode: the limit counts what the registry stores
  [`${'bücher'.repeat(10)}.com`, 'label-length', 'at most 63 characters'],
  [`${Array.from({ length: 9 }, () => 'a'.repeat(30)).join('.')}.com`, 'length', 'at most 253 characters'],
  ['xn--a.com', 'idn', 'cannot be used as a domain name'],
  ['example.xyz', 'tld', 'We do not sell .xyz domains'],
  ['example.co.fr', 'tld', 'We do not sell .fr domains'],
  ['192.168.0.1', 'tld', 'We do not sell .1 domains'],
  ['blog.example.com', 'subdomain', 'example.com'],
  ['shop.example.co.uk', 'subdomain', 'example.co.uk'],
  ['co.uk', 'name', 'before .co.uk'],
]

describe('normaliseDomainInput', () => {
  it.each(ACCEPTED)('accepts %j as %s', (typed, domain, name, tld) => {
    expect(normaliseDomainInput(typed, { tlds: TLDS })).toMatchObject({ ok: true, domain, name, tld })
  })

  it.each(REFUSED)('refuses %j (%s) with a message that says what to fix', (typed, problem, words) => {
    const result = normaliseDomainInput(typed, { tlds: TLDS })
    expect(result).toMatchObject({ ok: false, problem })
    if (!result.ok) expect(result.message).toContain(words)
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
    expect(normaliseDomainInput('10.0.0.1')).toMatchObject({ ok: false, problem: 'tld' })
  })

  it('gives the same answers with node:url domainToASCII on the server as with the URL API in the browser', () => {
    const toAscii = (domain: string) => domainToASCII(domain)
    for (const [typed] of [...ACCEPTED, ...REFUSED]) {
      expect(normaliseDomainInput(typed, { tlds: TLDS, toAscii })).toEqual(normaliseDomainInput(typed, { tlds: TLDS }))
    }
  })
})
