import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './index'
import { scrollingTables } from './scrollingTables'

describe('scrollingTables', () => {
  it('puts each table in a box of its own, and nothing else', () => {
    const md = new MarkdownIt().use(scrollingTables)
    const html = md.render('| a | b |\n|---|---|\n| 1 | 2 |\n\ntext\n\n| c |\n|---|\n| 3 |')
    expect(html).toMatch(/^<div class="table-scroll"><table>\n<thead>[\s\S]*<\/table><\/div>\n<p>text<\/p>\n<div class="table-scroll"><table>[\s\S]*<\/table><\/div>\n$/)
  })

  it('keeps the box through renderMarkdown (the sanitiser keeps a div and its class)', () => {
    expect(renderMarkdown('| | Plus |\n|---|---|\n| Storage | 75 GB |')).toMatch(/^<div class="table-scroll" tabindex="0" role="group" aria-label="Table">\s*<table>[\s\S]*<th scope="row">Storage<\/th>[\s\S]*<\/table>\s*<\/div>$/)
  })
})
