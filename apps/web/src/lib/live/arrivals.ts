import { create } from 'zustand'
import { onSessionChange } from '@/lib/session-state'

/** The lists that hold new rows back behind a "N new products — show" bar. */
export type ArrivalList = 'waiting' | 'products'

type ArrivalsState = { ids: Record<ArrivalList, readonly number[]> }

/**
 * Products that arrived in a list after it was read (the event stream says so): the list keeps
 * them out of sight until the reader asks, so no row moves under the cursor.
 */
export const useArrivals = create<ArrivalsState>(() => ({ ids: { waiting: [], products: [] } }))
onSessionChange(() => useArrivals.setState({ ids: { waiting: [], products: [] } }))

/** A product arrived in `list` (its `product.create`, or an approval for the products list). */
export function addArrival(list: ArrivalList, id: number) {
  useArrivals.setState((state) =>
    state.ids[list].includes(id)
      ? state
      : { ids: { ...state.ids, [list]: [...state.ids[list], id] } },
  )
}

/** The reader asked to see them (or opened the list afresh). */
export function clearArrivals(list: ArrivalList) {
  useArrivals.setState((state) =>
    state.ids[list].length === 0 ? state : { ids: { ...state.ids, [list]: [] } },
  )
}
