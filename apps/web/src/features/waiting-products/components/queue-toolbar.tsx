import { ExportButton } from '@/components/ui/export-button'
import type { SortOrder } from '@/components/ui/sort-header'
import { Spinner } from '@/components/ui/spinner'
import { countProductFilters, ProductFilters } from '@/features/products'
import { useT } from '@/i18n/i18n'
import { exportWaitingProducts } from '../api/export-waiting-products'
import {
  signalFilterOf,
  type WaitingFilterValues,
  waitingFilterQuery,
} from '../api/waiting-list-query'
import type { WaitingSortKey } from '../api/waiting-product-keys'
import { SignalFilter } from './signal-filter'
import { WaitingSortBar } from './waiting-sort-bar'

type View = { search: string; sort: WaitingSortKey; order: SortOrder; filters: WaitingFilterValues }

type QueueToolbarProps = {
  view: View
  /** From 768 px the table's headers sort. */
  wide: boolean
  busy: boolean
  onSort: (sort: WaitingSortKey, order: SortOrder) => void
  onExportError: (message: string) => void
}

/** Beside the queue's search: the narrow screens' sort, a busy sign, and the export. */
export function QueueToolbar({ view, wide, busy, onSort, onExportError }: QueueToolbarProps) {
  const t = useT()
  const { search, sort, order, filters } = view
  return (
    <div className="flex flex-wrap items-center gap-2 sm:gap-3">
      {!wide ? <WaitingSortBar sort={sort} order={order} onChange={onSort} /> : null}
      {busy ? <Spinner label={t('common.loading')} /> : null}
      <ExportButton
        onExport={() =>
          exportWaitingProducts({
            search: search || undefined,
            sort,
            order,
            ...waitingFilterQuery(filters),
          })
        }
        onError={onExportError}
      />
    </div>
  )
}

export const countQueueFilters = (filters: WaitingFilterValues) =>
  countProductFilters(filters) + (signalFilterOf(filters) ? 1 : 0)

/** The products' filters and the queue's own, the signals. */
export function QueueFilters(props: {
  value: WaitingFilterValues
  onChange: (changes: WaitingFilterValues) => void
}) {
  const signal = signalFilterOf(props.value) ?? ''
  return (
    <ProductFilters
      idPrefix="waiting-filter"
      value={props.value}
      onChange={props.onChange}
      extra={{
        controls: (
          <SignalFilter
            id="waiting-filter-signal"
            value={signal}
            onChange={(next) => props.onChange({ signal: next })}
          />
        ),
        set: signal !== '',
        cleared: { signal: '' },
      }}
    />
  )
}
