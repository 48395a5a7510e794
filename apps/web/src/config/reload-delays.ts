/** The seed's reload delays (section 9), so every module restarts from the new session. */
export const RELOAD_AFTER_SIGN_IN_MS = 200
export const RELOAD_AFTER_LOGOUT_MS = 300
