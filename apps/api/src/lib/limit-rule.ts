// Apart from the limiter so that config.ts can name it without importing the database.
/** How one kind of key is limited. */
export type LimitRule = {
  /** Attempts allowed before the key is locked; the `max`-th attempt sets the lock. */
  max: number
  /** The lock set by the `max`-th attempt; each further attempt doubles it, up to `maxLockMs`. */
  baseLockMs: number
  maxLockMs: number
  /** Attempts are forgotten this long after the last one (once no lock is running). */
  windowMs: number
}
