import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Outlet } from 'react-router'
import { AppShell } from '@/components/layouts/app-shell'
import { ProgressBar } from '@/components/layouts/progress-bar'
import { logout } from '@/features/auth/api/logout'
import { WaitingNotifications } from '@/features/dashboard/components/waiting-notifications'
import { GlobalSearch } from '@/features/search/components/global-search'
import { isAdmin } from '@/lib/storage'
import '@/i18n/english/shell'

/**
 * The signed-in frame: the shared shell, with logout from the auth feature and, for admins,
 * the top-bar search and notifications (the server answers both to admins only). Another role
 * is offered only what it can use (decision 025).
 */
export function AppRoot() {
  const admin = isAdmin()
  const stopLive = useLiveEvents(admin)
  return (
    <>
      <ProgressBar />
      <AppShell
        onLogout={() => {
          stopLive()
          return logout()
        }}
        admin={admin}
        search={admin ? <GlobalSearch /> : null}
        notifications={admin ? <WaitingNotifications /> : null}
      >
        <Outlet />
      </AppShell>
    </>
  )
}

/**
 * The staff event stream, for admins, while the frame is mounted: its code is fetched after
 * the first screen (scripts/check-bundle.mjs). Returns the function that closes it (logout).
 */
function useLiveEvents(admin: boolean): () => void {
  const queryClient = useQueryClient()
  const stop = useRef<() => void>(() => {})
  useEffect(() => {
    if (!admin) return
    let cancelled = false
    void import('../live/start-live').then(({ startLive }) => {
      if (!cancelled) stop.current = startLive(queryClient)
    })
    return () => {
      cancelled = true
      stop.current()
      stop.current = () => {}
    }
  }, [admin, queryClient])
  return () => stop.current()
}
