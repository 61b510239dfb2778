import { describe, expect, it } from 'vitest'
import { isSafeUrl } from './isSafeUrl'

describe('isSafeUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=1#c',
    'HTTPS://EXAMPLE.COM',
    'mailto:sales@example.com',
    'tel:+441234567890',
    'ftp://files.example.com/a.zip',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/gif;base64,R0lGOD',
    'data:image/jpeg;base64,/9j/',
    'data:image/webp;base64,UklGR',
    'DATA:IMAGE/PNG;base64,AAAA',
    './pricing',
    '../docs/setup',
    '/blog/first-post',
    '/docs/a//b',
    '#plans',
    ' https://example.com ',
  ])('allows %j', (url) => {
    expect(isSafeUrl(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'livescript:x',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:application/javascript,alert(1)',
    'data:,alert(1)',
    'about:blank',
    'blob:https://example.com/x',
    'ssh://host',
    'ｊａｖａｓｃｒｉｐｔ:alert(1)',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false)
  })

  // A browser reads a backslash as a slash in http(s) URLs and drops tabs and newlines, so each of these is //host.
  it.each([
    '//other.example/x',
    '//cdn.example.com/a.png',
    '/\\other.example',
    '\\/other.example',
    '\\\\other.example',
    '/\t/other.example',
    '/\n/other.example',
    ' //other.example',
    '&#47;&#47;other.example',
    '&#x2F;&#x2f;other.example',
    '&sol;&sol;other.example',
    '/&bsol;other.example',
    '/&#92;other.example',
    '/&amp;#47;other.example',
    '／／other.example',
  ])('refuses the network-path reference %j, which SPEC §5 does not list', (url) => {
    expect(isSafeUrl(url)).toBe(false)
  })

  it('refuses scheme-less URLs that are not ./, ../, / or # relative (SPEC §5 lists only those)', () => {
    expect(isSafeUrl('pricing')).toBe(false)
    expect(isSafeUrl('?page=2')).toBe(false)
    expect(isSafeUrl('\\\\evil.example')).toBe(false)
  })
})
