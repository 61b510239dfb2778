import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './renderMarkdown'
import { sanitizeHtml } from './sanitizeHtml'
import { loadCorpora } from './testing/corpora'
import { createRandom } from './testing/createRandom'
import { findScriptVectors } from './testing/findScriptVectors'
import { generateMarkdown } from './testing/generateMarkdown'

const corpora = loadCorpora()

function nestingOf(html: string, tag: string): number {
  let depth = 0
  let deepest = 0
  for (const match of html.matchAll(new RegExp(`<(/?)${tag}>`, 'g'))) {
    depth += match[1] === '/' ? -1 : 1
    deepest = Math.max(deepest, depth)
  }
  return deepest
}

describe('renderMarkdown: markdown', () => {
  it('renders CommonMark with GFM tables and strikethrough', () => {
    expect(renderMarkdown('# Title\n\nSome *em* and **strong** and `code`.')).toBe(
      '<h1>Title</h1>\n<p>Some <em>em</em> and <strong>strong</strong> and <code>code</code>.</p>',
    )
    expect(renderMarkdown('| a | b |\n|:--|--:|\n| 1 | 2 |')).toContain('<th align="left">a</th>')
    expect(renderMarkdown('~~gone~~')).toBe('<p><del>gone</del></p>')
    expect(renderMarkdown('~not struck~ <https://example.com>')).toBe('<p>~not struck~ <a href="https://example.com">https://example.com</a></p>')
  })

  it('links bare http(s) and www URLs as GFM does, but never a bare URL of another scheme', () => {
    expect(renderMarkdown('see https://example.com and www.example.com')).toBe(
      '<p>see <a href="https://example.com">https://example.com</a> and <a href="http://www.example.com">www.example.com</a></p>',
    )
    expect(renderMarkdown('see javascript:alert(1) and vbscript:x')).toBe('<p>see javascript:alert(1) and vbscript:x</p>')
  })

  it('renders GFM task list items with a disabled checkbox, checked or not, that says its state', () => {
    expect(renderMarkdown('- [ ] task\n- [x] done')).toBe(
      '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled aria-label="To do"> task</li>\n<li class="task-list-item"><input type="checkbox" checked disabled aria-label="Done"> done</li>\n</ul>',
    )
  })

  it('renders GFM footnotes whose ids and links survive the sanitiser', () => {
    const html = renderMarkdown('note[^1]\n\n[^1]: The note.')
    expect(html).toContain('<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup>')
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>')
    expect(html).toContain('<li id="user-content-fn-1">\n<p>The note. <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p>')
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('renders links and images with safe URLs', () => {
    expect(renderMarkdown('[a](https://example.com "t") ![i](/img/a.png)')).toBe(
      '<p><a href="https://example.com" title="t">a</a> <img src="/img/a.png" alt="i"></p>',
    )
  })

  it('keeps a path-relative link working in its ./ form', () => {
    expect(renderMarkdown('[Pricing](pricing)')).toBe('<p><a href="./pricing">Pricing</a></p>')
  })

  it('returns an empty string for empty or non-string input', () => {
    expect(renderMarkdown('')).toBe('')
    expect(renderMarkdown(null as unknown as string)).toBe('')
  })
})

describe('renderMarkdown: markdown links and images (SPEC §5)', () => {
  it.each([
    ['[a](javascript:alert(1))', '<p>a</p>'],
    ['[a](JavaScript:alert(1))', '<p>a</p>'],
    ['[a](vbscript:msgbox(1))', '<p>a</p>'],
    ['[a](file:///etc/passwd)', '<p>a</p>'],
    ['[a](data:text/html,x)', '<p>a</p>'],
    ['[a](&#106;avascript:alert(1))', '<p>a</p>'],
    ['[a](java&#x09;script:alert(1))', '<p>a</p>'],
    ['<javascript:alert(1)>', '<p>javascript:alert(1)</p>'],
    ['![alt](javascript:alert(1))', '<p>alt</p>'],
    ['![alt](data:image/svg+xml,x)', '<p>alt</p>'],
    ['[a][r]\n\n[r]: javascript:alert(1)', '<p>[a][r]</p>'],
  ])('rejects %j', (markdown, expected) => {
    expect(renderMarkdown(markdown)).toBe(expected)
  })

  it('accepts data images of gif, png, jpeg and webp', () => {
    for (const type of ['gif', 'png', 'jpeg', 'webp']) {
      expect(renderMarkdown(`![i](data:image/${type};base64,AAAA)`)).toBe(`<p><img src="data:image/${type};base64,AAAA" alt="i"></p>`)
    }
  })

  it.each([
    ['[x](//other.example/x)', '<p>x</p>'],
    ['[x](/\\\\other.example/x)', '<p>x</p>'],
    ['![x](//other.example/x.png)', '<p>x</p>'],
    ['[x][r]\n\n[r]: //other.example/x', '<p>[x][r]</p>'],
    ['<a href="//other.example/x">x</a>', '<p><a>x</a></p>'],
    ['<a href="/\\other.example/x">x</a>', '<p><a>x</a></p>'],
    ['<a href="/&#9;/other.example/x">x</a>', '<p><a>x</a></p>'],
    ['<img src="&#47;&#47;other.example/x.png" alt="x">', '<img alt="x">'],
  ])('drops the network-path reference in %j: another host, which SPEC §5 does not allow', (markdown, expected) => {
    expect(renderMarkdown(markdown)).toBe(expected)
  })

  it('still applies the HTML rule to URLs the markdown rule lets through', () => {
    expect(renderMarkdown('[a](ssh://host)')).toBe('<p><a>a</a></p>')
  })
})

describe('renderMarkdown: raw HTML (SPEC §5)', () => {
  it('renders raw HTML and sanitises the final HTML', () => {
    expect(renderMarkdown('Hi <b onclick="alert(1)">there</b><script>alert(1)</script>')).toBe('<p>Hi <b>there</b></p>')
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toBe('<img>')
    expect(renderMarkdown('<a href="javascript:alert(1)">x</a>')).toBe('<p><a>x</a></p>')
  })

  it('sanitises markup that only forms across markdown blocks', () => {
    const html = renderMarkdown('<a href="\n\njavascript:alert(1)">x</a>\n\n<div\nonclick="alert(1)">y</div>')
    expect(findScriptVectors(html)).toEqual([])
  })

  it('renders markdown inside HTML blocks separated by blank lines', () => {
    expect(renderMarkdown('<div>\n\n*em*\n\n</div>')).toBe('<div>\n<p><em>em</em></p>\n</div>')
  })

  it('applies the extra attribute rules to raw HTML', () => {
    expect(renderMarkdown('<span data-colour="primary">a</span> <u data-underline>b</u> <a data-emit="toggleChat" href="#chat">c</a> <span data-colour="purple">d</span>')).toBe(
      '<p><span class="colour-primary">a</span> <u class="custom-underline">b</u> <a data-emit="toggleChat" href="#chat">c</a> <span>d</span></p>',
    )
  })

  it('adds rel="noopener noreferrer" to external target=_blank links', () => {
    expect(renderMarkdown('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>',
    )
  })

  it('drops every style attribute, which the CSP of the site would refuse to apply', () => {
    expect(renderMarkdown('<p style="color:red">a</p>\n\nb <span style="color:red" data-colour="primary">c</span>')).toBe(
      '<p>a</p>\n<p>b <span class="colour-primary">c</span></p>',
    )
  })

  it('keeps safe heading ids and drops the others', () => {
    expect(renderMarkdown('<h2 id="getting-started">G</h2><h2 id="alert">A</h2>')).toBe('<h2 id="getting-started">G</h2><h2>A</h2>')
  })
})

describe('renderMarkdown: nesting (SPEC §9)', () => {
  it('nests up to 100 levels with the default preset', () => {
    const html = renderMarkdown(`${'> '.repeat(150)}deep`)
    expect(nestingOf(html, 'blockquote')).toBe(100)
    expect(html).toContain('deep')
    expect(nestingOf(renderMarkdown(`${'> '.repeat(50)}x`), 'blockquote')).toBe(50)
  })

  it('nests up to 20 levels with any other preset', () => {
    expect(nestingOf(renderMarkdown(`${'> '.repeat(50)}x`, { preset: 'commonmark' }), 'blockquote')).toBeLessThanOrEqual(20)
    expect(nestingOf(renderMarkdown(`${'> '.repeat(50)}x`, { preset: 'zero' }), 'blockquote')).toBeGreaterThanOrEqual(19)
    expect(nestingOf(renderMarkdown(`${'<div>'.repeat(50)}x`, { preset: 'commonmark' }), 'div')).toBe(20)
  })

  it('does not crash on 100 000 nested blockquotes', () => {
    expect(nestingOf(renderMarkdown(`${'>'.repeat(100_000)} x`), 'blockquote')).toBe(100)
    expect(nestingOf(renderMarkdown(`${'> '.repeat(100_000)}x`, { preset: 'commonmark' }), 'blockquote')).toBeLessThanOrEqual(20)
  })

  it('keeps the text of lists indented past the limit', () => {
    const indentedLists = Array.from({ length: 300 }, (_, i) => `${' '.repeat(2 * i)}- x${i}`).join('\n')
    const html = renderMarkdown(indentedLists)
    expect(html).toContain('x299')
    expect(nestingOf(html, 'ul')).toBeLessThanOrEqual(50)
  })

  it('does not crash on 20 000 nested footnote definitions', () => {
    // Deep enough to overflow the stack unguarded; more would only time the parser on the brackets left as text.
    expect(() => renderMarkdown(`x[^a]\n\n${'[^a]: '.repeat(20_000)}x`)).not.toThrow()
  })

  it('does not crash on 100 000 nested lists, divs, links or emphasis', () => {
    expect(nestingOf(renderMarkdown(`${'- '.repeat(100_000)}x`), 'ul')).toBeLessThanOrEqual(100)
    expect(nestingOf(renderMarkdown(`${'<div>'.repeat(100_000)}x`), 'div')).toBe(100)
    expect(() => renderMarkdown(`${'['.repeat(100_000)}x${'](y)'.repeat(100_000)}`)).not.toThrow()
    expect(() => renderMarkdown(`${'*'.repeat(100_000)}x${'*'.repeat(100_000)}`)).not.toThrow()
  })
})

describe('renderMarkdown: idempotence and safety', () => {
  it('gives output that sanitizeHtml leaves unchanged, with nothing scriptable, on 1 000 generated documents', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const markdown = generateMarkdown(createRandom(seed))
      const html = renderMarkdown(markdown)
      expect(sanitizeHtml(html), `seed ${seed}: ${markdown}`).toBe(html)
      expect(findScriptVectors(html), `seed ${seed}: ${markdown}`).toEqual([])
    }
    // a thousand documents through remark can outlast the default 30 s on a busy machine
  }, 120_000)

  it('gives safe, sanitizeHtml-stable output for every vector of the public XSS corpora', () => {
    for (const vector of corpora) {
      const html = renderMarkdown(vector.payload)
      expect(sanitizeHtml(html), `${vector.corpus} ${vector.index}: ${vector.name}`).toBe(html)
      expect(findScriptVectors(html), `${vector.corpus} ${vector.index}: ${vector.name}`).toEqual([])
    }
  })
})

describe('code blocks', () => {
  it('can be reached and scrolled by keyboard, and are named, however they were written', () => {
    const focusable = '<pre tabindex="0" role="group" aria-label="Code">'
    expect(renderMarkdown('```\nconst x = 1\n```')).toContain(`${focusable}<code>const x = 1\n</code></pre>`)
    expect(renderMarkdown('    indented()')).toContain(focusable)
    expect(renderMarkdown('<pre tabindex="-1" role="presentation">raw</pre>')).toBe(`${focusable}raw</pre>`)
  })

  it("makes a table's scrolling box reachable and named too, and nothing else", () => {
    expect(renderMarkdown('| a |\n|---|\n| 1 |')).toMatch(/^<div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table>/)
    expect(renderMarkdown('<div class="note">x</div>')).toBe('<div class="note">x</div>')
  })
})
