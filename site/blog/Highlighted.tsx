import type { ReactNode } from 'react'

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `text` with each searched word marked where a word of the text begins with it, to the end of that word ("email"
 * marks "emails": the search's stem marks the whole form it found), in any case. The words are the search's as
 * searchWords gives them; a match inside a word ("domain" in "subdomains") is not marked.
 */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  if (words.length === 0) return text
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escape)
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})[\\p{L}\\p{N}]*`, 'giu')
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
