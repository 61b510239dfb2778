import { describe, expect, it } from 'vitest'
import { markdownText } from './markdownText'

describe('markdownText', () => {
  it('joins the text of paragraphs, list items, headings and table cells, and closes headings as sentences', () => {
    expect(markdownText('## Option 1\n\n**Bold** and [a link](/x).\n\n- one\n- two\n\n### Why?\n\n| a | b |\n|---|---|\n| `@` | A |')).toBe(
      'Option 1. Bold and a link. one two Why? a b @ A',
    )
  })

  it('keeps code spans, image alt text and inline HTML as written, and leaves code blocks and HTML blocks out', () => {
    expect(markdownText('Run `npm ci` ![the *logo*](/l.png) <b>now</b>\n\n```\nskipped\n```\n\n    indented\n\n<div>block</div>')).toBe(
      'Run npm ci the logo <b>now</b>',
    )
  })

  it('gives an empty string for markdown without prose', () => {
    expect(markdownText('```\ncode\n```')).toBe('')
  })
})
