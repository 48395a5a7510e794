/** The seed's reload after logging out, so nothing of the session stays in memory. */
export const RELOAD_AFTER_LOGOUT_MS = 300
