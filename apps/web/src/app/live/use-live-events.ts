import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

/**
 * The staff event stream while the calling screen is mounted, for the roles that may read it;
 * returns the function that closes it.
 */
export function useLiveEvents(live: boolean): () => void {
  const queryClient = useQueryClient()
  const stop = useRef<() => void>(() => {})
  useEffect(() => {
    if (!live) return
    let cancelled = false
    void import('./start-live').then(({ startLive }) => {
      if (!cancelled) stop.current = startLive(queryClient)
    })
    return () => {
      cancelled = true
      stop.current()
      stop.current = () => {}
    }
  }, [live, queryClient])
  return () => stop.current()
}
