/**
 * Words too common to narrow a search of titles and excerpts. A search asks for every word it keeps, so with them
 * "point my domain" found nothing: no title or excerpt of "Pointing a domain at your Lumen hosting" holds "my".
 */
const COMMON_WORDS = new Set([
  'a', 'an', 'and', 'are', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'me',
  'my', 'of', 'on', 'or', 'our', 'the', 'to', 'we', 'what', 'when', 'where', 'which', 'who', 'why', 'with', 'you', 'your',
])

/** The shortest stem searchStem leaves: a shorter one is inside too many other words ("set" in "reset", "asset"). */
const MIN_STEM = 4

/** A doubled final consonant that an ending doubled ("transferring", "shipped"); l, s and z double in the word itself. */
const DOUBLED = /([b-df-hj-kmnp-rtv-y])\1$/

/** `word` without `ending`, where at least MIN_STEM letters are left; else undefined. */
function cut(word: string, ending: string): string | undefined {
  return word.endsWith(ending) && word.length - ending.length >= MIN_STEM ? word.slice(0, -ending.length) : undefined
}

/** A stem that lost a verb's ending, with the consonant the ending doubled single again ("transferr" is "transfer"). */
function undoubled(stem: string): string {
  return DOUBLED.test(stem) && stem.length > MIN_STEM ? stem.slice(0, -1) : stem
}

/**
 * What a search looks for of an English word: the beginning its forms share, so that one search finds them all.
 * A search matches text that contains the word ($containsi), so the stem must be a prefix of every form, not a
 * dictionary stem (Porter's "polici" is in "policies" but not in "policy"): "domains" finds "domain" and "domains",
 * "transferring" finds "transfer", "migrating" finds "migration", "policies" finds "policy". Only words of letters
 * are cut ("co.uk", "php8" and "e-mail" stay as they are), never below MIN_STEM letters ("dns", "uses", "speed"
 * stay). `word` is in lower case.
 */
export function searchStem(word: string): string {
  if (!/^\p{L}+$/u.test(word)) return word
  const plural = cut(word, 'ies')
  if (plural !== undefined) return plural
  const singular =
    (/(?:ss|x|ch|sh|z)es$/.test(word) ? cut(word, 'es') : undefined) ??
    (/[^isu]s$/.test(word) ? cut(word, 's') : undefined) ??
    word
  const verb = cut(singular, 'ing') ?? cut(singular, 'ed')
  if (verb !== undefined) return undoubled(verb)
  return (
    cut(singular, 'ation') ??
    (/[^aeiou]e$/.test(singular) ? cut(singular, 'e') : undefined) ??
    (/[^aeiou]y$/.test(singular) ? cut(singular, 'y') : undefined) ??
    singular
  )
}

/**
 * The words a search looks for: lower case, each once, without the punctuation around them or an "'s" ("domain's?"
 * is "domain", ".uk" keeps its dot), common words left out unless nothing else is left ("how to" still searches),
 * each cut to the stem its forms share (searchStem: "domains" looks for "domain"), at most `max`.
 */
export function searchWords(text: string, max = 8): string[] {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}.]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/, ''))
    .filter(Boolean)
  const telling = words.filter((word) => !COMMON_WORDS.has(word))
  return [...new Set((telling.length > 0 ? telling : words).map(searchStem))].slice(0, max)
}
