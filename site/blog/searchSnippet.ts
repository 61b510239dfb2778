import { searchPattern } from '../../runtime/content/searchPattern'

/**
 * A passage of `text` around the first place it shows a searched word (searchPattern), about `length` characters cut
 * at spaces, with an ellipsis where it was cut: what a search result shows of an article whose title and excerpt do
 * not hold the word. Undefined when the text does not show one.
 */
export function searchSnippet(text: string, words: readonly string[], length = 160): string | undefined {
  const match = searchPattern(words)?.exec(text)
  if (!match) return undefined
  // a third of the passage before the word, the rest after it
  let start = Math.max(0, match.index - Math.floor(length / 3))
  let end = Math.min(text.length, start + length)
  start = Math.max(0, Math.min(start, end - length))
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  if (start > match.index) start = match.index
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), match.index + match[0].length)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}
