import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { gfmMarkup } from './gfmMarkup'

const md = new MarkdownIt('default', { html: true }).use(gfmMarkup)

describe('gfmMarkup', () => {
  it('renders strikethrough as <del>', () => {
    expect(md.render('~~gone~~ *and* ~~this~~')).toBe('<p><del>gone</del> <em>and</em> <del>this</del></p>\n')
  })

  it('renders table alignment as the align attribute', () => {
    const html = md.render('| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |')
    expect(html).toContain('<th align="left">a</th>\n<th align="center">b</th>\n<th align="right">c</th>\n<th>d</th>')
    expect(html).toContain('<td align="left">1</td>\n<td align="center">2</td>\n<td align="right">3</td>\n<td>4</td>')
    expect(html).not.toContain('style=')
  })

  it('keeps code spans in image alt text', () => {
    expect(md.render('![run `npm ci` *now*](/i.png)')).toBe('<p><img src="/i.png" alt="run npm ci now"></p>\n')
  })

  it('shows autolink text as written', () => {
    expect(md.render('<https://example.com/a%20b>')).toBe('<p><a href="https://example.com/a%20b">https://example.com/a%20b</a></p>\n')
  })
})
