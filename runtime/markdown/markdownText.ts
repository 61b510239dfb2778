import { createMarkdownIt } from './createMarkdownIt'
import { inlineText } from './inlineText'

/**
 * The prose of a markdown text as plain text: its paragraphs, headings, list items and table cells, each block's
 * inline text (inlineText: a link is its words, emphasis its content) joined by a space, a heading closed by a full
 * stop unless it ends in punctuation. Code blocks are left out: they are not what a reader quotes.
 */
export function markdownText(markdown: string): string {
  const blocks: string[] = []
  let heading = false
  for (const token of createMarkdownIt().parse(markdown, {})) {
    if (token.type === 'heading_open') heading = true
    if (token.type !== 'inline') continue
    const text = inlineText(token.children ?? []).replace(/\s+/g, ' ').trim()
    blocks.push(heading && text && !/[.!?:;…]$/.test(text) ? `${text}.` : text)
    heading = false
  }
  return blocks.filter(Boolean).join(' ')
}
