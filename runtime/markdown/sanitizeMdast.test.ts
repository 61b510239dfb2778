import type { Root } from 'mdast'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { sanitizeMdast } from './sanitizeMdast'

const parser = unified().use(remarkParse)

function sanitized(markdown: string, maxDepth = 100): Root {
  const tree = parser.parse(markdown)
  sanitizeMdast(tree, maxDepth)
  return tree
}

function shape(markdown: string): unknown {
  return JSON.parse(JSON.stringify(sanitized(markdown), (key, value: unknown) => (key === 'position' ? undefined : value)))
}

describe('sanitizeMdast', () => {
  it('rejects a javascript link and keeps its text', () => {
    expect(shape('[click](javascript:alert(1))')).toEqual(shape('click'))
  })

  it('rejects vbscript, file and data links', () => {
    for (const url of ['vbscript:x', 'file:///etc/passwd', 'data:text/html,x', 'JAVASCRIPT:x', '&#106;avascript:x']) {
      expect(JSON.stringify(sanitized(`[a](${url})`))).not.toContain('"link"')
    }
  })

  it('rejects an image with a bad URL and keeps its alt text', () => {
    expect(shape('![alt text](data:image/svg+xml,x)')).toEqual(shape('alt text'))
  })

  it('keeps data images of gif, png, jpeg and webp', () => {
    for (const type of ['gif', 'png', 'jpeg', 'webp']) {
      expect(JSON.stringify(sanitized(`![a](data:image/${type};base64,AAAA)`))).toContain(`"url":"data:image/${type};base64,AAAA"`)
    }
  })

  it('removes a definition with a bad URL', () => {
    expect(JSON.stringify(sanitized('[a][r]\n\n[r]: javascript:alert(1)'))).not.toContain('"definition"')
  })

  it('rejects a bad autolink', () => {
    expect(JSON.stringify(sanitized('<javascript:alert(1)>'))).not.toContain('"link"')
  })

  it('checks a link that surfaces from a rejected one', () => {
    const tree = sanitized('[![i](javascript:x)](javascript:y)')
    expect(JSON.stringify(tree)).not.toMatch(/"(?:link|image)"/)
  })

  it('keeps good links and writes path-relative URLs in the ./ form', () => {
    const json = JSON.stringify(sanitized('[a](https://example.com) [b](/docs) [c](#top) [d](pricing) [e](mailto:a@b.c)'))
    for (const url of ['https://example.com', '/docs', '#top', './pricing', 'mailto:a@b.c']) expect(json).toContain(`"url":"${url}"`)
  })

  it('limits nesting, keeping the text', () => {
    const tree = sanitized(`${'> '.repeat(30)}deep`, 10)
    let depth = 0
    let node: unknown = tree
    while (node && typeof node === 'object' && 'children' in node && Array.isArray(node.children) && node.children.length > 0) {
      node = node.children[0]
      depth++
    }
    expect(depth).toBeLessThanOrEqual(11)
    expect(JSON.stringify(tree)).toContain('deep')
  })
})
