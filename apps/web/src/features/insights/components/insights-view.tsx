import {
  MODERATION_PERIODS,
  type ModerationPeriod,
  type ModerationStats,
} from '@rihla/contract/moderation-stats'
import { REJECTION_REASONS, type RejectionReason } from '@rihla/contract/products'
import { type ReactNode, useId, useState } from 'react'
import { ErrorState } from '@/components/ui/error-state'
import { Panel } from '@/components/ui/panel'
import { Skeleton } from '@/components/ui/skeleton'
import type { MessageKey } from '@/i18n/en'
import { useLocale, useT } from '@/i18n/i18n'
import { formatDateTime, formatNumber, formatWait } from '@/lib/format'
import { useModerationStats } from '../api/get-moderation-stats'
import { BarList } from './bar-list'
import { DecisionsChart } from './decisions-chart'
import { ReviewersTable } from './reviewers-table'

const PERIOD_LABELS: Record<ModerationPeriod, MessageKey> = {
  week: 'insights.thisWeek',
  month: 'insights.thisMonth',
  year: 'insights.thisYear',
}

const reasonKey = (reason: string): MessageKey | null =>
  (REJECTION_REASONS as readonly string[]).includes(reason)
    ? (`insights.reason.${reason as RejectionReason}` as MessageKey)
    : null

/** One figure with its name, for the panels that give two or three. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  )
}

/** The Insights screen (decision 056): the queue's health and each reviewer's work. */
export function InsightsView() {
  const t = useT()
  const locale = useLocale()
  const selectId = useId()
  const [period, setPeriod] = useState<ModerationPeriod>('week')
  const stats = useModerationStats(period)
  const number = (n: number) => formatNumber(n, locale)
  const wait = (seconds: number | null) =>
    seconds === null ? t('insights.none') : formatWait(seconds, locale)

  const body = (render: (data: ModerationStats) => ReactNode, height = 'h-40') =>
    stats.data ? (
      render(stats.data)
    ) : (
      <div className="p-5">
        <Skeleton className={`${height} w-full`} />
      </div>
    )

  if (stats.isError && !stats.data) {
    return <ErrorState message={t('insights.failed')} onRetry={() => void stats.refetch()} />
  }
  return (
    <div className="flex flex-col gap-6" aria-busy={stats.isFetching}>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          {t('insights.period')}
        </label>
        <select
          id={selectId}
          value={period}
          onChange={(event) => setPeriod(event.target.value as ModerationPeriod)}
          className="rounded-lg border border-slate-300 bg-white py-1.5 ps-3 pe-8 text-sm text-slate-700 shadow-sm focus:border-emerald-500 focus:outline-hidden focus:ring-2 focus:ring-emerald-500/40"
        >
          {MODERATION_PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(PERIOD_LABELS[value])}
            </option>
          ))}
        </select>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('insights.backlog')}>
          {body(({ backlog }) => (
            <div className="flex flex-col gap-4 p-5">
              <p className="text-sm text-slate-600">
                {backlog.oldestAt
                  ? t('insights.backlogCaption', {
                      count: number(backlog.count),
                      since: formatDateTime(backlog.oldestAt, locale),
                    })
                  : t('insights.backlogEmpty')}
              </p>
              <BarList
                caption={t('insights.backlog')}
                labelHeader={t('insights.age')}
                valueHeader={t('insights.listings')}
                barClassName="bg-amber-500"
                items={[
                  {
                    key: 'hour',
                    label: t('insights.ageUnderHour'),
                    value: backlog.byAge.underHour,
                  },
                  { key: 'day', label: t('insights.ageUnderDay'), value: backlog.byAge.underDay },
                  {
                    key: 'three',
                    label: t('insights.ageUnderThreeDays'),
                    value: backlog.byAge.underThreeDays,
                  },
                  { key: 'older', label: t('insights.ageOlder'), value: backlog.byAge.older },
                ]}
              />
            </div>
          ))}
        </Panel>
        <Panel title={t('insights.timeToDecision')}>
          {body(({ timeToDecision }) => (
            <div className="flex flex-col gap-4 p-5">
              <p className="text-sm text-slate-600">{t('insights.timeCaption')}</p>
              <dl className="grid grid-cols-2 gap-3">
                <Figure label={t('insights.median')} value={wait(timeToDecision.p50Seconds)} />
                <Figure label={t('insights.p90')} value={wait(timeToDecision.p90Seconds)} />
              </dl>
            </div>
          ))}
        </Panel>
      </div>

      <Panel title={t('insights.decisions')}>
        {body(({ decisions }) => {
          const caption = t(
            period === 'year' ? 'insights.decisionsCaptionMonths' : 'insights.decisionsCaptionDays',
          )
          return (
            <div className="flex flex-col gap-3 p-5">
              <p className="text-sm text-slate-600">{caption}</p>
              <DecisionsChart points={decisions} caption={caption} />
            </div>
          )
        }, 'h-56')}
      </Panel>

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title={t('insights.reasons')}>
          {body(({ reasons }) =>
            reasons.length === 0 ? (
              <p className="p-5 text-sm text-slate-500">{t('insights.noReasons')}</p>
            ) : (
              <div className="p-5">
                <BarList
                  caption={t('insights.reasons')}
                  labelHeader={t('insights.reason')}
                  valueHeader={t('insights.count')}
                  barClassName="bg-rose-500"
                  items={reasons.map(({ reason, count }) => {
                    const key = reasonKey(reason)
                    return { key: reason, label: key ? t(key) : reason, value: count }
                  })}
                />
              </div>
            ),
          )}
        </Panel>
        <Panel title={t('insights.appeals')}>
          {body(({ appeals }) => (
            <div className="p-5">
              <BarList
                caption={t('insights.appeals')}
                labelHeader={t('insights.outcome')}
                valueHeader={t('insights.count')}
                barClassName="bg-sky-600"
                items={[
                  { key: 'opened', label: t('insights.appealsOpened'), value: appeals.opened },
                  { key: 'upheld', label: t('insights.appealsUpheld'), value: appeals.upheld },
                  {
                    key: 'overturned',
                    label: t('insights.appealsOverturned'),
                    value: appeals.overturned,
                  },
                ]}
              />
            </div>
          ))}
        </Panel>
        <Panel title={t('insights.signals')}>
          {body(({ signals }) => (
            <div className="p-5">
              <BarList
                caption={t('insights.signals')}
                labelHeader={t('insights.signals')}
                valueHeader={t('insights.count')}
                barClassName="bg-violet-600"
                items={[
                  { key: 'raised', label: t('insights.signalsRaised'), value: signals.raised },
                  {
                    key: 'dismissed',
                    label: t('insights.signalsDismissed'),
                    value: signals.dismissed,
                  },
                  {
                    key: 'rejected',
                    label: t('insights.signalsRejected'),
                    value: signals.rejectedWithSignal,
                  },
                ]}
              />
            </div>
          ))}
        </Panel>
      </div>

      <Panel title={t('insights.reviewers')}>
        {body(({ moderators }) => (
          <ReviewersTable reviewers={moderators} period={period} />
        ))}
      </Panel>
    </div>
  )
}
