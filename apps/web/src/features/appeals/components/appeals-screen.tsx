import type { AppealStatus } from '@rihla/contract/appeals'
import { useState } from 'react'
import { ErrorState } from '@/components/ui/error-state'
import { focusRing } from '@/components/ui/focus-ring'
import { Pager } from '@/components/ui/pager'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { useAppeals } from '../api/get-appeals'
import { AppealCard } from './appeal-card'

const STATUSES: AppealStatus[] = ['open', 'decided']

/**
 * The appeals queue (decision 057): open appeals oldest first, one card each, decided ones
 * apart; read again live when an appeal is made or decided anywhere.
 */
export function AppealsScreen() {
  const t = useT()
  const [status, setStatus] = useState<AppealStatus>('open')
  const [page, setPage] = useState(1)
  const appeals = useAppeals(status, page)
  const rows = appeals.data?.data
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('appeals.filter')}</legend>
        {STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value)
              setPage(1)
            }}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium',
              status === value
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              focusRing,
            )}
          >
            {t(value === 'open' ? 'appeals.open' : 'appeals.decided')}
          </button>
        ))}
      </fieldset>
      {appeals.isError ? (
        <ErrorState message={t('appeals.loadFailed')} onRetry={() => void appeals.refetch()} />
      ) : !rows ? (
        <p className="text-sm text-slate-500">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t(status === 'open' ? 'appeals.emptyOpen' : 'appeals.emptyDecided')}
        </p>
      ) : (
        <ul aria-label={t('appeals.listLabel')} className="flex flex-col gap-3">
          {rows.map((appeal) => (
            <AppealCard key={appeal.id} appeal={appeal} />
          ))}
        </ul>
      )}
      {appeals.data ? (
        <Pager page={page} totalPages={appeals.data.meta.totalPages} onPageChange={setPage} />
      ) : null}
    </div>
  )
}
