import { Navigate, Outlet } from 'react-router'
import { paths } from '@/config/paths'
import { hasToken } from '@/lib/storage'

/** Seed access rule: every path but the public ones needs a stored token. */
export function RequireAuth() {
  if (!hasToken()) return <Navigate to={paths.login.href()} replace />
  return <Outlet />
}

/** Seed access rule: /login and /signup are only for visitors without a stored token. */
export function RequireGuest() {
  if (hasToken()) return <Navigate to={paths.dashboard.href()} replace />
  return <Outlet />
}
