const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * A moment's UTC day as a British reader writes it: "3 March 2026" (what Intl.DateTimeFormat('en-GB') writes for
 * day numeric, month long, year numeric). Written by hand: constructing a date formatter costs the browser a long
 * task while the page hydrates (issue 9), and UTC keeps the server and the browser in agreement whatever their time
 * zones (no hydration mismatch).
 */
export function formatUtcDay(time: number): string {
  const date = new Date(time)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** A content date (YYYY-MM-DD) as a British reader writes it: "3 March 2026". Unparseable input is returned as it is. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(time) ? isoDate : formatUtcDay(time)
}
