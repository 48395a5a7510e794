import type { Role } from '@rihla/contract/constants'
/**
 * What the authorization check needs to know about a token's user and session. `twoFactor`:
 * whether the account has an enabled second factor (REQUIRE_2FA_FOR_STAFF). `steppedUpUntil`:
 * the session's step-up deadline in epoch ms (decision 055); remembered as a deadline, never as
 * a yes, so a remembered state cannot outlive it.
 */
export type SessionState = {
  id: number
  role: Role
  isBlocked: boolean
  live: boolean
  twoFactor: boolean
  steppedUpUntil: number | null
}

/**
 * A short-lived, in-process memory of session checks, so that a client's burst of requests
 * costs one database read instead of one each (decision 010).
 *
 * Every change that can end or restrict a session (logout, block, unblock, a reused refresh
 * token, turning a second factor on or off) calls `invalidate()` after its transaction commits
 * (the ends go through `endSessions`, session-end-service.ts): the whole memory is dropped and
 * the epoch moves on, so a read that started before the change can never store its stale
 * answer (`remember` refuses an older epoch). In one process a revocation therefore takes
 * effect at once, as before; another instance sees it within `ttlMs`. `ttlMs = 0` turns the
 * memory off (SESSION_CACHE_MS=0).
 */
export class SessionCache {
  private entries = new Map<string, { state: SessionState; until: number }>()
  private currentEpoch = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Take this before reading the database; hand it back to `remember`. */
  get epoch(): number {
    return this.currentEpoch
  }

  lookup(userId: number, sessionId: string, now = Date.now()): SessionState | undefined {
    const key = `${userId}:${sessionId}`
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.until <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry.state
  }

  remember(epoch: number, sessionId: string, state: SessionState, now = Date.now()): void {
    if (this.ttlMs <= 0 || epoch !== this.currentEpoch) return
    // A full memory starts over rather than tracking recency: a refill costs one read each.
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    this.entries.set(`${state.id}:${sessionId}`, { state, until: now + this.ttlMs })
  }

  invalidate(): void {
    this.currentEpoch++
    this.entries.clear()
  }
}
