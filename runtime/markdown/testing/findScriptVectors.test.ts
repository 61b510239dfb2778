import { describe, expect, it } from 'vitest'
import { findScriptVectors } from './findScriptVectors'

describe('findScriptVectors', () => {
  it('finds nothing in harmless HTML', () => {
    expect(findScriptVectors('<p class="colour-primary">a <a href="https://example.com">b</a> javascript: is just a word</p>')).toEqual([])
  })

  it('finds nothing in the disabled checkbox of a GFM task list item', () => {
    expect(findScriptVectors('<ul><li><input type="checkbox" checked disabled> a</li></ul>')).toEqual([])
  })

  it.each([
    ['<input type="checkbox">', '<input> element'],
    ['<input type="checkbox" disabled name="x">', '<input> element'],
    ['<script>alert(1)</script>', 'literal <script'],
    ['<img src=x onerror=alert(1)>', 'onerror attribute on <img>'],
    ['<a href="java&#x09;script:alert(1)">a</a>', 'script URL in href on <a>'],
    ['<a href="data:text/html,x">a</a>', 'script URL in href on <a>'],
    ['<p style="width: expression(alert(1))">p</p>', 'script-like style on <p>'],
    ['<iframe></iframe>', '<iframe> element'],
    ['<svg></svg>', '<svg> element'],
    ['<img srcset="x 1x">', 'srcset attribute on <img>'],
    ['<form name="x"></form>', '<form> element'],
    ['<!-- c -->', 'comment'],
  ])('finds what is dangerous in %j', (html, problem) => {
    expect(findScriptVectors(html).join('\n')).toContain(problem)
  })
})
