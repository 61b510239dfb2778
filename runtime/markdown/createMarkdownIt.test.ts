import { describe, expect, it } from 'vitest'
import { createMarkdownIt, MARKDOWN_IT_NESTING } from './createMarkdownIt'
import { DEFAULT_NESTING_LIMIT } from './nestingLimit'
import { guardMarkdownSource } from './guardMarkdownSource'

const md = createMarkdownIt()

function deepestLevel(markdown: string): number {
  let deepest = 0
  for (const token of md.parse(markdown, {})) deepest = Math.max(deepest, token.level + Math.max(token.nesting, 0))
  return deepest
}

describe('createMarkdownIt', () => {
  it('parses CommonMark with GFM tables and strikethrough, and passes raw HTML through', () => {
    expect(md.render('# T\n\n| a |\n|---|\n| 1 |\n\n~~x~~ <b onclick="y">z</b>')).toBe(
      '<h1>T</h1>\n<div class="table-scroll"><table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table></div>\n<p><del>x</del> <b onclick="y">z</b></p>\n',
    )
  })

  it('leaves bare URLs and typography alone', () => {
    expect(md.render('see https://example.com -- "quoted" (c)')).toBe('<p>see https://example.com -- &quot;quoted&quot; (c)</p>\n')
  })

  it('applies the markdown link rule', () => {
    expect(md.render('[a](javascript:alert(1)) [b](pricing)')).toBe('<p>a <a href="./pricing">b</a></p>\n')
  })

  it('nests deeper than anything the guard lets through, so no text is dropped before the HTML limit applies', () => {
    const indentedLists = Array.from({ length: 1000 }, (_, i) => `${' '.repeat(2 * i)}- x${i}`).join('\n')
    const markers = `${'- > '.repeat(500)}deep`
    for (const markdown of [indentedLists, markers]) {
      const guarded = guardMarkdownSource(markdown, DEFAULT_NESTING_LIMIT)
      expect(deepestLevel(guarded)).toBeLessThan(MARKDOWN_IT_NESTING)
    }
    expect(md.render(guardMarkdownSource(indentedLists, DEFAULT_NESTING_LIMIT))).toContain('x999')
  })
})
