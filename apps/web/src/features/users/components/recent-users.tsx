import { Avatar } from '@/components/ui/avatar'
import { RecentListPanel } from '@/components/ui/recent-list-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useLocale, useT } from '@/i18n/i18n'
import { formatRelativeTime } from '@/lib/format'
import { RECENT_USERS_QUERY, useUsers } from '../api/get-users'
import { UserStatusBadge } from './user-status-badge'

/** The dashboard's five newest accounts. */
export function RecentUsers({ className }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  const users = useUsers(RECENT_USERS_QUERY)

  return (
    <RecentListPanel
      title={t('dashboard.recentUsers')}
      className={className}
      viewAll={{ to: paths.users.href(), label: t('dashboard.viewAllUsers') }}
      rows={users.data?.data}
      count={RECENT_USERS_QUERY.limit}
      failed={
        users.isError
          ? { message: t('dashboard.recentUsersFailed'), onRetry: () => void users.refetch() }
          : null
      }
      emptyMessage={t('users.empty')}
      placeholder={
        <>
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </>
      }
      renderRow={(user) => (
        <>
          <Avatar src={user.profilePicture} name={user.username} decorative />
          <div className="min-w-0 flex-1">
            <TextLink to={paths.user.href(user.id)} dir="auto" className="block truncate text-sm">
              {user.username}
            </TextLink>
            {/* An address reads left to right in any language, at the line's start. */}
            <p dir="ltr" className="truncate text-xs text-slate-500 rtl:text-right">
              {user.email}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <UserStatusBadge isBlocked={user.isBlocked} />
            <time dateTime={user.createdAt} className="text-xs text-slate-500">
              {formatRelativeTime(user.createdAt, locale)}
            </time>
          </div>
        </>
      )}
    />
  )
}
