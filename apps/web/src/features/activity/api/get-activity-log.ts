import { type ActivityResponse, activityResponseSchema } from '@rihla/contract/activity'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { type ActivityQuery, activityKeys } from './activity-keys'

export async function getActivityLog(
  query: ActivityQuery,
  signal?: AbortSignal,
): Promise<ActivityResponse> {
  return activityResponseSchema.parse(await get('/activity', { query, signal }))
}

export function getActivityLogQueryOptions(query: ActivityQuery) {
  return queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => getActivityLog(query, signal),
    staleTime: 0,
  })
}

/**
 * A page of the audit log, newest first, filtered; the previous page stays on screen while
 * the next one loads. `enabled: false` holds the request (filters that cannot be asked yet).
 * @example const log = useActivityLog({ page: 1, limit: 10, lang: 'en', actorId: 3 })
 */
export function useActivityLog(query: ActivityQuery, { enabled = true } = {}) {
  return useQuery({
    ...getActivityLogQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled,
  })
}
