import { MutationCache, QueryClient } from '@tanstack/react-query'
import { isClientError } from './api-error'

/**
 * The root of the shared figures (the dashboard's counts, the top bar's waiting badge and the
 * activity feed). Any change an admin makes can move them, so every successful mutation marks
 * them stale; only the ones on screen are read again (one request for the badge).
 */
export const figuresRoot = ['dashboard'] as const

/** 4xx answers will not change on a second try; network and 5xx failures may. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ queryKey: figuresRoot }),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  })
  return client
}
