import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useT } from '@/i18n/i18n'
import { Button } from './button'

type PagerProps = { page: number; totalPages: number; onPageChange: (page: number) => void }

/**
 * Previous and next with the current page: previous stops at 1, next at the last page. With
 * nothing to page through (no rows), there is no pager.
 */
export function Pager({ page, totalPages, onPageChange }: PagerProps) {
  const t = useT()
  if (totalPages <= 0) return null
  const last = Math.max(totalPages, 1)
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
      <p aria-live="polite" className="text-sm whitespace-nowrap text-slate-600">
        {t('pager.page', { page, total: last })}
      </p>
      <Button
        variant="secondary"
        className="px-3 py-2"
        disabled={page >= last}
        onClick={() => onPageChange(page + 1)}
      >
        <span className="max-sm:sr-only">{t('pager.next')}</span>
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  )
}
