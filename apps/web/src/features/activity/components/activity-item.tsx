import type { ActivityEntry } from '@rihla/contract/activity'
import { History } from 'lucide-react'
import { useLocale, useT } from '@/i18n/i18n'
import { formatDateTime, formatRelativeTime } from '@/lib/format'
import { ActivityChanges } from './activity-changes'
import { ActivityRecord } from './activity-record'
import { activitySentence } from './activity-sentence'

/** One entry of the log: who did what, to which record, and when; it wraps on a phone. */
export function ActivityItem({
  entry,
  showRecord = true,
}: {
  entry: ActivityEntry
  showRecord?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <li className="flex gap-3 px-4 py-3 sm:px-5" data-testid="activity-entry">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <History aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-slate-800">{activitySentence(entry, t)}</p>
        <ActivityChanges entry={entry} />
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          {showRecord ? <ActivityRecord entry={entry} /> : null}
          <time dateTime={entry.createdAt} title={formatRelativeTime(entry.createdAt, locale)}>
            {formatDateTime(entry.createdAt, locale)}
          </time>
        </div>
      </div>
    </li>
  )
}
