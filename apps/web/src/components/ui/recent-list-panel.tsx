import type { ReactNode } from 'react'
import { EmptyState } from './empty-state'
import { ErrorState } from './error-state'
import { Panel } from './panel'
import { TextLink } from './text-link'

const ROW = 'flex h-16 items-center gap-3 px-5'
const BODY = 'h-80'

type RecentListPanelProps<Row extends { id: number }> = {
  title: string
  className?: string
  /** The link to the whole list, in the panel's header. */
  viewAll: { to: string; label: string }
  /** The rows; undefined while they load. */
  rows: Row[] | undefined
  /** How many placeholder rows stand in while loading: the size of the page asked for. */
  count: number
  failed: { message: string; onRetry: () => void } | null
  emptyMessage: string
  /** The inside of one placeholder row. */
  placeholder: ReactNode
  /** The inside of one row. */
  renderRow: (row: Row) => ReactNode
}

/** A dashboard panel of a list's newest rows, with its loading, empty and failed states. */
export function RecentListPanel<Row extends { id: number }>({
  title,
  className,
  viewAll,
  rows,
  count,
  failed,
  emptyMessage,
  placeholder,
  renderRow,
}: RecentListPanelProps<Row>) {
  let body: ReactNode
  if (failed) {
    body = <ErrorState className={BODY} message={failed.message} onRetry={failed.onRetry} />
  } else if (!rows) {
    body = (
      <ul aria-busy="true" className="divide-y divide-slate-100">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={ROW}>
            {placeholder}
          </li>
        ))}
      </ul>
    )
  } else if (rows.length === 0) {
    body = <EmptyState className={BODY} message={emptyMessage} />
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id} className={ROW}>
            {renderRow(row)}
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Panel
      title={title}
      className={className}
      action={
        <TextLink to={viewAll.to} className="text-sm">
          {viewAll.label}
        </TextLink>
      }
    >
      {body}
    </Panel>
  )
}
