import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitizeHtml'
import { loadCorpora } from './testing/corpora'
import { createRandom } from './testing/createRandom'
import { findScriptVectors } from './testing/findScriptVectors'
import { generateHtml } from './testing/generateHtml'

const corpora = loadCorpora()

describe('sanitizeHtml: elements', () => {
  it('keeps text formatting, structure, tables, lists, links and images', () => {
    const html =
      '<h2>T</h2><p>a <b>b</b> <i>i</i> <em>e</em> <strong>s</strong> <u>u</u> <code>c</code> <a href="/x">x</a></p>' +
      '<ul><li>1</li></ul><ol start="3"><li>2</li></ol><blockquote><p>q</p></blockquote><pre><code>p</code></pre>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
      '<img src="/a.png" alt="a" width="10" height="10"><hr><br><figure><figcaption>f</figcaption></figure>' +
      '<details open><summary>s</summary>d</details>'
    // a code block also becomes focusable and named (applyContentPolicy)
    expect(sanitizeHtml(html)).toBe(html.replace('<pre>', '<pre tabindex="0" role="group" aria-label="Code">'))
  })

  it.each([
    ['<script>alert(1)</script>x', 'x'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>x', 'x'],
    ['<style>body{}</style>x', 'x'],
    ['<iframe src="https://example.com"></iframe>x', 'x'],
    ['<object data="x.swf"></object>x', 'x'],
    ['<embed src="x.swf">x', 'x'],
    ['<base href="https://evil.example/">x', 'x'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x', 'x'],
    ['<link rel="stylesheet" href="x.css">x', 'x'],
    ['<svg onload="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">t</a></svg>x', 'x'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<template><img src=x onerror=alert(1)></template>x', 'x'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<img>">'],
    ['<textarea><img src=x onerror=alert(1)></textarea>x', 'x'],
    ['<button formaction="javascript:alert(1)">go</button>x', 'x'],
    ['<input type="image" src="x" onerror="alert(1)">x', 'x'],
    ['<select><option>o</option></select>x', 'x'],
  ])('removes the dangerous element in %j', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected)
  })

  it('keeps an input only as the disabled checkbox of a GFM task list item, with no other attribute', () => {
    expect(sanitizeHtml('<input type="checkbox" checked disabled name="x" onclick="alert(1)" autofocus>a')).toBe('<input type="checkbox" checked disabled aria-label="Done">a')
    expect(sanitizeHtml('<input type="checkbox">a<input type="text" disabled>b<input disabled>c')).toBe('abc')
  })

  it('replaces unknown and form elements by their content', () => {
    expect(sanitizeHtml('<form action="javascript:alert(1)"><label>Name</label> <font color="red">x</font><x-widget>y</x-widget></form>')).toBe('Name xy')
  })

  it('removes comments, including conditional comments and the <!--> trick', () => {
    expect(sanitizeHtml('a<!-- hidden -->b<!--[if IE]><script>alert(1)</script><![endif]-->c<!-->d')).toBe('abcd')
  })
})

