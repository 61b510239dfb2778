import { describe, expect, it } from 'vitest'
import { createMarkdownProcessor } from './createMarkdownProcessor'

const processor = createMarkdownProcessor()
const render = (markdown: string): string => String(processor.processSync(markdown))

describe('createMarkdownProcessor', () => {
  it('parses CommonMark with GFM tables and strikethrough, and passes raw HTML through for the sanitiser', () => {
    expect(render('# T\n\n| a |\n|---|\n| 1 |\n\n~~x~~ <b onclick="y">z</b>')).toBe(
      '<h1>T</h1>\n<div class="table-scroll"><table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table></div>\n<p><del>x</del> <b onclick="y">z</b></p>',
    )
  })

  it('links bare URLs and email addresses as GFM does, and leaves single tildes and typography alone', () => {
    expect(render('see https://example.com www.example.com a@b.c -- "quoted" (c) ~x~')).toBe(
      '<p>see <a href="https://example.com">https://example.com</a> <a href="http://www.example.com">www.example.com</a> <a href="mailto:a@b.c">a@b.c</a> -- "quoted" (c) ~x~</p>',
    )
  })

  it('renders task lists and footnotes as GFM does', () => {
    expect(render('- [ ] task\n- [x] done')).toBe(
      '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled> task</li>\n<li class="task-list-item"><input type="checkbox" checked disabled> done</li>\n</ul>',
    )
    const html = render('note[^1]\n\n[^1]: The note.')
    expect(html).toContain('<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a>')
    expect(html).toContain('<li id="user-content-fn-1">\n<p>The note. <a href="#user-content-fnref-1" data-footnote-backref=""')
  })

  it('renders table column alignment as the align attribute', () => {
    const html = render('| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |')
    expect(html).toContain('<th align="left">a</th>\n<th align="center">b</th>\n<th align="right">c</th>\n<th>d</th>')
    expect(html).toContain('<td align="left">1</td>\n<td align="center">2</td>\n<td align="right">3</td>\n<td>4</td>')
    expect(html).not.toContain('style=')
  })

  it('keeps code spans in image alt text and shows autolink text as written', () => {
    expect(render('![run `npm ci` *now*](/i.png)')).toBe('<p><img src="/i.png" alt="run npm ci now"></p>')
    expect(render('<https://example.com/a%20b>')).toBe('<p><a href="https://example.com/a%20b">https://example.com/a%20b</a></p>')
  })

  it('applies the markdown link rule and binds units', () => {
    expect(render('[a](javascript:alert(1)) [b](pricing) 75 GB')).toBe('<p>a <a href="./pricing">b</a> 75\u00a0GB</p>')
  })
})
