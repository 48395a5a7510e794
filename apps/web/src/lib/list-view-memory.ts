/**
 * Where lists remember their page size and filters between visits (decision 043): one
 * localStorage entry per list. The filters (a search typed, a status chosen) are the signed-in
 * person's work, so signing out forgets them; the page size is a preference of the device and
 * stays.
 */
const PREFIX = 'listView:'

/** The localStorage key of a list's remembered page size and filters. */
export function rememberedViewKey(list: string): string {
  return `${PREFIX}${list}`
}

/** Forgets every list's remembered filters, keeping its page size (at sign-out). */
export function forgetRememberedFilters(): void {
  try {
    const store = window.localStorage
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    )
    for (const key of keys) {
      const value: unknown = JSON.parse(store.getItem(key) ?? 'null')
      const limit = value && typeof value === 'object' ? (value as { limit?: unknown }).limit : null
      if (typeof limit === 'number') store.setItem(key, JSON.stringify({ limit }))
      else store.removeItem(key)
    }
  } catch {
    // Storage refused or unreadable: nothing was remembered that could be shown to the next person.
  }
}
