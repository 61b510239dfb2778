// A list item marker: a bullet, or 1–9 digits and `.` or `)`, followed by a space, a tab or the line end.
const LIST_MARKER = /^(?:[-+*]|[0-9]{1,9}[.)])(?=[ \t]|$)/

function isEmphasis(char: string | undefined): boolean {
  return char === '*' || char === '_' || char === '~'
}

/** Escapes the container markers past the budget in one line's prefix; returns where the prefix ends. */
function guardPrefix(line: string, maxDepth: number, out: string[]): number {
  let i = 0
  let columns = 0
  let markers = 0
  for (;;) {
    const start = i
    while (line[i] === ' ' || line[i] === '\t') columns += line[i++] === '\t' ? 4 : 1
    out.push(line.slice(start, i))
    const marker = line[i] === '>' ? '>' : LIST_MARKER.exec(line.slice(i, i + 12))?.[0]
    if (marker === undefined) return i
    // A container opens with a marker on this line; one already open continues through indentation.
    if (markers + (columns >> 2) >= maxDepth) {
      // Only ASCII punctuation can be escaped: `1\. x`, not `\1. x`.
      const digits = /^[0-9]*/.exec(marker)?.[0] ?? ''
      out.push(digits, '\\')
      return i + digits.length
    }
    // The space that ends a marker belongs to it, not to the indentation.
    const spaced = line[i + marker.length] === ' ' ? ' ' : ''
    out.push(marker, spaced)
    i += marker.length + spaced.length
    markers++
  }
}

/**
 * Keeps the markdown parser fast and keeps text that lies too deep. markdown-it slows down superlinearly on
 * deeply nested constructs (100 000 nested `[`…`](y)` take seconds, nested images longer), and past its own
 * nesting budget it drops the rest of a block instead of keeping it as text. So openers past a budget are
 * neutralised before parsing:
 * - the first container marker (`>` or a list marker) of a line beyond `maxDepth`, counting each
 *   four columns of indentation as one level already open, is backslash-escaped: the rest of the line is text;
 * - `[` beyond `maxDepth` open brackets in a paragraph (links and images nest through them) are cut, and so
 *   are unmatched `]` beyond `maxDepth` (each one makes the parser scan the paragraph for an opener);
 * - runs of `*`, `_` or `~` are cut at `2 × maxDepth` characters (emphasis nests through them).
 * Cutting, not escaping, keeps the token count down: long runs of escapes are slow to parse too.
 * No ordinary document comes near these budgets. The exact SPEC §9 limit is applied to the rendered HTML.
 */
export function guardMarkdownSource(source: string, maxDepth: number): string {
  const out: string[] = []
  let openBrackets = 0
  let strayBrackets = 0
  const lines = source.split(/(\r\n|\r|\n)/)
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string
    if (index % 2 === 1) {
      out.push(line)
      continue
    }
    if (line.trim() === '') openBrackets = strayBrackets = 0
    let i = guardPrefix(line, maxDepth, out)
    let last = i
    let run = 0
    for (; i < line.length; i++) {
      const char = line[i] as string
      let cut = false
      if (char === '\\') {
        i++
        run = 0
        continue
      }
      if (isEmphasis(char)) {
        run = line[i - 1] === char ? run + 1 : 1
        cut = run > 2 * maxDepth
      } else if (char === '[') {
        cut = openBrackets >= maxDepth
        if (!cut) openBrackets++
      } else if (char === ']') {
        if (openBrackets > 0) openBrackets--
        else cut = ++strayBrackets > maxDepth
      }
      if (cut) {
        out.push(line.slice(last, i))
        last = i + 1
      }
    }
    out.push(line.slice(last))
  }
  return out.join('')
}
