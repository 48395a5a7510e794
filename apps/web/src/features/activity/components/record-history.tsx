import type { AuditEntity } from '@rihla/contract/audit'
import { can } from '@rihla/contract/permissions'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { Panel } from '@/components/ui/panel'
import { Skeleton } from '@/components/ui/skeleton'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { role } from '@/lib/storage'
import { useActivityLog } from '../api/get-activity-log'
import { ActivityItem } from './activity-item'

const COUNT = 5

type RecordHistoryProps = {
  entity: AuditEntity
  /** The record's id from the address; null (not an id) shows nothing. */
  id: number | null
  className?: string
}

/**
 * A record's "History" on its details page: its last five audit entries, newest first, and a
 * link to all of them on the activity page. Only admins read the log, so only they see it.
 */
export function RecordHistory({ entity, id, className }: RecordHistoryProps) {
  if (id === null || !can(role(), 'activity.read')) return null
  return <History entity={entity} id={id} className={className} />
}

function History({ entity, id, className }: RecordHistoryProps & { id: number }) {
  const t = useT()
  const lang = useNameLanguage()
  const history = useActivityLog({ page: 1, limit: COUNT, lang, entity, entityId: id })
  const entries = history.data?.data
  const total = history.data?.meta.total ?? 0

  let body: ReactNode
  if (history.isError && !entries) {
    body = <ErrorState message={t('history.failed')} onRetry={() => void history.refetch()} />
  } else if (!entries) {
    body = (
      <ul aria-busy="true" className="divide-y divide-slate-100">
        {Array.from({ length: 2 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="flex h-16 items-center gap-3 px-5">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </li>
        ))}
      </ul>
    )
  } else if (entries.length === 0) {
    body = <EmptyState message={t('history.empty')} />
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} showRecord={false} />
        ))}
      </ul>
    )
  }
  const all = `${paths.activity.href()}?${new URLSearchParams({ entity, entityId: String(id) })}`
  // A person's page also leads to what they did, the activity page filtered by them.
  const byPerson = `${paths.activity.href()}?${new URLSearchParams({ actorId: String(id) })}`
  return (
    <Panel
      title={t('history.title')}
      className={className}
      action={
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {entity === 'user' ? (
            <TextLink to={byPerson} className="text-sm">
              {t('history.byPerson')}
            </TextLink>
          ) : null}
          {total > COUNT ? (
            <TextLink to={all} className="text-sm">
              {t('history.seeAll')}
            </TextLink>
          ) : null}
        </div>
      }
    >
      {body}
    </Panel>
  )
}
