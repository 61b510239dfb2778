import { describe, expect, it } from 'vitest'
import { normaliseUrl } from './normaliseUrl'

describe('normaliseUrl', () => {
  it('lower-cases', () => {
    expect(normaliseUrl('JaVaScRiPt:Alert(1)')).toBe('javascript:alert(1)')
  })

  it('removes tabs, newlines, spaces and control characters anywhere', () => {
    expect(normaliseUrl(' \u0001java\tscr\nipt\r:\u0000alert(1) ')).toBe('javascript:alert(1)')
  })

  it('removes invisible characters: soft hyphen, zero-width space, BOM, no-break space, line separator', () => {
    expect(normaliseUrl('\u00a0ja\u00adva\u200bscr\ufeffipt\u2028:x')).toBe('javascript:x')
  })

  it('decodes decimal, hexadecimal and named character references, with or without semicolon', () => {
    expect(normaliseUrl('&#106;ava&#x73;cript&colon;x')).toBe('javascript:x')
    expect(normaliseUrl('&#0000106&#0000097vascript:x')).toBe('javascript:x')
    expect(normaliseUrl('java&Tab;script&NewLine;:x')).toBe('javascript:x')
  })

  it('decodes double-encoded references', () => {
    expect(normaliseUrl('&amp;#106;avascript:x')).toBe('javascript:x')
  })

  it('reads backslashes as slashes, as browsers do in http(s) URLs', () => {
    expect(normaliseUrl('/\\other.example')).toBe('//other.example')
    expect(normaliseUrl('&bsol;&#92;other.example')).toBe('//other.example')
  })

  it('folds full-width letters', () => {
    expect(normaliseUrl('ｊａｖａｓｃｒｉｐｔ：x')).toBe('javascript:x')
  })

  it('leaves ordinary URLs readable', () => {
    expect(normaliseUrl('https://Example.com/a?b=1&c=2')).toBe('https://example.com/a?b=1&c=2')
  })
})
