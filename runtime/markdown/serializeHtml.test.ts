import { describe, expect, it } from 'vitest'
import type { Root } from 'hast'
import { serializeHtml, serializesLike } from './serializeHtml'

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

  describe('serializesLike', () => {
    const tree = (title: string, text: string, order: 'title-first' | 'class-first' = 'title-first'): Root => ({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: order === 'title-first' ? { title, className: ['a', 'b<'] } : { className: ['a', 'b<'], title },
          children: [{ type: 'text', value: text }],
        },
      ],
    })

    function serialised(root: Root): Root {
      serializeHtml(root)
      return root
    }

    it('says yes for the same tree, stand-ins included, and serializeHtml agrees', () => {
      const reference = tree('x < y', 'a \ufdd0 b')
      const html = serializeHtml(structuredClone(reference))
      expect(serializesLike(structuredClone(reference), serialised(structuredClone(reference)))).toBe(true)
      expect(serializeHtml(structuredClone(reference))).toBe(html)
    })

    it('says no for another text, attribute value or attribute order', () => {
      const reference = serialised(tree('t', 'a'))
      expect(serializesLike(tree('t', 'b'), reference)).toBe(false)
      expect(serializesLike(tree('u', 'a'), reference)).toBe(false)
      expect(serializesLike(tree('t', 'a', 'class-first'), reference)).toBe(false)
    })

    it('says no, conservatively, for text split differently though it serialises alike', () => {
      const split: Root = { type: 'root', children: [{ type: 'text', value: 'a' }, { type: 'text', value: 'b' }] }
      const whole: Root = { type: 'root', children: [{ type: 'text', value: 'ab' }] }
      expect(serializeHtml(structuredClone(split))).toBe(serializeHtml(structuredClone(whole)))
      expect(serializesLike(split, serialised(structuredClone(whole)))).toBe(false)
    })

    it('changes neither tree', () => {
      const candidate = tree('x < y', 'a')
      const reference = serialised(tree('x < y', 'a'))
      const before = JSON.stringify([candidate, reference])
      serializesLike(candidate, reference)
      expect(JSON.stringify([candidate, reference])).toBe(before)
    })
  })
})
