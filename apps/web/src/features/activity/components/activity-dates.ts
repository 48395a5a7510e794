const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A `YYYY-MM-DD` day of the browser's calendar, `days` later, as the instant it starts. */
function dayStart(day: string, days = 0): Date | null {
  const match = DAY.exec(day)
  if (!match) return null
  const [, y, m, d] = match.map(Number)
  if (y === undefined || m === undefined || d === undefined) return null
  const date = new Date(y, m - 1, d + days)
  // 2026-02-31 rolls over to March: not a day a date field can give, so no filter.
  if (days === 0 && (date.getMonth() !== m - 1 || date.getDate() !== d)) return null
  return date
}

/**
 * The instants the days `from` … `to` of the person's own calendar cover (both whole), as the
 * API reads them: `from` inclusive, `to` exclusive. `invalid` when `to` comes before `from`.
 */
export function dayRange(from?: string, to?: string) {
  const start = from ? dayStart(from) : null
  const end = to && dayStart(to) ? dayStart(to, 1) : null
  const invalid = !!start && !!end && start >= end
  return {
    from: start && !invalid ? start.toISOString() : undefined,
    to: end && !invalid ? end.toISOString() : undefined,
    invalid,
  }
}
