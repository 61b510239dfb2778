import { describe, expect, it } from 'vitest'
import { isSafeMarkdownUrl } from './isSafeMarkdownUrl'

describe('isSafeMarkdownUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:,x',
    '//other.example/x',
    '/\\other.example',
    '\\\\other.example',
    '/\t/other.example',
    '&#47;&#47;other.example',
  ])('rejects %j', (url) => {
    expect(isSafeMarkdownUrl(url)).toBe(false)
  })

  it.each([
    'data:image/gif;base64,R0lGOD',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/',
    'data:image/webp;base64,UklGR',
  ])('accepts the data image %j', (url) => {
    expect(isSafeMarkdownUrl(url)).toBe(true)
  })

  it.each(['https://example.com', 'mailto:a@example.com', 'pricing', '/docs', '#top', 'ssh://host'])(
    'accepts %j, which uses none of the rejected schemes',
    (url) => {
      expect(isSafeMarkdownUrl(url)).toBe(true)
    },
  )
})
