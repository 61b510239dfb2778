import { describe, expect, it } from 'vitest'
import { formatDate } from './formatDate'

describe('formatDate', () => {
  it('writes a content date as a British reader does', () => {
    expect(formatDate('2026-03-03')).toBe('3 March 2026')
    expect(formatDate('2025-12-31')).toBe('31 December 2025')
  })

  it("writes a timestamp's UTC day", () => {
    expect(formatDate('2026-02-17T23:30:00.000Z')).toBe('17 February 2026')
    expect(formatDate('2026-02-17T23:30:00-02:00')).toBe('18 February 2026')
  })

  it('writes the day as a reader of another locale does', () => {
    expect(formatDate('2026-03-03', 'en-US')).toBe('March 3, 2026')
    expect(formatDate('2026-03-03', 'de-DE')).toBe('3. März 2026')
  })

  it('returns anything that is not an ISO date as it is', () => {
    expect(formatDate('next Tuesday')).toBe('next Tuesday')
    expect(formatDate('2026-3-3')).toBe('2026-3-3')
    expect(formatDate('')).toBe('')
  })
})
