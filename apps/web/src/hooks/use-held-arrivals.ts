import { useEffect, useRef } from 'react'
import { type ArrivalList, clearArrivals, useArrivals } from '@/lib/live/arrivals'

/**
 * Keeps products that arrived after the list was read out of its rows until `show` is
 * called (the "N new products — show" bar). A row already on screen stays where it is.
 * @example const held = useHeldArrivals('waiting', products); held.rows; held.count
 */
export function useHeldArrivals<T extends { id: number }>(
  list: ArrivalList,
  rows: T[],
  refetch: () => unknown,
) {
  const arrived = useArrivals((state) => state.ids[list])
  const seen = useRef(new Set<number>())
  // A list opened afresh reads everything: nothing to hold back yet.
  useEffect(() => {
    clearArrivals(list)
  }, [list])
  const held = new Set(arrived.filter((id) => !seen.current.has(id)))
  const visible = held.size > 0 ? rows.filter((row) => !held.has(row.id)) : rows
  for (const row of visible) seen.current.add(row.id)
  return {
    rows: visible,
    count: held.size,
    show: () => {
      clearArrivals(list)
      void refetch()
    },
  }
}
