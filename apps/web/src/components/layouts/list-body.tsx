import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { useMediaQuery } from '@/hooks/use-media-query'

type ListBodyProps<T> = {
  /** The list's query: a first page that failed shows `failed` with a retry. */
  query: { isError: boolean; error: unknown; refetch: () => unknown }
  rows: T[] | undefined
  failed: string
  /** No rows: a message (with "Clear search" when `onClearSearch` is given), or a whole state. */
  empty: ReactNode
  onClearSearch?: (() => void) | undefined
  /** While the first page loads; left out, `table` draws its own skeleton from null rows. */
  loading?: ReactNode
  /** Above the rows or the empty state. */
  top?: ReactNode
  table: (rows: T[] | null) => ReactNode
  /** Given, the rows as cards below 768 px. */
  cards?: (rows: T[] | null) => ReactNode
}

/** What a list screen shows of its page: failure, loading, nothing, or the rows. */
export function ListBody<T>(props: ListBodyProps<T>) {
  const { query, rows, empty, loading, top, cards } = props
  const wide = useMediaQuery('(min-width: 768px)')
  if (query.isError && !rows) {
    return (
      <ErrorState message={props.failed} error={query.error} onRetry={() => void query.refetch()} />
    )
  }
  if (!rows && loading) return loading
  let body: ReactNode
  if (rows?.length === 0) {
    body =
      typeof empty === 'string' ? (
        <EmptyState className="min-h-60" message={empty} onClearSearch={props.onClearSearch} />
      ) : (
        empty
      )
  } else body = (cards && !wide ? cards : props.table)(rows ?? null)
  return (
    <>
      {top}
      {body}
    </>
  )
}
