const formats = new Map<string, Intl.DateTimeFormat>()

/** The day formatter of one locale, made once: Intl.DateTimeFormat is slow to construct. */
function formatFor(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale)
  if (!format) {
    // UTC keeps the server and the browser in agreement whatever their time zones (no hydration mismatch)
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    formats.set(locale, format)
  }
  return format
}

/** A content date or timestamp, ISO 8601: `2026-03-03`, `2026-02-17T23:30:00.000Z`. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/

/**
 * A content date's UTC day as a reader of `locale` writes it: "3 March 2026" in en-GB. Anything that is no ISO
 * date is returned as it is, so an editor sees what to fix.
 */
export function formatDate(value: string, locale = 'en-GB'): string {
  const time = ISO_DATE.test(value) ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? value : formatFor(locale).format(time)
}
