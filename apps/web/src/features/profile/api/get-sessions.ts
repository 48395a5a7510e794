import { type SessionList, sessionListSchema } from '@rihla/contract/sessions'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'

export const sessionKeys = { all: ['sessions'] as const }

export async function getSessions(signal?: AbortSignal): Promise<SessionList> {
  return sessionListSchema.parse(await get('/auth/sessions', { signal }))
}

export const sessionsQuery = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: ({ signal }) => getSessions(signal) })

/** The signed-in person's live sessions, the latest first; `current` marks this one. */
export function useSessions() {
  return useQuery(sessionsQuery())
}
