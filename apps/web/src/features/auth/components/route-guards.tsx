import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { useEnrollmentRequired } from '@/lib/enrollment'
import { hasToken } from '@/lib/storage'

/** What the sign-in screen is handed: the address that was asked for while signed out. */
export type SignInState = { from?: string } | null

/** The address to open after signing in: the one asked for, when it is one of ours. */
export function afterSignIn(state: unknown): string {
  const from = (state as SignInState)?.from
  // Only a path of this app (not `//host`), and never the sign-in screens themselves.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return paths.welcome.href()
  }
  // The bare address is no particular link: the seed's landing page.
  if (from === paths.dashboard.href()) return paths.welcome.href()
  const guest = [paths.login.path, paths.signup.path, paths.forgotPassword.path]
  return guest.some((path) => from === path || from.startsWith(`${path}?`))
    ? paths.welcome.href()
    : from
}

/** Seed access rule: every path but the public ones needs a stored token. */
export function RequireAuth() {
  const location = useLocation()
  const mustEnroll = useEnrollmentRequired()
  if (!hasToken()) {
    const state: SignInState = { from: location.pathname + location.search + location.hash }
    return <Navigate to={paths.login.href()} replace state={state} />
  }
  // REQUIRE_2FA_FOR_STAFF: until the account has a second factor, the server
  // refuses every other screen's data, so the profile, where it is set up, is the only screen.
  if (mustEnroll && location.pathname !== paths.adminPhone.path) {
    return <Navigate to={paths.adminPhone.href()} replace />
  }
  return <Outlet />
}

/** Seed access rule: /login and /signup are only for visitors without a stored token. */
export function RequireGuest() {
  if (hasToken()) return <Navigate to={paths.dashboard.href()} replace />
  return <Outlet />
}
