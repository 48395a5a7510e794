import type { ModerationStats } from '@rihla/contract/moderation-stats'
import { useLocale, useT } from '@/i18n/i18n'
import { formatDay, formatMonth, formatNumber } from '@/lib/format'

type DecisionsChartProps = { points: ModerationStats['decisions']; caption: string }

/** A label under every column on a year or a week, under every fifth on a month. */
const labelEvery = (count: number) => (count > 12 ? 5 : 1)

/**
 * Approvals stacked on rejections per day or month, as boxes (decision 029): time runs in the
 * page's direction. The table beside it gives the figures to screen readers.
 */
export function DecisionsChart({ points, caption }: DecisionsChartProps) {
  const t = useT()
  const locale = useLocale()
  const byMonth = points[0]?.date.length === 7
  const label = (date: string) => (byMonth ? formatMonth(date, locale) : formatDay(date, locale))
  const max = Math.max(1, ...points.map((p) => p.approved + p.rejected))
  const every = labelEvery(points.length)
  return (
    <>
      <div aria-hidden="true" className="flex flex-col gap-2">
        <div className="flex h-48 items-end gap-0.5 border-b border-slate-200 sm:gap-1">
          {points.map((point) => (
            <div
              key={point.date}
              className="flex h-full min-w-0 flex-1 flex-col justify-end"
              title={`${label(point.date)}: ${formatNumber(point.approved, locale)} / ${formatNumber(point.rejected, locale)}`}
            >
              <div
                className="rounded-t-sm bg-emerald-600"
                style={{ height: `${(point.approved / max) * 100}%` }}
              />
              <div className="bg-rose-500" style={{ height: `${(point.rejected / max) * 100}%` }} />
            </div>
          ))}
        </div>
        <div className="flex gap-0.5 overflow-hidden text-[11px] text-slate-500 sm:gap-1">
          {points.map((point, index) => (
            <span
              key={point.date}
              className="min-w-0 flex-1 overflow-visible text-center whitespace-nowrap"
            >
              {index % every === 0 ? label(point.date) : ''}
            </span>
          ))}
        </div>
        <div className="flex flex-wrap gap-4 text-sm text-slate-600">
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-emerald-600" />
            {t('insights.approved')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-rose-500" />
            {t('insights.rejected')}
          </span>
        </div>
      </div>
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t(byMonth ? 'insights.month' : 'insights.day')}</th>
              <th scope="col">{t('insights.approved')}</th>
              <th scope="col">{t('insights.rejected')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{label(point.date)}</th>
                <td>{point.approved}</td>
                <td>{point.rejected}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
