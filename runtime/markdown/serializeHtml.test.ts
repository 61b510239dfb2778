import { describe, expect, it } from 'vitest'
import { serializeHtml } from './serializeHtml'

describe('serializeHtml', () => {
  it('escapes < and > in attribute values', () => {
    const html = serializeHtml({
      type: 'root',
      children: [{ type: 'element', tagName: 'img', properties: { alt: '</p><script>x</script>', className: ['a<b'] }, children: [] }],
    })
    expect(html).toBe('<img alt="&lt;/p&gt;&lt;script&gt;x&lt;/script&gt;" class="a&lt;b">')
  })

  it('escapes < in text', () => {
    expect(serializeHtml({ type: 'root', children: [{ type: 'text', value: '<script>' }] })).toBe('&#x3C;script>')
  })

  it('replaces the noncharacters it uses internally, so they cannot smuggle a < in', () => {
    const html = serializeHtml({
      type: 'root',
      children: [{ type: 'element', tagName: 'span', properties: { title: '\ufdd0' }, children: [{ type: 'text', value: '\ufdd0\ufdd1' }] }],
    })
    expect(html).toBe('<span title="\ufffd">\ufffd\ufffd</span>')
  })
})
