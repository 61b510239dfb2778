import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { rejectUnsafeLinks } from './rejectUnsafeLinks'

const processor = unified().use(remarkParse).use(remarkGfm, { singleTilde: false }).use(rejectUnsafeLinks).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true })

const render = (markdown: string): string => String(processor.processSync(markdown))

describe('rejectUnsafeLinks', () => {
  it('rejects a javascript link and keeps its text, not its markdown', () => {
    expect(render('[click *me*](javascript:alert(1))')).toBe('<p>click <em>me</em></p>')
  })

  it('rejects vbscript, file and data links in any disguise', () => {
    for (const url of ['vbscript:x', 'file:///etc/passwd', 'data:text/html,x', 'JAVASCRIPT:x', '&#106;avascript:x', 'java&#x09;script:x', '<javascript:x>']) {
      expect(render(`[a](${url})`), url).toBe('<p>a</p>')
    }
  })

  it('rejects an image with a bad URL and keeps its alt text', () => {
    expect(render('![alt *text*](data:image/svg+xml,x)')).toBe('<p>alt text</p>')
    expect(render('a ![](javascript:x) b')).toBe('<p>a  b</p>')
  })

  it('keeps data images of gif, png, jpeg and webp', () => {
    for (const type of ['gif', 'png', 'jpeg', 'webp']) {
      expect(render(`![a](data:image/${type};base64,AAAA)`)).toBe(`<p><img src="data:image/${type};base64,AAAA" alt="a"></p>`)
    }
  })

  it('removes a definition with a bad URL, leaving references to it as text', () => {
    expect(render('[a][r] [r] ![i][r]\n\n[r]: javascript:alert(1)')).toBe('<p>[a][r] [r] ![i][r]</p>')
  })

  it('lets a later definition of the same label stand in for a rejected one', () => {
    expect(render('[a][r]\n\n[r]: javascript:alert(1)\n[r]: /safe')).toBe('<p><a href="/safe">a</a></p>')
  })

  it('rejects a bad autolink and keeps its text', () => {
    expect(render('<javascript:alert(1)> <vbscript:x>')).toBe('<p>javascript:alert(1) vbscript:x</p>')
  })

  it('checks a link and an image nested in each other', () => {
    expect(render('[![i](javascript:x)](javascript:y)')).toBe('<p>i</p>')
    expect(render('[![i](/ok.png)](javascript:y)')).toBe('<p><img src="/ok.png" alt="i"></p>')
    expect(render('[![i](javascript:x)](/ok)')).toBe('<p><a href="/ok">i</a></p>')
  })

  it('checks links inside blockquotes, lists and table cells', () => {
    expect(render('> - [a](javascript:x)')).toBe('<blockquote>\n<ul>\n<li>a</li>\n</ul>\n</blockquote>')
    expect(render('| [a](javascript:x) |\n|---|')).toContain('<th>a</th>')
  })

  it('keeps good links and writes path-relative URLs in the ./ form', () => {
    const html = render('[a](https://example.com) [b](/docs) [c](#top) [d](pricing) [e](mailto:a@b.c) [f](../up) [g](?q=1) [h][r]\n\n[r]: docs/setup')
    for (const url of ['https://example.com', '/docs', '#top', './pricing', 'mailto:a@b.c', '../up', '?q=1', './docs/setup']) expect(html).toContain(`href="${url}"`)
  })
})
