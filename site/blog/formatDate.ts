import { formatUtcDay } from '../../sections/formatDate'

/** `17 February 2026` for an ISO date; undefined for anything that is no date. */
export function formatDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : formatUtcDay(time)
}
