import MarkdownIt from 'markdown-it'
import type { Token } from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { inlineText } from './inlineText'

const md = new MarkdownIt('default', { html: true })

function inlineTokens(markdown: string): Token[] {
  return md.parseInline(markdown, {})[0]?.children ?? []
}

describe('inlineText', () => {
  it('keeps the content of emphasis, links and code spans, without their markup', () => {
    expect(inlineText(inlineTokens('a *b* **c** [d](/e) `f` ~~g~~'))).toBe('a b c d f g')
  })

  it('uses the alt text of nested images and turns line breaks into newlines', () => {
    expect(inlineText(inlineTokens('x ![y *z*](/i.png)\nw  \nv'))).toBe('x y z\nw\nv')
  })

  it('keeps raw HTML as written: it is text wherever it ends up', () => {
    expect(inlineText(inlineTokens('a <b>c</b>'))).toBe('a <b>c</b>')
  })
})
