import { can } from '@rihla/contract/permissions'
import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { AppShell } from '@/components/layouts/app-shell'
import { ProgressBar } from '@/components/layouts/progress-bar'
import { logout } from '@/features/auth/api/logout'
import { StepUpDialog } from '@/features/profile/components/step-up-dialog'
import { GlobalSearch } from '@/features/search/components/global-search'
import { useEnrollmentRequired } from '@/lib/enrollment'
import { role as storedRole } from '@/lib/storage'
import '@/i18n/english/shell'
import { useLiveEvents } from '../live/use-live-events'

// The bell (the waiting count and one's notifications) loads just after the frame: the
// frame's first load stays within budget (decision 057).
const Bell = lazy(async () => ({ default: (await import('./bell')).Bell }))

/**
 * The signed-in frame: the shell with logout and, for the roles that may use them, the search,
 * notifications and live events (decisions 025, 031).
 */
export function AppRoot() {
  // Until a staff account that must enroll has a second factor, the server refuses the
  // frame's figures, search and events too (403): the frame asks for none of them.
  const role = useEnrollmentRequired() ? null : storedRole()
  const stopLive = useLiveEvents(can(role, 'events.live'))
  return (
    <>
      <ProgressBar />
      <AppShell
        onLogout={() => {
          stopLive()
          return logout()
        }}
        userRole={role}
        search={can(role, 'search') ? <GlobalSearch /> : null}
        notifications={
          can(role, 'queue.read') ? (
            <Suspense fallback={null}>
              <Bell />
            </Suspense>
          ) : null
        }
      >
        <Outlet />
      </AppShell>
      <StepUpDialog />
    </>
  )
}
