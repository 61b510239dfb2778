/** A searched word as text in a pattern: `node.js`'s dot is a dot. */
const escapePattern = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where a text shows the searched words (searchWords' stems): each place a word of the text begins with one, to the
 * end of that word ("email" finds "Emails": the stem covers every form it found), in any case. A match inside a word
 * ("domain" in "subdomains") is not one. Null when there are no words. A module of its own: the blog's cards mark
 * words with it, and a list page should not load searchWords with them.
 */
export function searchPattern(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapePattern)
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})[\\p{L}\\p{N}]*`, 'giu')
}
