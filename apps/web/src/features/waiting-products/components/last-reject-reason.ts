import { REJECTION_REASONS, type RejectionReason } from '@rihla/contract/products'
import { currentUserId } from '@/lib/storage'

const PREFIX = 'rihla.lastRejectReason.'

/** This moderator's key: another account signed in on the same tab starts afresh. */
function keyOf(): string {
  return `${PREFIX}${currentUserId() ?? 'unknown'}`
}

/**
 * The preset reason this moderator last rejected with, for this tab's session: the
 * reject dialog starts on it, so `r` then Enter rejects as the previous one did. "Other" is
 * never kept: its note belongs to one product.
 */
export function lastRejectReason(): RejectionReason | null {
  const key = keyOf()
  try {
    const value = window.sessionStorage.getItem(key)
    return REJECTION_REASONS.find((reason) => reason === value && reason !== 'other') ?? null
  } catch {
    return null
  }
}

/** Remembers the reason of a rejection just confirmed (nothing for "other"). */
export function rememberRejectReason(reason: RejectionReason): void {
  const key = keyOf()
  try {
    if (reason === 'other') window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, reason)
  } catch {
    // A browser that refuses storage simply asks for the reason each time.
  }
}
