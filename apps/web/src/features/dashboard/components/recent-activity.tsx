import { History } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { Panel } from '@/components/ui/panel'
import { Skeleton } from '@/components/ui/skeleton'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { activitySentence } from '@/features/activity'
import { useLocale, useT } from '@/i18n/i18n'
import { formatDateTime, formatRelativeTime } from '@/lib/format'
import { RECENT_ACTIVITY_LIMIT, useActivity } from '../api/get-activity'

const COUNT = RECENT_ACTIVITY_LIMIT
const ROW = 'flex h-16 items-center gap-3 px-5'
const BODY = 'h-80'

/** The last five admin changes from the audit log, as sentences with a relative time. */
export function RecentActivity({ className }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  const activity = useActivity(COUNT)
  const entries = activity.data?.data

  let body: ReactNode
  if (activity.isError) {
    body = (
      <ErrorState
        className={BODY}
        message={t('activity.failed')}
        onRetry={() => void activity.refetch()}
      />
    )
  } else if (!entries) {
    body = (
      <ul aria-busy="true" className="divide-y divide-slate-100">
        {Array.from({ length: COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={ROW}>
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </li>
        ))}
      </ul>
    )
  } else if (entries.length === 0) {
    body = <EmptyState className={BODY} message={t('activity.empty')} />
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.id} className={ROW}>
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
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Panel
      title={t('activity.title')}
      className={className}
      action={
        <TextLink to={paths.activity.href()} className="text-sm">
          {t('activityPage.viewAll')}
        </TextLink>
      }
    >
      {body}
    </Panel>
  )
}
