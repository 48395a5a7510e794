/**
 * The seed's reload after logging out (section 9), so nothing of the session stays in memory.
 * Signing in and signing up no longer reload (seed deviation 132).
 */
export const RELOAD_AFTER_LOGOUT_MS = 300
