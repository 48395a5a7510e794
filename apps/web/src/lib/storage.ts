import type { AuthResponse } from '@rihla/contract/auth'
import { type Role, STORAGE_KEYS } from '@rihla/contract/constants'
import { asRole } from '@rihla/contract/permissions'
import { clearEnrollmentRequired, markEnrollmentRequired } from './enrollment'
import { forgetRememberedFilters } from './list-view-memory'

export type StorageKey = keyof typeof STORAGE_KEYS

/**
 * Typed access to the seed's localStorage keys. Reads and writes never throw: a browser that
 * refuses storage (private mode, quota) behaves as if nothing were stored.
 */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(STORAGE_KEYS[key])
    } catch {
      return null
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(STORAGE_KEYS[key], value)
    } catch {
      // Nothing sensible to do: the session simply will not survive a reload.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(STORAGE_KEYS[key])
    } catch {
      // Same as above.
    }
  },
}

/**
 * Stores what login and sign-up answer: both tokens and the role, and whether the account must
 * set up two-factor authentication before anything else (lib/enrollment.ts).
 */
export function saveSession(session: AuthResponse): void {
  storage.set('token', session.accessToken)
  storage.set('refreshToken', session.refreshToken)
  storage.set('role', session.role)
  if (session.twoFactorSetupRequired) markEnrollmentRequired()
  else clearEnrollmentRequired()
}

/**
 * Forgets the session, and the filters the lists remembered for it (the next person at this
 * browser starts from the defaults); the route guards then send the user to /login.
 */
export function clearSession(): void {
  storage.remove('token')
  storage.remove('refreshToken')
  storage.remove('role')
  clearEnrollmentRequired()
  forgetRememberedFilters()
}

export function hasToken(): boolean {
  return Boolean(storage.get('token'))
}

/**
 * The stored role (the seed's client-side role check; the server enforces it again), or null
 * when none or an unknown one is stored. Screens ask `can(role(), permission)` of the
 * contract's table: without the permission they render the seed's permission message, or
 * leave out the entry, and make no call.
 */
export function role(): Role | null {
  return asRole(storage.get('role'))
}

/**
 * The signed-in user's id, read from the access token's `sub` (the server checks the token;
 * this only tells "mine" from "someone else's" on screen). Null without a readable token.
 */
export function currentUserId(): number | null {
  const token = storage.get('token')
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const sub = (JSON.parse(json) as { sub?: unknown }).sub
    const id = Number(sub)
    return Number.isInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}
