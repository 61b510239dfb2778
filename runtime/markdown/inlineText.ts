import type { Token } from 'markdown-it'

/**
 * The plain text of markdown-it inline tokens, as CommonMark defines an image's alt text: text and code span
 * content, raw HTML as written, the alt text of nested images, a line break as a newline; emphasis, link and
 * other markup contribute only their content. (markdown-it's own `renderInlineAsText` leaves code spans out.)
 */
export function inlineText(tokens: readonly Token[]): string {
  let text = ''
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'html_inline') text += token.content
    else if (token.type === 'image') text += inlineText(token.children ?? [])
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += '\n'
  }
  return text
}
