import { Outlet } from 'react-router'
import { AppShell } from '@/components/layouts/app-shell'
import { logout } from '@/features/auth/api/logout'

/** The signed-in frame: the shared shell, with logout supplied by the auth feature. */
export function AppRoot() {
  return (
    <AppShell onLogout={logout}>
      <Outlet />
    </AppShell>
  )
}
