import { InvalidQueryError } from './filesError'

/** Strapi's pagination meta: page-based, or offset-based when the query used start/limit. */
export type PaginationMeta =
  | { page: number; pageSize: number; pageCount: number; total: number }
  | { start: number; limit: number; total: number }

// Strapi's api.rest defaults.
const DEFAULT_PAGE_SIZE = 25

function whole(value: unknown, name: string, min: number): number {
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isInteger(number) || number < min) throw new InvalidQueryError(`Invalid ${name} parameter: ${String(value)}`)
  return number
}

/** Cuts a page out of entries by Strapi `pagination` ({page, pageSize} or {start, limit}), with Strapi's meta. */
export function paginateEntries<T>(entries: readonly T[], pagination: unknown, maxPageSize: number): { items: T[]; pagination: PaginationMeta } {
  const options = typeof pagination === 'object' && pagination !== null ? (pagination as Record<string, unknown>) : {}
  const total = entries.length
  if (options.start !== undefined || options.limit !== undefined) {
    const start = options.start === undefined ? 0 : whole(options.start, 'start', 0)
    const limit = Math.min(options.limit === undefined ? DEFAULT_PAGE_SIZE : whole(options.limit, 'limit', 1), maxPageSize)
    return { items: entries.slice(start, start + limit), pagination: { start, limit, total } }
  }
  const page = options.page === undefined ? 1 : whole(options.page, 'page', 1)
  const pageSize = Math.min(options.pageSize === undefined ? DEFAULT_PAGE_SIZE : whole(options.pageSize, 'pageSize', 1), maxPageSize)
  return {
    items: entries.slice((page - 1) * pageSize, page * pageSize),
    pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
  }
}
