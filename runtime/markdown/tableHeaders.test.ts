import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype, { defaultHandlers } from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { tableHeaders } from './tableHeaders'

const gfm = unified().use(remarkParse).use(remarkGfm, { singleTilde: false }).use(remarkRehype).use(rehypeStringify)
const processor = unified()
  .use(remarkParse).use(remarkGfm, { singleTilde: false })
  .use(remarkRehype, { handlers: { table: (state, node) => tableHeaders(defaultHandlers.table(state, node)) } })
  .use(rehypeStringify)

const render = (markdown: string): string => String(processor.processSync(markdown))

describe('tableHeaders', () => {
  it('gives a table with an empty top-left header cell row headers and column scopes', () => {
    const html = render('|   | Starter | Pro |\n|---|:-:|:-:|\n| **Sites** | 1 | 10 |\n| Storage | 10 GB | 100 GB |')
    expect(html).toContain('<thead>\n<tr>\n<td></td>\n<th align="center" scope="col">Starter</th>\n<th align="center" scope="col">Pro</th>\n</tr>')
    expect(html).toContain('<tr>\n<th scope="row"><strong>Sites</strong></th>\n<td align="center">1</td>\n<td align="center">10</td>\n</tr>')
    expect(html).toContain('<tr>\n<th scope="row">Storage</th>\n<td align="center">10 GB</td>')
    expect(html).not.toContain('<th></th>')
  })

  it('leaves a table whose first header cell has text as GFM renders it', () => {
    const source = '| Plan | Price |\n|---|---|\n| Starter | £3 |'
    expect(render(source)).toBe(String(gfm.processSync(source)))
  })

  it('marks each two-way table on its own, and only the first cell of a row', () => {
    const html = render('| a | b |\n|---|---|\n| 1 | 2 |\n\n| | x | y |\n|---|---|---|\n| r | 1 | 2 |\n\n| c | d |\n|---|---|\n| 3 | 4 |')
    const tables = html.split('</table>')
    expect(tables[0]).not.toContain('scope=')
    expect(tables[1]).toContain('<th scope="row">r</th>\n<td>1</td>\n<td>2</td>')
    expect(tables[2]).not.toContain('scope=')
  })

  it('gives a table of names and values (no header cell with text) no header row, and row headers', () => {
    const html = render('| | |\n|---|---|\n| **Company name** | Lumen Hosting Ltd |\n| Trading as | Lumen Hosting |\n\n| a | b |\n|---|---|\n| 1 | 2 |')
    const [keyValue, plain] = html.split('</table>')
    expect(keyValue).toBe('<table>\n<tbody>\n<tr>\n<th scope="row"><strong>Company name</strong></th>\n<td>Lumen Hosting Ltd</td>\n</tr>\n<tr>\n<th scope="row">Trading as</th>\n<td>Lumen Hosting</td>\n</tr>\n</tbody>\n')
    expect(plain).toContain('<thead>\n<tr>\n<th>a</th>\n<th>b</th>')
    expect(plain).not.toContain('scope=')
    // with no body rows, nothing is left to show
    expect(render('| | |\n|---|---|\n\ntext')).toBe('<p>text</p>')
  })

  it('handles a two-way table with no body rows', () => {
    expect(render('| | x |\n|---|---|')).toContain('<td></td>\n<th scope="col">x</th>')
  })
})
