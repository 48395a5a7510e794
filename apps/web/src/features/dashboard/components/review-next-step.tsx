import { ArrowRight, CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Panel } from '@/components/ui/panel'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useLocale, useT } from '@/i18n/i18n'
import { formatNumber } from '@/lib/format'
import { useStats } from '../api/get-stats'

const BODY = 'flex h-full min-h-48 flex-col items-start justify-center gap-4 p-5'

/**
 * A reviewer's next step: how many products wait, from the dashboard's figures, and the way into
 * the queue.
 */
export function ReviewNextStep({ className }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  const stats = useStats()
  const waiting = stats.data?.waitingProducts

  let body: ReactNode
  if (stats.isError) {
    body = (
      <ErrorState
        className="min-h-48"
        message={t('nextStep.failed')}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    )
  } else if (waiting === undefined) {
    body = (
      <div aria-busy="true" className={BODY}>
        <Skeleton className="h-9 w-16" />
        <Skeleton className="h-4 w-44" />
        <Skeleton className="h-10 w-48 rounded-lg" />
      </div>
    )
  } else if (waiting === 0) {
    body = (
      <div className={BODY}>
        <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
          {t('nextStep.caughtUp')}
        </p>
        <p className="text-sm text-slate-600">{t('nextStep.caughtUpBody')}</p>
        <ButtonLink variant="secondary" to={paths.waitingProducts.href()}>
          {t('nextStep.openQueue')}
        </ButtonLink>
      </div>
    )
  } else {
    body = (
      <div className={BODY}>
        <p>
          <span
            data-testid="waiting-count"
            className="block text-4xl font-semibold tracking-tight text-slate-900 tabular-nums"
          >
            {formatNumber(waiting, locale)}
          </span>
          <span className="mt-1 block text-sm text-slate-600">{t('nextStep.waitingCaption')}</span>
        </p>
        <ButtonLink to={paths.waitingProducts.href()} className="px-5 py-3">
          {t('nextStep.continue')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </ButtonLink>
      </div>
    )
  }

  return (
    <Panel title={t('nextStep.waitingTitle')} className={className}>
      {body}
    </Panel>
  )
}
