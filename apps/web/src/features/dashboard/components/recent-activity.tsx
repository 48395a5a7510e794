import { History } from 'lucide-react'
import { RecentListPanel } from '@/components/ui/recent-list-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { activitySentence } from '@/features/activity'
import { useLocale, useT } from '@/i18n/i18n'
import { formatDateTime, formatRelativeTime } from '@/lib/format'
import { RECENT_ACTIVITY_LIMIT, useActivity } from '../api/get-activity'

/** The last five admin changes from the audit log, as sentences with a relative time. */
export function RecentActivity({ className }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  const activity = useActivity(RECENT_ACTIVITY_LIMIT)

  return (
    <RecentListPanel
      title={t('activity.title')}
      className={className}
      viewAll={{ to: paths.activity.href(), label: t('activityPage.viewAll') }}
      rows={activity.data?.data}
      count={RECENT_ACTIVITY_LIMIT}
      failed={
        activity.isError
          ? { message: t('activity.failed'), onRetry: () => void activity.refetch() }
          : null
      }
      emptyMessage={t('activity.empty')}
      placeholder={
        <>
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </>
      }
      renderRow={(entry) => (
        <>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <History aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-slate-800">{activitySentence(entry, t)}</p>
            <time
              dateTime={entry.createdAt}
              title={formatDateTime(entry.createdAt, locale)}
              className="text-xs text-slate-500"
            >
              {formatRelativeTime(entry.createdAt, locale)}
            </time>
          </div>
        </>
      )}
    />
  )
}
