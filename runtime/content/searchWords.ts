/**
 * Words too common to narrow a search of titles and excerpts. A search asks for every word it keeps, so with them
 * "point my domain" found nothing: no title or excerpt of "Pointing a domain at your Lumen hosting" holds "my".
 */
const COMMON_WORDS = new Set([
  'a', 'an', 'and', 'are', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'me',
  'my', 'of', 'on', 'or', 'our', 'the', 'to', 'we', 'what', 'when', 'where', 'which', 'who', 'why', 'with', 'you', 'your',
])

/**
 * The words a search looks for: lower case, each once, without the punctuation around them ("domain?" is "domain",
 * ".uk" keeps its dot), common words left out unless nothing else is left ("how to" still searches), at most `max`.
 */
export function searchWords(text: string, max = 8): string[] {
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/\s+/)
        .map((word) => word.replace(/^[^\p{L}\p{N}.]+|[^\p{L}\p{N}]+$/gu, ''))
        .filter(Boolean),
    ),
  ]
  const telling = words.filter((word) => !COMMON_WORDS.has(word))
  return (telling.length > 0 ? telling : words).slice(0, max)
}
