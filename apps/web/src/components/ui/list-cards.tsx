import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Skeleton } from './skeleton'

type ListCardsProps<T> = {
  /** Names the list for screen readers (the table's caption). */
  label: string
  /** Null while the first page loads: as many placeholder cards stand in for it. */
  rows: T[] | null
  placeholderRows: number
  rowKey: (row: T) => string | number
  /** A newer page is on its way: the cards dim. */
  busy?: boolean
  /** Before the card's text: a thumbnail or an avatar. */
  leading?: (row: T) => ReactNode
  /** The card's text: its title link first, then its fields. */
  body: (row: T) => ReactNode
  /** The row's actions, in view at the card's end (above any link covering the card). */
  actions: (row: T) => ReactNode
}

/** A list's rows as cards below 768 px, where its table would scroll sideways. */
export function ListCards<T>(props: ListCardsProps<T>) {
  const { label, rows, placeholderRows, rowKey, busy = false, leading, body, actions } = props
  if (!rows) {
    return (
      <ul aria-busy="true" aria-label={label} className="flex flex-col gap-3 p-4">
        {Array.from(
          { length: Math.min(placeholderRows, 10) },
          (_, index) => `placeholder-${index}`,
        ).map((key) => (
          <li key={key} className="flex gap-3 rounded-xl border border-slate-200 p-4">
            <Skeleton className="size-12 shrink-0 rounded-lg" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-4 w-28" />
            </div>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul
      aria-label={label}
      aria-busy={busy}
      className={cn('flex flex-col gap-3 p-4 transition-opacity', busy && 'opacity-60')}
    >
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className="flex min-w-0 items-start gap-3 rounded-xl border border-slate-200 p-4"
        >
          {leading ? <div className="shrink-0">{leading(row)}</div> : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">{body(row)}</div>
          <div className="shrink-0">{actions(row)}</div>
        </li>
      ))}
    </ul>
  )
}

/** A card's fields: names and values on two columns, wrapping long values. */
export function CardFields({ fields }: { fields: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="text-slate-500">{field.label}</dt>
          <dd className="break-words">{field.value}</dd>
        </div>
      ))}
    </dl>
  )
}
