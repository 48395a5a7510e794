import { type ActivityResponse, activityResponseSchema } from '@rihla/contract/activity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { VISIT_READ_FRESH_MS } from '@/config/timing'
import { get } from '@/lib/api-client'
import { dashboardKeys } from './dashboard-keys'

export async function getActivity(limit: number, signal?: AbortSignal): Promise<ActivityResponse> {
  return activityResponseSchema.parse(await get('/activity', { query: { limit }, signal }))
}

/** How many entries the dashboard's feed shows (its route loader asks for them too). */
export const RECENT_ACTIVITY_LIMIT = 5

export function getActivityQueryOptions(limit: number) {
  return queryOptions({
    queryKey: dashboardKeys.activity(limit),
    queryFn: ({ signal }) => getActivity(limit, signal),
    // Read on each visit, once: by the route's loader, or by the feed when it mounts.
    staleTime: VISIT_READ_FRESH_MS,
  })
}

/** The newest entries of the audit log, newest first. */
export function useActivity(limit: number) {
  return useQuery(getActivityQueryOptions(limit))
}
