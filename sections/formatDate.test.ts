import { describe, expect, it } from 'vitest'
import { formatDate as formatArticleDate } from '../site/blog/formatDate'
import { formatDate, formatUtcDay } from './formatDate'

describe('formatUtcDay', () => {
  it('writes every day from 1990 to 2039 exactly as Intl.DateTimeFormat en-GB does, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2040, 0, 1); time += 86_400_000 + 3_600_000) expect(formatUtcDay(time)).toBe(intl.format(time))
  })
})

describe('formatDate (sections)', () => {
  it('writes a content date as a British reader does', () => {
    expect(formatDate('2026-03-03')).toBe('3 March 2026')
    expect(formatDate('2025-12-31')).toBe('31 December 2025')
  })

  it('returns anything that is not YYYY-MM-DD as it is', () => {
    expect(formatDate('next Tuesday')).toBe('next Tuesday')
    expect(formatDate('2026-3-3')).toBe('2026-3-3')
  })
})

describe('formatDate (blog)', () => {
  it("writes a timestamp's UTC day, and nothing for what is no date", () => {
    expect(formatArticleDate('2026-02-17T23:30:00.000Z')).toBe('17 February 2026')
    expect(formatArticleDate('2026-02-17')).toBe('17 February 2026')
    expect(formatArticleDate('not a date')).toBeUndefined()
    expect(formatArticleDate(undefined)).toBeUndefined()
  })
})
