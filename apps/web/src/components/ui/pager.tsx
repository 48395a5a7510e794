import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useLocale, useT } from '@/i18n/i18n'
import { formatNumber } from '@/lib/format'
import { Button } from './button'

/** A search that counted only part of its matches: `total` is a floor. */
export type PagerMore = {
  /** Rows a page, and rows on this one: the pager says which rows are in view. */
  limit: number
  rows: number
  /** The answer's floor: "of more than {total}". */
  total: number
  /** "Count all": asks the server for the exact count. Left out once it was asked. */
  onCountAll?: (() => void) | undefined
  /** The count was asked and the server could not finish it in time. */
  countFailed?: boolean
}

export type PagerProps = {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** Given when the total is a floor: the range in view, Next kept on, "Count all". */
  more?: PagerMore | undefined
}

/** Previous and next with the current page; no pager when there is nothing to page through. */
export function Pager({ page, totalPages, onPageChange, more }: PagerProps) {
  const t = useT()
  const locale = useLocale()
  if (totalPages <= 0) return null
  const last = Math.max(totalPages, 1)
  const first = (page - 1) * (more?.limit ?? 0) + 1
  // Isolated left to right: in an Arabic sentence "1–10" would otherwise read "10–1".
  const range = more
    ? `\u2066${formatNumber(first, locale)}–${formatNumber(first + Math.max(more.rows, 1) - 1, locale)}\u2069`
    : ''
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <Button
        variant="secondary"
        className="px-3 py-2"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {/* On phones the arrows alone keep the pager inside narrow cards; the name stays. */}
        <span className="max-sm:sr-only">{t('pager.previous')}</span>
      </Button>
      {more ? (
        // Takes what the buttons leave and wraps "Count all" under the range on a phone, so
        // Next stays on the pager's line.
        <div className="flex min-w-0 flex-1 flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm">
          <p aria-live="polite" className="whitespace-nowrap text-slate-600">
            {t('pager.rangeMore', { range, total: formatNumber(more.total, locale) })}
          </p>
          {more.countFailed ? (
            <span className="text-slate-500">{t('pager.countTooMany')}</span>
          ) : more.onCountAll ? (
            <Button variant="ghost" className="px-2 py-1 underline" onClick={more.onCountAll}>
              {t('pager.countAll')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p aria-live="polite" className="text-sm whitespace-nowrap text-slate-600">
          {t('pager.page', { page, total: last })}
        </p>
      )}
      <Button
        variant="secondary"
        className="px-3 py-2"
        disabled={!more && page >= last}
        onClick={() => onPageChange(page + 1)}
      >
        <span className="max-sm:sr-only">{t('pager.next')}</span>
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  )
}

/**
 * The pager's `more` for a list answer: given when the total is a floor, with "Count all" until the
 * exact count was asked.
 */
export function pagerMore(
  answer: { total: number; totalCapped?: true | undefined } | undefined,
  rows: number,
  view: { limit: number; exactCount: boolean },
  countAll: () => void,
): PagerMore | undefined {
  if (!answer?.totalCapped) return undefined
  return {
    limit: view.limit,
    rows,
    total: answer.total,
    onCountAll: view.exactCount ? undefined : countAll,
    countFailed: view.exactCount,
  }
}
