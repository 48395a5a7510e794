import { create } from 'zustand'

/** The sessionStorage key: the flag lasts as long as the tab, like the sign-in it came with. */
const KEY = 'twoFactorSetupRequired'

function readStored(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

function store(required: boolean): void {
  try {
    if (required) window.sessionStorage.setItem(KEY, '1')
    else window.sessionStorage.removeItem(KEY)
  } catch {
    // Storage refused (private mode): the flag lives in memory until the page is reloaded.
  }
}

/**
 * Whether this staff account must set up two-factor authentication before anything else
 * (REQUIRE_2FA_FOR_STAFF): every permission route answers 403
 * `twoFactor.enrollmentRequired` until it does, so the app keeps the person on the profile.
 */
export const useEnrollmentStore = create<{ required: boolean }>(() => ({ required: readStored() }))

/** Set by a sign-in that answers `twoFactorSetupRequired`, or by the server's 403 saying so. */
export function markEnrollmentRequired(): void {
  store(true)
  useEnrollmentStore.setState({ required: true })
}

/** Cleared once the enrollment succeeds, and with the session on sign-out. */
export function clearEnrollmentRequired(): void {
  store(false)
  useEnrollmentStore.setState({ required: false })
}

export function isEnrollmentRequired(): boolean {
  return useEnrollmentStore.getState().required
}

/** The flag, for components that re-render when it changes. */
export function useEnrollmentRequired(): boolean {
  return useEnrollmentStore((state) => state.required)
}
