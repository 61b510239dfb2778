/** One entry of a pagination bar: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap'

/**
 * The pages a pagination bar shows: all of them when there are few, otherwise the first, the last and the
 * current one with a neighbour each side, gaps between (`1 … 4 5 6 … 12`).
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1)
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  const sorted = [...shown].sort((a, b) => a - b)
  const items: PageItem[] = []
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && n - previous === 2) items.push(previous + 1)
    else if (previous !== undefined && n - previous > 2) items.push('gap')
    items.push(n)
  })
  return items
}
