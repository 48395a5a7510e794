import type { ModerationStats } from '@rihla/contract/moderation-stats'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useLocale, useT } from '@/i18n/i18n'
import { saveBlob } from '@/lib/download'
import { formatNumber, formatWait } from '@/lib/format'

type Reviewer = ModerationStats['moderators'][number]

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The reviewers as CSV: headers in the screen's language, waits in whole seconds. */
export function reviewersCsv(headers: readonly string[], reviewers: readonly Reviewer[]) {
  const lines = [
    headers,
    ...reviewers.map((r) => [r.username, r.decisions, r.medianSeconds, r.undone, r.overturned]),
  ]
  // The byte-order mark lets spreadsheet programs read Arabic names as UTF-8.
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`
}

/** Each reviewer's work over the period, with its CSV (built from the figures on screen). */
export function ReviewersTable({ reviewers, period }: { reviewers: Reviewer[]; period: string }) {
  const t = useT()
  const locale = useLocale()
  const headers = [
    t('insights.reviewer'),
    t('insights.reviewerDecisions'),
    t('insights.reviewerMedian'),
    t('insights.reviewerUndone'),
    t('insights.reviewerOverturned'),
  ]
  if (reviewers.length === 0) {
    return <p className="p-5 text-sm text-slate-500">{t('insights.noReviewers')}</p>
  }
  return (
    <div className="flex flex-col gap-3 p-5">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          className="px-3 py-2"
          onClick={() =>
            saveBlob(
              new Blob(
                [
                  reviewersCsv(
                    [...headers.slice(0, 2), `${headers[2]} (s)`, ...headers.slice(3)],
                    reviewers,
                  ),
                ],
                { type: 'text/csv;charset=utf-8' },
              ),
              `reviewers-${period}.csv`,
            )
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('insights.exportReviewers')}
        </Button>
      </div>
      {/* `relative`: the scroll frame keeps a wide table from widening a phone's page. */}
      <section
        aria-label={t('insights.reviewers')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll frame takes focus so a keyboard can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t('insights.reviewers')}</caption>
          <thead className="text-slate-500">
            <tr>
              {headers.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={
                    index === 0
                      ? 'px-3 py-2 text-start font-medium'
                      : 'px-3 py-2 text-end font-medium'
                  }
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {reviewers.map((r) => (
              <tr key={r.userId} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                  {r.username}
                </th>
                <td className="px-3 py-2 text-end tabular-nums">
                  {formatNumber(r.decisions, locale)}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {r.medianSeconds === null
                    ? t('insights.none')
                    : formatWait(r.medianSeconds, locale)}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {formatNumber(r.undone, locale)}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {formatNumber(r.overturned, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
