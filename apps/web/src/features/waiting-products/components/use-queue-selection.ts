import { useRef, useState } from 'react'
import type { Reviewed } from './use-queue-decisions'

/**
 * The products selected for a bulk decision. A selection can span pages: each selected listing
 * is kept as its row last showed it, since a bulk decision names the version shown (decision 052).
 */
export function useQueueSelection(products: readonly Reviewed[]) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set())
  const shownRows = useRef(new Map<number, Reviewed>())
  for (const product of products) shownRows.current.set(product.id, product)
  const selected = [...selectedIds].sort((a, b) => a - b)

  const select = (ids: number[], add: boolean) =>
    setSelectedIds((previous) => {
      const next = new Set(previous)
      for (const id of ids) {
        if (add) next.add(id)
        else next.delete(id)
      }
      return next
    })

  return {
    selectedIds,
    selected,
    selectedOnPage: products.filter((p) => selectedIds.has(p.id)).length,
    select,
    toggle: (id: number) => select([id], !selectedIds.has(id)),
    /** The selected listings as shown; `asNow`, those that changed since, as they are now. */
    listings: (asNow: Reviewed[]) => {
      for (const product of asNow) shownRows.current.set(product.id, product)
      return selected.flatMap((id) => shownRows.current.get(id) ?? [])
    },
  }
}
