import { can } from '@rihla/contract/permissions'
import { Outlet } from 'react-router'
import { AppShell } from '@/components/layouts/app-shell'
import { ProgressBar } from '@/components/layouts/progress-bar'
import { logout } from '@/features/auth/api/logout'
import { WaitingNotifications } from '@/features/dashboard/components/waiting-notifications'
import { useNotifications } from '@/features/notifications/api/get-notifications'
import { NotificationList } from '@/features/notifications/components/notification-list'
import { StepUpDialog } from '@/features/profile/components/step-up-dialog'
import { GlobalSearch } from '@/features/search/components/global-search'
import { useEnrollmentRequired } from '@/lib/enrollment'
import { role as storedRole } from '@/lib/storage'
import '@/i18n/english/shell'
import { useLiveEvents } from '../live/use-live-events'

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
        notifications={can(role, 'queue.read') ? <Bell /> : null}
      >
        <Outlet />
      </AppShell>
      <StepUpDialog />
    </>
  )
}

/** The bell: the waiting count and the person's own notifications, counted live (decision 057). */
function Bell() {
  const notifications = useNotifications()
  return (
    <WaitingNotifications unread={notifications.data?.unread}>
      <NotificationList />
    </WaitingNotifications>
  )
}
