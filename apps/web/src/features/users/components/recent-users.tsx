import type { ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { Panel } from '@/components/ui/panel'
import { Skeleton } from '@/components/ui/skeleton'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useLocale, useT } from '@/i18n/i18n'
import { formatRelativeTime } from '@/lib/format'
import { RECENT_USERS_QUERY, useUsers } from '../api/get-users'
import { UserStatusBadge } from './user-status-badge'

const COUNT = RECENT_USERS_QUERY.limit
const ROW = 'flex h-16 items-center gap-3 px-5'

/** The dashboard's five newest accounts. */
export function RecentUsers({ className }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  const users = useUsers(RECENT_USERS_QUERY)
  const rows = users.data?.data

  let body: ReactNode
  if (users.isError) {
    body = (
      <ErrorState
        className="h-80"
        message={t('dashboard.recentUsersFailed')}
        onRetry={() => void users.refetch()}
      />
    )
  } else if (!rows) {
    body = (
      <ul aria-busy="true" className="divide-y divide-slate-100">
        {Array.from({ length: COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={ROW}>
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </li>
        ))}
      </ul>
    )
  } else if (rows.length === 0) {
    body = <EmptyState className="h-80" message={t('users.empty')} />
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {rows.map((user) => (
          <li key={user.id} className={ROW}>
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
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Panel
      title={t('dashboard.recentUsers')}
      className={className}
      action={
        <TextLink to={paths.users.href()} className="text-sm">
          {t('dashboard.viewAllUsers')}
        </TextLink>
      }
    >
      {body}
    </Panel>
  )
}
