/** Number, money and date formats of the active locale, in one place for every screen. */
import { intlLocale, priceFormatter } from '@rihla/contract/money'
import { appCurrency } from './currency'

/**
 * One formatter per kind and locale, made on first use: building an Intl formatter loads and
 * resolves locale data, which costs far more than formatting (measured: the products page spent
 * 175 ms of a phone-speed main thread, CPU slowed 4x, making a currency formatter per price).
 */
function cached<F>(make: (tag: string) => F): (tag: string) => F {
  const made = new Map<string, F>()
  return (tag) => {
    let formatter = made.get(tag)
    if (!formatter) {
      formatter = make(tag)
      made.set(tag, formatter)
    }
    return formatter
  }
}

const numberFormat = cached((tag) => new Intl.NumberFormat(tag))
// Keyed by the app's language: the contract's formatter maps it to its Intl locale.
const priceFormat = cached((locale) => priceFormatter(appCurrency(), locale))
const dayFormat = cached(
  (tag) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
)
const monthFormat = cached(
  (tag) => new Intl.DateTimeFormat(tag, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
)
const longDateFormat = cached((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }))
const dateTimeFormat = cached(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
)
const relativeFormat = cached((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }))

const percentFormat = cached(
  (tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }),
)

/** A share in [0, 1] as a whole percentage: "94%", "94 %", "٩٤٪". */
export function formatPercent(value: number, locale: string): string {
  return percentFormat(intlLocale(locale)).format(value)
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(intlLocale(locale)).format(value)
}

/**
 * A price in the server's currency (the seed's dollars by default) as the language writes it:
 * "$1,200.50", or for CURRENCY=DZD "1,200.50 DA", "1 200,50 DA", "1.200,50 د.ج" (decision 039).
 */
export function formatPrice(value: number, locale: string): string {
  return priceFormat(locale)(value)
}

/** A calendar day sent as `YYYY-MM-DD` (UTC), shown without shifting it to the local zone. */
export function formatDay(day: string, locale: string): string {
  return dayFormat(intlLocale(locale)).format(new Date(`${day}T00:00:00Z`))
}

/** A month of the year view (`2026-11`), "Nov 26" in English. */
export function formatMonth(month: string, locale: string): string {
  return monthFormat(intlLocale(locale)).format(new Date(`${month}-01T00:00:00Z`))
}

/** A long date, "November 22, 2026" in English (the seed's banner dates). */
export function formatLongDate(iso: string, locale: string): string {
  const tag = locale === 'en' ? 'en-US' : intlLocale(locale)
  return longDateFormat(tag).format(new Date(iso))
}

export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale)).format(new Date(iso))
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/**
 * "5 minutes ago", "yesterday", "now". A server clock slightly ahead of the browser's must not
 * read "in 3 seconds", so the future is shown as now.
 */
export function formatRelativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.min(0, Math.round((new Date(iso).getTime() - now) / 1000))
  const format = relativeFormat(intlLocale(locale))
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(seconds < -44 ? seconds : 0, 'second')
}

const durationFormats = new Map<string, Intl.NumberFormat>()
function durationFormat(tag: string, unit: Intl.RelativeTimeFormatUnit) {
  const key = `${tag}|${unit}`
  let format = durationFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' })
    durationFormats.set(key, format)
  }
  return format
}

/**
 * How long since `iso`, in the largest unit that fits: "3 months", "2 days", "1 minute" (the
 * shortest); for sentences such as "member for 3 months", where "3 months ago" will not do.
 */
export function formatDuration(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000))
  const tag = intlLocale(locale)
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return durationFormat(tag, unit).format(Math.trunc(seconds / size))
  }
  return durationFormat(tag, 'minute').format(1)
}

const waitFormat = cached(
  (key) =>
    new Intl.NumberFormat(key.split('|')[0], {
      style: 'unit',
      unit: key.split('|')[1],
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }),
)

/** A wait in seconds in one unit that reads well: "45 sec", "12 min", "5.5 hr", "3 days". */
export function formatWait(seconds: number, locale: string): string {
  const tag = intlLocale(locale)
  const [unit, size] =
    seconds < 60
      ? ['second', 1]
      : seconds < 3_600
        ? ['minute', 60]
        : seconds < 172_800
          ? ['hour', 3_600]
          : ['day', 86_400]
  const amount =
    unit === 'second' || unit === 'minute' ? Math.round(seconds / size) : seconds / size
  return waitFormat(`${tag}|${unit}`).format(amount)
}
