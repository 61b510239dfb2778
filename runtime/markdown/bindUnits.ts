import type MarkdownIt from 'markdown-it'
import type { Token } from 'markdown-it'

/**
 * Unit symbols a number is kept on the line with: data sizes and rates, frequencies, short durations. Symbols only,
 * case as written: a word after a number ("25 sites", "3 days") may start the next line as any word may.
 */
export const UNIT_SYMBOLS = [
  'B', 'kB', 'KB', 'MB', 'GB', 'TB', 'PB', 'KiB', 'MiB', 'GiB', 'TiB',
  'kbps', 'Mbps', 'Gbps', 'kbit/s', 'Mbit/s', 'Gbit/s',
  'Hz', 'kHz', 'MHz', 'GHz',
  'ns', 'µs', 'ms', 's', 'min', 'h',
] as const

// a digit, the spaces after it, and a unit symbol that ends there (not the start of a longer word: "2 sites")
const NUMBER_UNIT = new RegExp(`(\\d)[ \\t]+(?=(?:${UNIT_SYMBOLS.join('|')})(?![\\p{L}\\p{N}_/]))`, 'gu')

/** `text` with the space between each number and the unit symbol after it made a no-break space (U+00A0). */
export function bindNumbersToUnits(text: string): string {
  return text.replace(NUMBER_UNIT, '$1\u00a0')
}

function bindInline(tokens: Token[]): void {
  for (const token of tokens) {
    // text only: code spans and raw HTML keep their characters
    if (token.type === 'text') token.content = bindNumbersToUnits(token.content)
    else if (token.type === 'inline' && token.children) bindInline(token.children)
  }
}

/**
 * A markdown-it plugin for a typographic rule: a number and its unit are not split over two lines. In a narrow
 * table cell at 412 px, the plans comparison's "75 GB" broke into "75" above "GB". The space becomes a no-break
 * space in the rendered text; the source is left as written (the blog's search filters on the source).
 */
export function bindUnits(md: MarkdownIt): void {
  md.core.ruler.push('bind_units', (state) => bindInline(state.tokens))
}
