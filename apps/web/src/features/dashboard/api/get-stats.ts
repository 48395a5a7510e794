import type { Stats } from '@rihla/contract/stats'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { VISIT_READ_FRESH_MS } from '@/config/timing'
import { get } from '@/lib/api-client'
import { dashboardKeys } from './dashboard-keys'

export async function getStats(signal?: AbortSignal): Promise<Stats> {
  const response = await get('/stats', { signal })
  // The top bar's badge reads the figures: the schema (and zod) comes with the first answer.
  const { statsResponseSchema } = await import('@rihla/contract/stats')
  // An older server counts no rejections: read as none (a rolling deploy).
  const answerSchema = statsResponseSchema.extend({
    rejectedThisWeek: statsResponseSchema.shape.rejectedThisWeek.default(0),
  })
  return answerSchema.parse(response)
}

export function getStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: ({ signal }) => getStats(signal),
    // Figures change with every admin action elsewhere: read them again on each visit (the
    // route's loader reads them as the dashboard's code loads; the cards find that read fresh).
    staleTime: VISIT_READ_FRESH_MS,
  })
}

/**
 * The dashboard figures (`GET /api/stats`). Several screens share one cached answer.
 * @example const stats = useStats({ refetchInterval: 60_000 })
 */
export function useStats({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...getStatsQueryOptions(), refetchInterval })
}
