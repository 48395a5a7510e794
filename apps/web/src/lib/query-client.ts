import { QueryClient } from '@tanstack/react-query'
import { isClientError } from './api-error'

/** 4xx answers will not change on a second try; network and 5xx failures may. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  })
}
