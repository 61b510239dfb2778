/** Largest page number looked at: a bound on the work a crafted URL can ask for. */
const MAX_PAGE = 100_000

/**
 * A page number route param (SPEC §2 `/p/:pageNumber`): an integer from 1 written the one canonical way, so
 * `02`, `2.0`, `+2`, `1e1`, ` 2` and `0` are no page numbers and the same page never has two URLs. Null otherwise.
 */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]*$/.test(value)) return null
  const page = Number(value)
  return page <= MAX_PAGE ? page : null
}

/** A page exists up to the last one; an empty list still has its first page (SPEC §2: past the last page is a 404). */
export function isPageInRange(page: number, pageCount: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= Math.max(1, pageCount)
}
