import { ArrowDown, ArrowUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { SortOrder } from '@/components/ui/sort-header'
import { useT } from '@/i18n/i18n'
import type { WaitingSortKey } from '../api/waiting-product-keys'
import { WAITING_COLUMNS } from './waiting-columns'

type WaitingSortBarProps = {
  sort: WaitingSortKey
  order: SortOrder
  onChange: (sort: WaitingSortKey, order: SortOrder) => void
}

/** The cards have no column headers: the same sort as a field and a direction button. */
export function WaitingSortBar({ sort, order, onChange }: WaitingSortBarProps) {
  const t = useT()
  const Icon = order === 'asc' ? ArrowUp : ArrowDown
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="waiting-sort" className="sr-only text-sm text-slate-600 sm:not-sr-only">
        {t('waiting.sortBy')}
      </label>
      <select
        id="waiting-sort"
        value={sort}
        onChange={(event) => {
          const next = WAITING_COLUMNS.find((column) => column.key === event.target.value)
          if (next) onChange(next.key, order)
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-emerald-500 focus:outline-hidden focus:ring-2 focus:ring-emerald-500/40"
      >
        {WAITING_COLUMNS.map((column) => (
          <option key={column.key} value={column.key}>
            {t(column.label)}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        className="px-2.5 py-1.5"
        aria-label={order === 'asc' ? t('waiting.sortAscending') : t('waiting.sortDescending')}
        onClick={() => onChange(sort, order === 'asc' ? 'desc' : 'asc')}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    </div>
  )
}
