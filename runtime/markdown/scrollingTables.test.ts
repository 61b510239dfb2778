import { describe, expect, it } from 'vitest'
import { createMarkdownProcessor } from './createMarkdownProcessor'
import { renderMarkdown } from './index'

describe('scrollingTables', () => {
  it('puts each table in a box of its own, and nothing else', () => {
    const html = String(createMarkdownProcessor().processSync('| a | b |\n|---|---|\n| 1 | 2 |\n\ntext\n\n| c |\n|---|\n| 3 |'))
    expect(html).toMatch(/^<div class="table-scroll"><table>\n<thead>[\s\S]*<\/table><\/div>\n<p>text<\/p>\n<div class="table-scroll"><table>[\s\S]*<\/table><\/div>$/)
    expect(html.match(/table-scroll/g)).toHaveLength(2)
  })

  it('keeps the box through renderMarkdown (the sanitiser keeps a div and its class)', () => {
    expect(renderMarkdown('| | Plus |\n|---|---|\n| Storage | 75 GB |')).toMatch(/^<div class="table-scroll" tabindex="0" role="group" aria-label="Table">\s*<table>[\s\S]*<th scope="row">Storage<\/th>[\s\S]*<\/table>\s*<\/div>$/)
  })

  it('leaves tables written as raw HTML as they are', () => {
    expect(renderMarkdown('<table><tr><td>x</td></tr></table>')).toBe('<table><tbody><tr><td>x</td></tr></tbody></table>')
  })
})
