import { describe, expect, it } from 'vitest'
import { resolveLink } from './resolveLink'

describe('resolveLink', () => {
  it('resolves slugs to paths, homepage to /, with the hash (SPEC §2 Link resolution)', () => {
    expect(resolveLink({ internalLink: { slug: 'web-hosting' }, hash: 'plans' })).toEqual({ href: '/web-hosting#plans', external: false })
    expect(resolveLink({ internalLink: { slug: 'homepage' } }).href).toBe('/')
    expect(resolveLink({ hash: '#faqs' }).href).toBe('#faqs')
  })
  it('puts a linked page of another locale under its prefix, the default locale unprefixed', () => {
    expect(resolveLink({ internalLink: { slug: 'webhosting', locale: 'de-DE' }, hash: 'plans' }).href).toBe('/de/webhosting#plans')
    expect(resolveLink({ internalLink: { slug: 'homepage', locale: 'de-DE' } }).href).toBe('/de')
    expect(resolveLink({ internalLink: { slug: 'web-hosting', locale: 'en-GB' } }).href).toBe('/web-hosting')
  })
  it('ignores a locale the site does not have, and lets an external link win', () => {
    expect(resolveLink({ internalLink: { slug: 'hebergement', locale: 'fr-FR' } }).href).toBe('/hebergement')
    expect(resolveLink({ externalLink: 'https://example.com', internalLink: { slug: 'x', locale: 'de-DE' }, target: '_blank' })).toEqual({
      href: 'https://example.com',
      external: true,
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })
})
