import type { ReactNode } from 'react'
import { searchPattern } from '../../runtime/content/searchPattern'

/**
 * `text` with the searched words marked where searchPattern finds them: the words are the search's as searchWords
 * gives them, so a word the search found in a form of its own ("emails" for "email") is marked whole.
 */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  const pattern = searchPattern(words)
  if (!pattern) return text
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index))
    parts.push(<mark key={match.index}>{match[0]}</mark>)
    last = match.index + match[0].length
  }
  if (last === 0) return text
  parts.push(text.slice(last))
  return parts
}
