import { intlLocale } from '@rihla/contract/money'

/**
 * A date field's text (ISO as typed) and value (a native input's), whatever the page's language.
 */

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ]+(\d{1,2}):(\d{2})$/

const pad = (n: number) => String(n).padStart(2, '0')

/** Arabic-Indic (٠…٩) and Persian (۰…۹) digits as ASCII, so a date typed with either reads. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  )
}

/** A day that exists (no 31 April, 29 February only in leap years). */
function isDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * The value of a typed text: `''` when empty, `null` when it is not a date (with a time when
 * `withTime`), else the native input's form. Single-digit months, days and hours are allowed.
 */
export function parseDateText(text: string, withTime: boolean): string | null {
  const typed = asciiDigits(text.trim())
  if (typed === '') return ''
  const match = (withTime ? DATE_TIME : DATE).exec(typed)
  if (!match) return null
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map(Number)
  if (year === undefined || month === undefined || day === undefined) return null
  if (year < 1 || !isDay(year, month, day) || hour > 23 || minute > 59) return null
  const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`
  return withTime ? `${date}T${pad(hour)}:${pad(minute)}` : date
}

/** The text a value shows: the value itself, the time after a space instead of a `T`. */
export function dateText(value: string): string {
  return value.replace('T', ' ').slice(0, 16)
}

const formats = new Map<string, Intl.DateTimeFormat>()
function format(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`
  let made = formats.get(key)
  if (!made) {
    // A day alone is a calendar day: read and written in UTC so no time zone moves it.
    made = withTime
      ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' })
      : new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' })
    formats.set(key, made)
  }
  return made
}

/** A value written out in the page's language: "27 novembre 2026", "27 novembre 2026 à 14:30". */
export function writtenDate(value: string, locale: string): string {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = value.split(/[-T:]/).map(Number)
  const withTime = value.includes('T')
  const date = withTime
    ? new Date(2000, month - 1, day, hour, minute)
    : new Date(Date.UTC(2000, month - 1, day))
  if (withTime) date.setFullYear(year)
  else date.setUTCFullYear(year)
  return format(locale, withTime).format(date)
}
