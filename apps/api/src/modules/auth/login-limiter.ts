/** One kind of key the limiter counts failures for, and how it backs off. */
export type LimitRule = {
  /** Failures allowed before the key is locked. */
  max: number
  /** Lock after the `max`-th failure; each further failure doubles it, up to `maxLockMs`. */
  baseLockMs: number
  maxLockMs: number
}

type Entry = { failures: number; lockedUntil: number; forgetAt: number }

/**
 * Counts failed sign-ins per key (an email from one IP, an IP, an account) with exponential
 * back-off. Failures are forgotten `windowMs` after the last one. In memory, which is right
 * for one instance; several instances would back the same interface with Redis.
 */
export class LoginLimiter {
  private readonly entries = new Map<string, Entry>()
  /** Addresses an account has signed in from: they pass the account-wide lock. */
  private readonly knownAddresses = new Map<string, Set<string>>()

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until every given key is unlocked, 0 when none is locked. */
  retryAfter(keys: string[]): number {
    const now = this.now()
    let wait = 0
    for (const key of keys) {
      const entry = this.entry(key, now)
      if (entry && entry.lockedUntil > now)
        wait = Math.max(wait, Math.ceil((entry.lockedUntil - now) / 1000))
    }
    return wait
  }

  fail(keys: Array<{ key: string; rule: LimitRule }>): void {
    const now = this.now()
    if (this.entries.size > 100_000) this.sweep(now)
    for (const { key, rule } of keys) {
      const entry = this.entry(key, now) ?? { failures: 0, lockedUntil: 0, forgetAt: 0 }
      entry.failures += 1
      entry.forgetAt = now + this.windowMs
      if (entry.failures >= rule.max) {
        const lock = Math.min(rule.baseLockMs * 2 ** (entry.failures - rule.max), rule.maxLockMs)
        entry.lockedUntil = Math.max(entry.lockedUntil, now + lock)
      }
      this.entries.set(key, entry)
    }
  }

  reset(key: string): void {
    this.entries.delete(key)
  }

  rememberAddress(account: string, address: string): void {
    const known = this.knownAddresses.get(account) ?? new Set<string>()
    if (known.size >= 20) known.delete(known.values().next().value ?? '')
    known.add(address)
    this.knownAddresses.set(account, known)
  }

  isKnownAddress(account: string, address: string): boolean {
    return this.knownAddresses.get(account)?.has(address) ?? false
  }

  private entry(key: string, now: number) {
    const entry = this.entries.get(key)
    if (entry && entry.forgetAt <= now && entry.lockedUntil <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) {
      if (entry.forgetAt <= now && entry.lockedUntil <= now) this.entries.delete(key)
    }
  }
}
