import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

/**
 * The staff event stream, for the roles that may read it, while the calling screen is mounted
 * (the signed-in frame, and the welcome page outside it): its code is fetched after the first
 * screen (scripts/check-bundle.mjs). Returns the function that closes it (logout).
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
