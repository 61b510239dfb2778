import { describe, expect, it } from 'vitest'
import { sanitizeStyle } from './sanitizeStyle'

describe('sanitizeStyle', () => {
  it.each([
    ['color: red', 'color: red'],
    ['COLOR: Red;', 'color: Red'],
    ['color:red;margin:0 auto', 'color: red; margin: 0 auto'],
    ['background: url(https://example.com/a.png) no-repeat', 'background: url(https://example.com/a.png) no-repeat'],
    ['background-image: url("/img/a.png")', 'background-image: url("/img/a.png")'],
    ['background: url(data:image/png;base64,iVBORw0KGgo=)', 'background: url(data:image/png;base64,iVBORw0KGgo=)'],
    ['scroll-behavior: smooth', 'scroll-behavior: smooth'],
    ['--brand: #f00', '--brand: #f00'],
    ['font-weight: bold !important', 'font-weight: bold !important'],
  ])('keeps %j', (style, expected) => {
    expect(sanitizeStyle(style)).toBe(expected)
  })

  it.each([
    'width: expression(alert(1))',
    'width: EXPRESSION(alert(1))',
    'width: expr/**/ession(alert(1))',
    'width: \\65 xpression(alert(1))',
    'width: \\000065xpression(alert(1))',
    'width: e\\xpression(alert(1))',
    'width: ｅｘｐｒｅｓｓｉｏｎ(alert(1))',
    'background: url(javascript:alert(1))',
    'background: url("JaVaScRiPt:alert(1)")',
    'background: url( j\\61 vascript:alert(1) )',
    "background-image: url('vbscript:msgbox(1)')",
    'background: url(data:image/svg+xml,<svg onload=alert(1)>)',
    'background: url(data:text/html,x)',
    'background: url(x.png)',
    'list-style: url()',
    'background-image: image-set("javascript:alert(1)" 1x)',
    'behavior: url(x.htc)',
    '-ms-behavior: url(x.htc)',
    'BEHAVIOR: url(https://example.com/x.htc)',
    '-moz-binding: url(https://example.com/x.xml#xss)',
    'x: -moz-binding',
    '@import url(https://example.com/x.css)',
    'color: red; @import "x.css"',
    'javascript: alert(1)',
    'font-family: "</style><script>alert(1)</script>"',
    'color: red }',
    'be\\68 avior: url(x.htc)',
  ])('drops %j', (style) => {
    expect(sanitizeStyle(style)).not.toMatch(/expression|javascript|vbscript|behavior|binding|import|script|url\((?!https)/i)
  })

  it('keeps the safe declarations next to a dropped one', () => {
    expect(sanitizeStyle('color: red; background: url(javascript:alert(1)); margin: 0')).toBe('color: red; margin: 0')
  })

  it('returns an empty string when nothing is left, and for junk', () => {
    expect(sanitizeStyle('width: expression(alert(1))')).toBe('')
    expect(sanitizeStyle(';;; : ; no-colon')).toBe('')
  })

  it('is idempotent', () => {
    for (const style of ['color: red; content: "a;b"', 'a:b;c', 'content: "x; y: z', 'color: red /* ; */; margin:0']) {
      const once = sanitizeStyle(style)
      expect(sanitizeStyle(once)).toBe(once)
    }
  })
})
