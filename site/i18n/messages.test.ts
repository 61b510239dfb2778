import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../runtime/i18n'
import { format, plural } from '../../runtime/i18n/format'
import { MESSAGES, messagesFor } from './messages'

/** Every key path of a message tree, with the placeholders of its message: `errorPage.goHome` → []. */
function keys(tree: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort())
    else for (const [inner, names] of keys(value, path)) found.set(inner, names)
  }
  return found
}

describe('the site’s own words', () => {
  const reference = keys(MESSAGES['en-GB'])

  it('has words for every configured locale', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual(LOCALES.map((info) => info.code).sort())
  })

  for (const { code } of LOCALES) {
    it(`${code} has every key of en-GB, no other, each a non-empty text with the same placeholders`, () => {
      const own = keys(MESSAGES[code])
      expect([...own.keys()].sort()).toEqual([...reference.keys()].sort())
      for (const [path, names] of own) {
        expect(names, path).toEqual(reference.get(path))
        expect(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], MESSAGES[code]), path).not.toBe('')
      }
    })
  }

  it('gives an unknown locale the default words', () => {
    expect(messagesFor('fr-FR')).toBe(MESSAGES['en-GB'])
  })

  it('fills placeholders and leaves unknown ones visible to the test that reads them', () => {
    expect(format('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5')
    expect(format('Hello {name}', {})).toBe('Hello {name}')
  })

  it('picks the plural form the locale uses for a count', () => {
    const forms = { one: '{count} article', other: '{count} articles' }
    expect(plural(forms, 1, 'en-GB')).toBe('{count} article')
    expect(plural(forms, 0, 'en-GB')).toBe('{count} articles')
    expect(plural(forms, 3, 'de-DE')).toBe('{count} articles')
    expect(plural({ other: 'x' }, 1, 'en-GB')).toBe('x')
  })
})
