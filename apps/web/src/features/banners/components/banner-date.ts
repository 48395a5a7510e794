import { formatLongDate } from '@/lib/format'

/**
 * The seed shows a banner's creation day as a long US date: "November 22, 2026"; French and
 * Arabic use their own long date.
 */
export function formatBannerDate(iso: string, locale = 'en'): string {
  return formatLongDate(iso, locale)
}
