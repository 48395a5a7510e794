import type { Key, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Skeleton } from './skeleton'
import { SortHeader, type SortOrder } from './sort-header'

/** One column: its header, the server's sort key when it sorts, and how a row fills its cell. */
export type DataTableColumn<Row, SortKey extends string> = {
  /** Identifies the column among its siblings (React key). */
  id: string
  header: string
  /** Given, the header is a sort button for this key. */
  sortKey?: SortKey
  cell: (row: Row) => ReactNode
  /** Added to the table's cell class for this column's cells. */
  className?: string
  /** The skeleton's size class in this column while the first page loads. */
  placeholder?: string
}

type DataTableProps<Row, SortKey extends string> = {
  /** Read by screen readers only. */
  caption: string
  columns: ReadonlyArray<DataTableColumn<Row, SortKey>>
  /** Null while the first page loads: `placeholderRows` rows of the same height stand in. */
  rows: readonly Row[] | null
  rowKey: (row: Row) => Key
  sort: SortKey
  order: SortOrder
  onSort: (key: SortKey) => void
  /** Fades the rows while a new page loads; left out, the table has no `aria-busy`. */
  busy?: boolean
  placeholderRows?: number
  /** The base class of every cell. */
  cellClassName: string
  /** Added to every row, placeholder rows included. */
  rowClassName?: string
  /** Added to the scrolling wrapper. */
  className?: string
  /** A last column of row actions, headed by a label only screen readers read. */
  actions?: {
    label: string
    cell: (row: Row) => ReactNode
    className?: string
    /** The skeleton's size class while loading; left out, the placeholder cell stays empty. */
    placeholder?: string
  }
}

// Whole class names, so that Tailwind finds them in the source.
const HEADER = 'px-4 py-3'
const ROW = 'border-t border-slate-100'

/** A sortable table: `aria-sort` headers, skeleton rows while loading, an optional actions column. */
export function DataTable<Row, SortKey extends string>(props: DataTableProps<Row, SortKey>) {
  const { caption, columns, rows, rowKey, sort, order, onSort, busy, actions } = props
  const { cellClassName, rowClassName } = props
  return (
    // `relative`: the sr-only texts in headers are absolute; without it they escape the scroll
    // frame and widen the whole page on a phone.
    <div className={cn('relative overflow-x-auto', props.className)}>
      <table
        aria-busy={busy === undefined ? undefined : busy || rows === null}
        className={cn('w-full text-sm text-slate-700 transition-opacity', busy && 'opacity-60')}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => {
              const { sortKey } = column
              return sortKey === undefined ? (
                <th key={column.id} scope="col" className={cn(HEADER, 'text-start font-medium')}>
                  {column.header}
                </th>
              ) : (
                <SortHeader
                  key={column.id}
                  label={column.header}
                  active={sort === sortKey}
                  order={order}
                  onSort={() => onSort(sortKey)}
                />
              )
            })}
            {actions ? (
              <th scope="col" className={HEADER}>
                <span className="sr-only">{actions.label}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows === null
            ? Array.from({ length: props.placeholderRows ?? 0 }, (_, index) => (
                // Keys that cannot equal a row's id: React would otherwise reuse a placeholder
                // row for the loaded row of the same key and move it, a layout shift (CLS).
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={`placeholder-${index}`} className={cn(ROW, rowClassName)}>
                  {columns.map((column) => (
                    <td key={column.id} className={cellClassName}>
                      <Skeleton className={column.placeholder} />
                    </td>
                  ))}
                  {actions?.placeholder ? (
                    <td className={cellClassName}>
                      <Skeleton className={actions.placeholder} />
                    </td>
                  ) : actions ? (
                    <td />
                  ) : null}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className={cn(ROW, rowClassName, 'hover:bg-slate-50')}>
                  {columns.map((column) => (
                    <td key={column.id} className={cn(cellClassName, column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions ? (
                    <td className={cn(cellClassName, 'text-end', actions.className)}>
                      {actions.cell(row)}
                    </td>
                  ) : null}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}