describe('sanitizeHtml: attributes', () => {
  it('removes event handler attributes in any case', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" OnLoad="alert(1)" onMouseOver=alert(1)>')).toBe('<img src="/a.png">')
    expect(sanitizeHtml('<p onclick="alert(1)" onfocus=alert(1) autofocus tabindex=1>p</p>')).toBe('<p>p</p>')
  })

  it('removes srcset, formaction, xlink:href, name, action, background and other unlisted attributes', () => {
    expect(sanitizeHtml('<img src="/a.png" srcset="javascript:alert(1) 1x" name="cookie" background="javascript:x" dynsrc="x" lowsrc="x">')).toBe('<img src="/a.png">')
    expect(sanitizeHtml('<a xlink:href="javascript:alert(1)" ping="https://t.example" name="x">a</a>')).toBe('<a>a</a>')
  })

  it.each([
    'http://example.com/',
    'https://example.com/a?b=1&#x26;c=2',
    'mailto:sales@example.com',
    'tel:+441234567890',
    'ftp://files.example.com/',
    './pricing',
    '../docs',
    '/blog',
    '#plans',
  ])('keeps href=%j', (href) => {
    expect(sanitizeHtml(`<a href="${href}">a</a>`)).toBe(`<a href="${href}">a</a>`)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '&#x20;javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#x0A;script:alert(1)',
    'java&#x0D;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,&lt;svg onload=alert(1)&gt;',
    'file:///etc/passwd',
    'pricing',
  ])('removes href=%j', (href) => {
    expect(sanitizeHtml(`<a href="${href}">a</a>`)).toBe('<a>a</a>')
  })

  it('keeps data images of gif, png, jpeg and webp in src, and removes other data URLs', () => {
    for (const type of ['gif', 'png', 'jpeg', 'webp']) {
      expect(sanitizeHtml(`<img src="data:image/${type};base64,AAAA">`)).toBe(`<img src="data:image/${type};base64,AAAA">`)
    }
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>')
    expect(sanitizeHtml('<img src="data:text/html,x">')).toBe('<img>')
  })

  it('judges cite like href', () => {
    expect(sanitizeHtml('<blockquote cite="https://example.com">q</blockquote>')).toBe('<blockquote cite="https://example.com">q</blockquote>')
    expect(sanitizeHtml('<q cite="javascript:alert(1)">q</q>')).toBe('<q>q</q>')
  })

  it('drops every style attribute, safe or not: the CSP of the site has no unsafe-inline for styles', () => {
    expect(sanitizeHtml('<p style="color:red">p</p>')).toBe('<p>p</p>')
    expect(sanitizeHtml('<p style="margin: 0 auto" class="lead">p</p>')).toBe('<p class="lead">p</p>')
    expect(sanitizeHtml('<p style="background: url(javascript:alert(1)); width: expression(alert(1))">p</p>')).toBe('<p>p</p>')
    expect(sanitizeHtml('<u style="color:red" data-underline>u</u>')).toBe('<u class="custom-underline">u</u>')
  })

  it('keeps data-emit as it is', () => {
    expect(sanitizeHtml('<a href="#chat" data-emit="toggleChat">Chat</a>')).toBe('<a href="#chat" data-emit="toggleChat">Chat</a>')
  })

  it('turns data-colour into a colour-<value> class for each colour option', () => {
    for (const colour of ['primary', 'secondary', 'light', 'dark', 'info', 'success', 'caution', 'warning', 'danger', 'white']) {
      expect(sanitizeHtml(`<span data-colour="${colour}">c</span>`)).toBe(`<span class="colour-${colour}">c</span>`)
    }
  })

  it('drops data-colour values that are not colour options', () => {
    expect(sanitizeHtml('<span data-colour="purple">c</span>')).toBe('<span>c</span>')
    expect(sanitizeHtml('<span data-colour="primary onmouseover=alert(1)">c</span>')).toBe('<span>c</span>')
  })

  it('turns data-underline into the custom-underline class, next to existing classes', () => {
    expect(sanitizeHtml('<u data-underline>u</u>')).toBe('<u class="custom-underline">u</u>')
    expect(sanitizeHtml('<span class="lead" data-underline="true" data-colour="info">u</span>')).toBe('<span class="lead colour-info custom-underline">u</span>')
  })

  it('adds rel="noopener noreferrer" to target=_blank links to other hosts', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>')
    expect(sanitizeHtml('<a href="http://example.com" target="_blank" rel="nofollow">x</a>')).toBe('<a href="http://example.com" target="_blank" rel="nofollow noopener noreferrer">x</a>')
  })

  it('adds no noreferrer to same-site or non-blank links, and drops other targets and rel values', () => {
    expect(sanitizeHtml('<a href="/docs" target="_blank">x</a>')).toBe('<a href="/docs" target="_blank" rel="noopener">x</a>')
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com">x</a>')
    expect(sanitizeHtml('<a href="/docs" target="other" rel="opener prefetch">x</a>')).toBe('<a href="/docs">x</a>')
  })

  it('keeps heading ids that cannot clobber globals and drops the others', () => {
    expect(sanitizeHtml('<h2 id="getting-started">G</h2>')).toBe('<h2 id="getting-started">G</h2>')
    expect(sanitizeHtml('<h2 id="alert">A</h2><img id="location" src="/a.png"><div id="addEventListener">d</div>')).toBe('<h2>A</h2><img src="/a.png"><div>d</div>')
  })

  it('escapes < and > in attribute values', () => {
    expect(sanitizeHtml('<img alt="<script>alert(1)</script>" src="/a.png">')).toBe('<img alt="&lt;script&gt;alert(1)&lt;/script&gt;" src="/a.png">')
  })
})

describe('sanitizeHtml: nesting', () => {
  it('keeps 100 levels and flattens deeper ones to text', () => {
    const html = sanitizeHtml(`${'<div>'.repeat(150)}deep`)
    expect(html.match(/<div>/g)).toHaveLength(100)
    expect(html).toContain('deep')
  })

  it('does not crash or overflow the stack on 100 000 nested divs', () => {
    const html = sanitizeHtml(`${'<div>'.repeat(100_000)}deep${'</div>'.repeat(100_000)}`)
    expect(html.match(/<div>/g)).toHaveLength(100)
  })

  it('does not crash on 100 000 nested formatting elements or table cells', () => {
    expect(() => sanitizeHtml(`${'<b>'.repeat(100_000)}x`)).not.toThrow()
    expect(() => sanitizeHtml('<table><tr><td>'.repeat(20_000))).not.toThrow()
  })
})

describe('sanitizeHtml: robustness', () => {
  it('returns an empty string for empty or non-string input', () => {
    expect(sanitizeHtml('')).toBe('')
    expect(sanitizeHtml(undefined as unknown as string)).toBe('')
  })

  it('keeps a leading newline of pre content through a round trip', () => {
    const html = sanitizeHtml('<pre>\n\nfoo</pre>')
    expect(html).toBe('<pre tabindex="0" role="group" aria-label="Code">\n\nfoo</pre>')
    expect(sanitizeHtml(html)).toBe(html)
  })
})

describe('sanitizeHtml: idempotence and safety', () => {
  it('is idempotent and leaves nothing scriptable on 3 000 generated fragments', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const input = generateHtml(createRandom(seed), 40)
      const once = sanitizeHtml(input)
      expect(sanitizeHtml(once), `seed ${seed}: ${input}`).toBe(once)
      expect(findScriptVectors(once), `seed ${seed}: ${input}`).toEqual([])
    }
  })

  it('is idempotent and leaves nothing scriptable on the public XSS corpora', () => {
    for (const vector of corpora) {
      const once = sanitizeHtml(vector.payload)
      expect(sanitizeHtml(once), `${vector.corpus} ${vector.index}: ${vector.name}`).toBe(once)
      expect(findScriptVectors(once), `${vector.corpus} ${vector.index}: ${vector.name}`).toEqual([])
    }
  })
})
