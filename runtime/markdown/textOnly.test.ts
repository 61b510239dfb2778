import { describe, expect, it } from 'vitest'
import { sanitizeFragment } from './sanitizeFragment'
import { textOnly } from './textOnly'

describe('textOnly', () => {
  it('keeps only the text, escaped, without the content of stripped elements', () => {
    expect(textOnly('<p>a &lt; <b>b</b><script>alert(1)</script></p>', 100)).toBe('a &#x3C; b')
  })

  it('is a fixed point of sanitisation', () => {
    for (const html of ['<p>a &lt; b &amp; c</p>', '<table>x<tr><td>y', '<pre>\n\nz</pre>', '\u0000<b>\r\nq']) {
      const text = textOnly(html, 100)
      expect(sanitizeFragment(text, 100)).toBe(text)
    }
  })
})
