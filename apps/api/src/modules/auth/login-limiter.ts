/**
 * Counts failed sign-ins per key (an email, an IP) in a fixed window. In memory, which is
 * right for one instance; several instances would back it with Redis behind the same API.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when any key has reached its limit, else 0. */
  retryAfter(keys: Array<{ key: string; max: number }>): number {
    const now = this.now()
    let wait = 0
    for (const { key, max } of keys) {
      const entry = this.failures.get(key)
      if (!entry) continue
      if (entry.resetAt <= now) {
        this.failures.delete(key)
        continue
      }
      if (entry.count >= max) wait = Math.max(wait, Math.ceil((entry.resetAt - now) / 1000))
    }
    return wait
  }

  fail(keys: string[]): void {
    const now = this.now()
    if (this.failures.size > 100_000) this.sweep(now)
    for (const key of keys) {
      const entry = this.failures.get(key)
      if (entry && entry.resetAt > now) entry.count += 1
      else this.failures.set(key, { count: 1, resetAt: now + this.windowMs })
    }
  }

  reset(key: string): void {
    this.failures.delete(key)
  }

  private sweep(now: number) {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key)
  }
}
