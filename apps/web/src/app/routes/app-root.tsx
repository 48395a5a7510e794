import { Outlet } from 'react-router'
import { AppShell } from '@/components/layouts/app-shell'
import { ProgressBar } from '@/components/layouts/progress-bar'
import { logout } from '@/features/auth/api/logout'
import { WaitingNotifications } from '@/features/dashboard/components/waiting-notifications'
import { GlobalSearch } from '@/features/search/components/global-search'
import { isAdmin } from '@/lib/storage'

/**
 * The signed-in frame: the shared shell, with logout from the auth feature and, for admins,
 * the top-bar search and notifications (the server answers both to admins only). Another role
 * is offered only what it can use (decision 025).
 */
export function AppRoot() {
  const admin = isAdmin()
  return (
    <>
      <ProgressBar />
      <AppShell
        onLogout={logout}
        admin={admin}
        search={admin ? <GlobalSearch /> : null}
        notifications={admin ? <WaitingNotifications /> : null}
      >
        <Outlet />
      </AppShell>
    </>
  )
}
