import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/** What starts a prefetch: the pointer reaching a row's link, or the keyboard focusing it. */
export type IntentHandlers = { onPointerEnter: () => void; onFocus: () => void }

/**
 * Handlers that start a row's details call when its link is pointed at or focused, once per
 * row while the list is on screen, so the details page usually opens on an answer. `prefetch`
 * should be stable (a module-level function); it asks the query cache, which skips a fresh answer.
 * @example const intent = usePrefetchOnIntent(prefetchProduct); <Link {...intent(product.id)} />
 */
export function usePrefetchOnIntent(
  prefetch: (queryClient: QueryClient, id: number) => Promise<void>,
): (id: number) => IntentHandlers {
  const queryClient = useQueryClient()
  const started = useRef(new Set<number>())
  return useCallback(
    (id: number) => {
      const start = () => {
        if (started.current.has(id)) return
        started.current.add(id)
        void prefetch(queryClient, id)
      }
      return { onPointerEnter: start, onFocus: start }
    },
    [queryClient, prefetch],
  )
}
