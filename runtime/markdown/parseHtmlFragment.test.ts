import type { Element, Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { parseHtmlFragment } from './parseHtmlFragment'

function depthOf(tree: Root): number {
  let deepest = 0
  const stack: Array<[Root | Element, number]> = [[tree, 0]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Root | Element, number]
    deepest = Math.max(deepest, depth)
    for (const child of node.children) if (child.type === 'element') stack.push([child, depth + 1])
  }
  return deepest
}

describe('parseHtmlFragment', () => {
  it('parses like div.innerHTML: table parts outside a table are dropped, not kept', () => {
    const tree = parseHtmlFragment('<tr><td>cell</td></tr>', 100)
    expect(tree.children).toEqual([expect.objectContaining({ type: 'text', value: 'cell' })])
  })

  it('decodes character references in attribute values', () => {
    const tree = parseHtmlFragment('<a href="jav&#x61;script:x">a</a>', 100)
    expect(tree.children[0]).toMatchObject({ tagName: 'a', properties: { href: 'javascript:x' } })
  })

  it('parses noscript as raw text, as a browser with scripting enabled does', () => {
    const tree = parseHtmlFragment('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', 100)
    const img = tree.children.find((node) => node.type === 'element' && node.tagName === 'img')
    expect(img).toMatchObject({ properties: { onError: 'alert(1)' } })
  })

  it('limits nesting to the given depth, flattening deeper content to text', () => {
    const tree = parseHtmlFragment(`${'<div>'.repeat(50)}deep`, 20)
    expect(depthOf(tree)).toBe(20)
    expect(JSON.stringify(tree)).toContain('deep')
  })

  it('parses 100 000 nested divs without overflowing the stack', () => {
    const tree = parseHtmlFragment(`${'<div>'.repeat(100_000)}deep`, 100)
    expect(depthOf(tree)).toBe(100)
  })
})
