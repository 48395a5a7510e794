import { type ActivityActor, activityActorsResponseSchema } from '@rihla/contract/activity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { activityKeys } from './activity-keys'

export async function getActivityActors(signal?: AbortSignal): Promise<ActivityActor[]> {
  return activityActorsResponseSchema.parse(await get('/activity/actors', { signal }))
}

/** Everyone who appears in the audit log, by name: the choices of the person filter. */
export function useActivityActors() {
  return useQuery(
    queryOptions({
      queryKey: activityKeys.actors(),
      queryFn: ({ signal }) => getActivityActors(signal),
    }),
  )
}
