import type { Product } from '@rihla/contract/products'
import { useT } from '@/i18n/i18n'
import type { LiveRows } from './live-labels'

export type QueueSelection = {
  selectedIds: ReadonlySet<number>
  onToggleSelect: (product: Product) => void
  /** The row the keyboard shortcuts act on. */
  focusedId: number | null
}

/** One row's checkbox, above the row's stretched link; marks the row the keys act on. */
export function RowSelect({
  product,
  selectedIds,
  onToggleSelect,
  focusedId,
  live,
}: QueueSelection & { product: Product; live?: LiveRows }) {
  const t = useT()
  return (
    <input
      type="checkbox"
      className="relative z-10 size-4 accent-emerald-700"
      aria-label={t('waiting.select', { title: product.title })}
      checked={selectedIds.has(product.id)}
      disabled={Boolean(live?.decided[product.id])}
      onChange={() => onToggleSelect(product)}
      data-focused={focusedId === product.id ? '' : undefined}
    />
  )
}

/** The time of submission as "3 hours ago", the exact date in its tooltip. */
export function WaitingSinceTime({
  iso,
  label,
  title,
}: {
  iso: string
  label: string
  title: string
}) {
  return (
    <time dateTime={iso} title={title}>
      {label}
    </time>
  )
}
