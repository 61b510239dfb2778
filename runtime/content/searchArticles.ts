import type { Article, Paginated, QueryValue, StrapiParams } from './types'

/** One read of articles: `where` added to the listing's filters, newest first. */
export type ReadArticles = (
  where: Record<string, QueryValue>,
  pagination: StrapiParams['pagination'],
) => Promise<{ items: Article[]; meta: Record<string, unknown> }>

export interface SearchArticlesOptions {
  /** The listing's own filters (author, category). */
  filters: Record<string, QueryValue>
  page: number
  pageSize: number
  read: ReadArticles
}

/** The total a list read's meta gives (offset-based), or `fallback` when it gives none. */
function totalOf(meta: Record<string, unknown>, fallback: number): number {
  const total = (meta.pagination as { total?: unknown } | undefined)?.total
  return typeof total === 'number' ? total : fallback
}

/**
 * The articles holding every word (searchWords) in the title, the excerpt or the body, in any order and case
 * ("domain transfer" finds "transfer a domain"), ranked in three parts, newest first in each: every word in the
 * title; every word in the title or the excerpt; the rest, some word in the body only. Each part is one read, the
 * page cut across them by offset.
 */
export async function searchArticles(words: readonly string[], { filters, page, pageSize, read }: SearchArticlesOptions): Promise<Paginated<Article>> {
  const title = (word: string) => ({ title: { $containsi: word } })
  const excerpt = (word: string) => ({ excerpt: { $containsi: word } })
  const body = (word: string) => ({ body: { $containsi: word } })
  // an article with no excerpt lacks every word there (SQL's NOT LIKE on a null is not true)
  const notInExcerpt = (word: string) => ({ $or: [{ excerpt: { $null: true } }, { excerpt: { $notContainsi: word } }] })
  const parts: QueryValue[][] = [
    words.map(title),
    [...words.map((word) => ({ $or: [title(word), excerpt(word)] })), { $or: words.map((word) => ({ title: { $notContainsi: word } })) }],
    [
      ...words.map((word) => ({ $or: [title(word), excerpt(word), body(word)] })),
      { $or: words.map((word) => ({ $and: [{ title: { $notContainsi: word } }, notInExcerpt(word)] })) },
    ],
  ]
  let skip = (page - 1) * pageSize
  const items: Article[] = []
  let total = 0
  for (const part of parts) {
    const room = pageSize - items.length
    // with the page full, one entry is read for the part's total
    const found = await read({ ...filters, $and: part }, { start: skip, limit: Math.max(1, room) })
    const partTotal = totalOf(found.meta, found.items.length)
    if (room > 0) items.push(...found.items.slice(0, room))
    skip = Math.max(0, skip - partTotal)
    total += partTotal
  }
  return { items, pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } }
}
