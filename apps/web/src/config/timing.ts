/** How long typing must pause before a search box asks the server. */
export const SEARCH_DEBOUNCE_MS = 300

/** The top-bar search waits for this many characters: one letter matches half the database. */
export const GLOBAL_SEARCH_MIN_CHARS = 2

/** How often the notifications badge re-reads the number of products waiting for approval. */
export const NOTIFICATIONS_REFETCH_MS = 60_000

/** How long a waiting-list row keeps the keyboard focus before its product is claimed. */
export const FOCUS_CLAIM_MS = 1500

/**
 * Figures read again on every visit (the dashboard's) count as fresh this long: the visit's
 * read starts in the route's loader, and the screen mounting after it must not read them again.
 */
export const VISIT_READ_FRESH_MS = 5_000
