import { formatLongDate } from '@/lib/format'

/** A banner's creation day as a long date, as the seed shows it ("November 22, 2026"). */
export function formatBannerDate(iso: string, locale = 'en'): string {
  return formatLongDate(iso, locale)
}
