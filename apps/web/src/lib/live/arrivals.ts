import { create } from 'zustand'
import { onSessionChange } from '@/lib/session-state'

/**
 * The lists that hold new rows back behind a "N new products — show" bar: the waiting
 * products, the catalogue, and the rejected listings (the products screen filtered on them).
 */
export type ArrivalList = 'waiting' | 'products' | 'rejected'

type ArrivalsState = { ids: Record<ArrivalList, readonly number[]> }

const NONE: ArrivalsState['ids'] = { waiting: [], products: [], rejected: [] }

/**
 * Products that arrived in a list after it was read (the event stream says so): the list keeps
 * them out of sight until the reader asks, so no row moves under the cursor.
 */
export const useArrivals = create<ArrivalsState>(() => ({ ids: NONE }))
onSessionChange(() => useArrivals.setState({ ids: NONE }))

/**
 * A product arrived in `list` (its `product.create`, an approval for the products list, a
 * rejection for the rejected one).
 */
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
