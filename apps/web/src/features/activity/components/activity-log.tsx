import { ACTIVITY_PAGE_SIZE } from '@rihla/contract/activity'
import { AUDIT_ENTITIES } from '@rihla/contract/audit'
import { X } from 'lucide-react'
import { ListBody } from '@/components/layouts/list-body'
import { ListSection } from '@/components/layouts/list-panel'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import type { ListView } from '@/hooks/use-list-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { useActivityLog } from '../api/get-activity-log'
import { ACTIVITY_FILTERS, ActivityFilters } from './activity-filters'
import { ActivityItem } from './activity-item'
import { activityQuery } from './activity-query'
import { useRecordLabel } from './activity-record'

const SORTS = ['createdAt'] as const

/** The activity page's list in the URL: newest first, ten a page, filtered. */
const ACTIVITY_LIST = {
  sortKeys: SORTS,
  defaultSort: 'createdAt' as const,
  options: { defaultLimit: ACTIVITY_PAGE_SIZE, filters: ACTIVITY_FILTERS },
}

/** The page of the log a view shows; nothing is asked while its dates are the wrong way. */
function useActivityPage(view: ListView<'createdAt', (typeof ACTIVITY_FILTERS)[number]>) {
  const lang = useNameLanguage()
  const { query, rangeInvalid } = activityQuery(view.filters, view.page, view.limit, lang)
  return useActivityLog(query, { enabled: !rangeInvalid })
}

/** The activity page: the whole audit log, newest first, with every filter in the URL. */
export function ActivityLog() {
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  const recordLabel = useRecordLabel()
  const {
    view,
    setPage,
    setLimit,
    setFilters,
    query: log,
    totalPages,
  } = usePagedList(ACTIVITY_LIST, useActivityPage)
  const { query, rangeInvalid } = activityQuery(view.filters, view.page, view.limit, lang)

  const filtered = ACTIVITY_FILTERS.some((name) => view.filters[name])

  const entity = AUDIT_ENTITIES.find((e) => e === view.filters.entity)
  const recordId = Number(view.filters.entityId)
  const total = log.data?.meta.total
  return (
    <ListSection
      label={t('activityPage.title')}
      toolbar={
        <div className="flex flex-col gap-3">
          <ActivityFilters value={view.filters} onChange={setFilters} rangeInvalid={rangeInvalid} />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-500">
            {entity && query.entityId ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-700">
                  {t('activityPage.recordFilter', { record: recordLabel(entity, recordId) })}
                </span>
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  onClick={() => setFilters({ entity: '', entityId: '' })}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t('activityPage.allRecords')}
                </Button>
              </span>
            ) : (
              <span />
            )}
            {total !== undefined && !rangeInvalid ? (
              <p>
                {total === 1
                  ? t('activityPage.totalOne')
                  : t('activityPage.total', { count: formatNumber(total, locale) })}
              </p>
            ) : null}
          </div>
        </div>
      }
      pager={rangeInvalid ? null : { page: view.page, totalPages, onPageChange: (p) => setPage(p) }}
      pageSize={{ value: view.limit, defaultValue: ACTIVITY_PAGE_SIZE, onChange: setLimit }}
    >
      {rangeInvalid ? (
        <EmptyState className="min-h-60" message={t('activityPage.noMatch')} />
      ) : (
        <ListBody
          query={log}
          rows={log.data?.data}
          failed={t('activityPage.failed')}
          loading={
            <ul aria-busy="true" className="divide-y divide-slate-100">
              {Array.from({ length: Math.min(view.limit, 10) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index} className="flex h-16 items-center gap-3 px-5">
                  <Skeleton className="size-8 rounded-full" />
                  <Skeleton className="h-4 flex-1" />
                </li>
              ))}
            </ul>
          }
          empty={filtered ? t('activityPage.noMatch') : t('activityPage.empty')}
          table={(entries) => (
            <ul
              aria-busy={log.isPlaceholderData}
              className={cn(
                'divide-y divide-slate-100 transition-opacity',
                log.isPlaceholderData && 'opacity-60',
              )}
            >
              {entries?.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        />
      )}
    </ListSection>
  )
}
