import { WaitingNotifications } from '@/features/dashboard/components/waiting-notifications'
import { useNotifications } from '@/features/notifications/api/get-notifications'
import { NotificationList } from '@/features/notifications/components/notification-list'

/** The bell: the waiting count and the person's own notifications, counted live (decision 057). */
export function Bell() {
  const notifications = useNotifications()
  return (
    <WaitingNotifications unread={notifications.data?.unread}>
      <NotificationList />
    </WaitingNotifications>
  )
}
