import { useState } from 'react'
import { ErrorState } from '@/components/ui/error-state'
import { Panel } from '@/components/ui/panel'
import { Skeleton } from '@/components/ui/skeleton'
import type { MessageKey } from '@/i18n/en'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { useStats } from '../api/get-stats'
import { SalesChart } from './sales-chart'
import { PERIODS, type Period, salesSeries } from './sales-series'

const PERIOD_LABELS: Record<Period, MessageKey> = {
  week: 'sales.thisWeek',
  month: 'sales.thisMonth',
  year: 'sales.thisYear',
}

/** Says what the bars count, since the API has daily figures for 30 days only. */
const PERIOD_CAPTIONS: Record<Period, MessageKey> = {
  week: 'sales.captionWeek',
  month: 'sales.captionMonth',
  year: 'sales.captionYear',
}

const CHART = 'h-64'

/** The seed's "sales overview", titled "New Products" for what it charts (decision 025). */
export function SalesOverview({ className }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  const stats = useStats()
  const [period, setPeriod] = useState<Period>('week')
  const series = stats.data ? salesSeries(stats.data, period, locale) : null
  const total = series?.reduce((sum, point) => sum + point.count, 0) ?? 0

  const periodSelect = (
    <select
      value={period}
      onChange={(event) => setPeriod(event.target.value as Period)}
      aria-label={t('sales.period')}
      className="rounded-lg border border-slate-300 bg-white py-1.5 ps-3 pe-8 text-sm text-slate-700 shadow-sm focus:border-emerald-500 focus:outline-hidden focus:ring-2 focus:ring-emerald-500/40"
    >
      {PERIODS.map((value) => (
        <option key={value} value={value}>
          {t(PERIOD_LABELS[value])}
        </option>
      ))}
    </select>
  )

  return (
    <Panel title={t('sales.title')} action={periodSelect} className={className}>
      <div className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm text-slate-500">{t(PERIOD_CAPTIONS[period])}</p>
          {series ? (
            <p className="text-sm font-medium text-slate-900">
              {t(total === 1 ? 'sales.totalOne' : 'sales.total', {
                count: formatNumber(total, locale),
              })}
            </p>
          ) : null}
        </div>
        {stats.isError ? (
          <ErrorState
            className={CHART}
            message={t('dashboard.statsFailed')}
            onRetry={() => void stats.refetch()}
          />
        ) : series ? (
          <>
            <div className={CHART}>
              <SalesChart data={series} seriesName={t('sales.seriesName')} />
            </div>
            {/* sr-only on a wrapper: a table keeps its content's width and widened phones' pages. */}
            <div className="sr-only">
              <table>
                <caption>{t(PERIOD_CAPTIONS[period])}</caption>
                <tbody>
                  {series.map((point) => (
                    <tr key={point.label}>
                      <th scope="row">{point.label}</th>
                      <td>{point.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <Skeleton className={cn(CHART, 'w-full')} />
        )}
      </div>
    </Panel>
  )
}
