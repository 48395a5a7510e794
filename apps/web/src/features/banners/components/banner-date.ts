const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

/** The seed shows a banner's creation day as a long US date: "November 22, 2026". */
export function formatBannerDate(iso: string): string {
  return longUsDate.format(new Date(iso))
}
