/** Number, money and date formats of the active locale, in one place for every screen. */

/**
 * The Intl locale of each language of the app. Algeria writes Arabic with Western digits
 * (1, 2, 3), so Arabic asks for them explicitly; other values are passed through.
 */
const INTL_LOCALES: Record<string, string> = { en: 'en', fr: 'fr', ar: 'ar-DZ-u-nu-latn' }

/** The Intl locale for a language of the app (`en`, `fr`, `ar`). */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? locale
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value)
}

/** The seed shows prices with a dollar sign and two decimals. */
export function formatPrice(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(
    value,
  )
}

/** A calendar day sent as `YYYY-MM-DD` (UTC), shown without shifting it to the local zone. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** A month of the year view (`2026-11`), "Nov 26" in English. */
export function formatMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))
}

/** A long date, "November 22, 2026" in English (the seed's banner dates). */
export function formatLongDate(iso: string, locale: string): string {
  const tag = locale === 'en' ? 'en-US' : intlLocale(locale)
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(iso))
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
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
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(seconds < -44 ? seconds : 0, 'second')
}
