// A list item marker: a bullet, or 1–9 digits and `.` or `)`, followed by a space, a tab or the line end.
const LIST_MARKER = /^(?:[-+*]|[0-9]{1,9}[.)])(?=[ \t]|$)/

// A GFM footnote definition's `[^label]:`, a container too: a label holds no whitespace and at most 999 characters.
const FOOTNOTE_MARKER = /^\[\^(?:\\.|[^\]\s\\]){1,999}\]:/

function containerMarker(line: string, i: number): string | undefined {
  if (line[i] === '>') return '>'
  if (line[i] === '[') return FOOTNOTE_MARKER.exec(line.slice(i, i + 1004))?.[0]
  return LIST_MARKER.exec(line.slice(i, i + 12))?.[0]
}

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
    const marker = containerMarker(line, i)
    if (marker === undefined) return i
    // A container opens with a marker on this line; one already open continues through indentation.
    if (markers + (columns >> 1) >= maxDepth) {
      // Only ASCII punctuation can be escaped: `1\. x`, not `\1. x`; `\[^a]:` is text.
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
 * Keeps the markdown parser fast and its syntax tree shallow. Markdown parsers slow down superlinearly on deeply
 * nested constructs (nested `[`…`](y)`, images, emphasis), and the steps after parsing (remark-rehype, the
 * stringifier) recurse through the tree, so it must stay shallow whatever the input. So openers past a budget are
 * neutralised before parsing:
 * - the first container marker (`>`, a list marker or a footnote definition's `[^label]:`) of a line beyond
 *   `maxDepth`, counting each two columns of indentation as one level already open (a `- ` item nests through two),
 *   is backslash-escaped: the rest of the line is text;
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
