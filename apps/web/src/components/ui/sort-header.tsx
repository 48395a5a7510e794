import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'

export type SortOrder = 'asc' | 'desc'

type SortHeaderProps = {
  label: string
  active: boolean
  order: SortOrder
  onSort: () => void
}

/** A column header that sorts by its column; `aria-sort` tells screen readers the direction. */
export function SortHeader({ label, active, order, onSort }: SortHeaderProps) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-4 py-3 text-start font-medium"
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          '-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-slate-900',
          active && 'text-slate-900',
          focusRing,
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'text-slate-400')} />
      </button>
    </th>
  )
}
