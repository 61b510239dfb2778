const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * A content date (YYYY-MM-DD) as a British reader writes it: "3 March 2026". Read and written in UTC, so the
 * server and the browser always agree whatever their time zones (no hydration mismatch). Unparseable input is
 * returned as it is.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(time) ? isoDate : format.format(time)
}
