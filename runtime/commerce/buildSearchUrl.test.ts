import { describe, expect, it } from 'vitest'
import { buildSearchUrl } from './buildSearchUrl'

describe('buildSearchUrl', () => {
  it('puts the words in the query of an absolute address, encoded, keeping its own parameters', () => {
    expect(buildSearchUrl('https://my.lumenhosting.example/domains/search', 'query', 'xn--bcher-kva.co.uk')).toBe('https://my.lumenhosting.example/domains/search?query=xn--bcher-kva.co.uk')
    expect(buildSearchUrl('https://help.example/search?lang=en', 'q', 'dns & mx')).toBe('https://help.example/search?lang=en&q=dns+%26+mx')
  })

  it('stays a path for an address on this site, and replaces an old value', () => {
    expect(buildSearchUrl('/blog/search?q=old', 'q', 'backups')).toBe('/blog/search?q=backups')
  })
})
