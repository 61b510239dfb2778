import parseRange from 'range-parser'

/** What a GET's Range asks of a file: all of it, one part of it (206), or nothing it has (416). */
export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' }

/** The request headers byteRange reads. */
export interface RangeRequest {
  /** The Range header, if any. */
  range: string | undefined
  /** The If-Range header, if any: a date that must be the file's Last-Modified for the range to apply. */
  ifRange: string | undefined
}

const WHOLE: ByteRange = { kind: 'whole' }

/**
 * RFC 9110 §14 for a file of `size` bytes last modified at `lastModified`, parsed by range-parser. Ignored, so the
 * whole file: no Range, another unit than bytes, one that is not a range at all, an If-Range naming another version
 * (the site sends no ETags, so an entity tag never matches), and several ranges that do not join into one (a
 * multipart answer is not offered). One range no byte satisfies is 416.
 */
export function byteRange(size: number, lastModified: string | null, { range, ifRange }: RangeRequest): ByteRange {
  if (range === undefined) return WHOLE
  if (ifRange !== undefined && ifRange !== lastModified) return WHOLE
  // range-parser leaves the unit to its caller, and says -1 for `items=999-` too: a unit not known is ignored
  if (range.split('=', 1)[0]!.trim().toLowerCase() !== 'bytes') return WHOLE
  const ranges = parseRange(size, range, { combine: true })
  if (ranges === -2) return WHOLE
  if (ranges === -1) return { kind: 'unsatisfiable' }
  const [only] = ranges
  if (ranges.length !== 1 || !only) return WHOLE
  return { kind: 'part', start: only.start, end: only.end }
}
