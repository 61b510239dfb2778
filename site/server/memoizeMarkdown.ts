import { LRUCache } from 'lru-cache'

/** Options of memoizeMarkdown. */
export interface MemoizeMarkdownOptions {
  /** Most rendered strings kept; the least recently used goes first. Default 2000. */
  maxEntries?: number
  /** Most characters of markdown and HTML kept in all; the least recently used goes first. Default 8 million (~16 MB). */
  maxChars?: number
}

/** A markdown renderer with a bounded LRU memory, and how much it holds. */
export interface MemoizedRenderer {
  (markdown: string): string
  readonly size: number
}

/**
 * Remembers rendered markdown by its source text, so a page served from the content cache does not parse,
 * sanitise and render the same markdown on every request .
 * Safe because rendering is a pure function of the text; bounded so it cannot grow with content or traffic.
 */
export function memoizeMarkdown(render: (markdown: string) => string, options: MemoizeMarkdownOptions = {}): MemoizedRenderer {
  const { maxEntries = 2000, maxChars = 8_000_000 } = options
  const entries = new LRUCache<string, string>({ max: maxEntries, maxSize: maxChars, sizeCalculation: (html, markdown) => Math.max(1, markdown.length + html.length) })

  const memoized = ((markdown: string): string => {
    const hit = entries.get(markdown)
    if (hit !== undefined) return hit
    const html = render(markdown)
    entries.set(markdown, html)
    return html
  }) as MemoizedRenderer
  Object.defineProperty(memoized, 'size', { get: () => entries.size })
  return memoized
}
