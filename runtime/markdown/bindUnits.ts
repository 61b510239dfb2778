import type { Nodes, Parents, Root } from 'mdast'

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

/**
 * A remark plugin for a typographic rule: a number and its unit are not split over two lines. In a narrow
 * table cell at 412 px, the plans comparison's "75 GB" broke into "75" above "GB". The space becomes a no-break
 * space in the rendered text; the source is left as written (the blog's search filters on the source). Text only:
 * code and raw HTML keep their characters.
 */
export function bindUnits() {
  return (tree: Root): undefined => {
    const stack: Nodes[] = [tree]
    while (stack.length > 0) {
      const node = stack.pop() as Nodes
      if (node.type === 'text') node.value = bindNumbersToUnits(node.value)
      else if ('children' in node) for (const child of (node as Parents).children) stack.push(child)
    }
  }
}
