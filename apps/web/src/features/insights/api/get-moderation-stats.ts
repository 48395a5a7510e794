import type { ModerationPeriod, ModerationStats } from '@rihla/contract/moderation-stats'
import { moderationStatsSchema } from '@rihla/contract/moderation-stats'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { VISIT_READ_FRESH_MS } from '@/config/timing'
import { get } from '@/lib/api-client'
import { figuresRoot } from '@/lib/query-client'

export const insightsKeys = {
  moderation: (period: ModerationPeriod) => [...figuresRoot, 'moderation', period] as const,
}

export async function getModerationStats(
  period: ModerationPeriod,
  signal?: AbortSignal,
): Promise<ModerationStats> {
  return moderationStatsSchema.parse(await get(`/stats/moderation?period=${period}`, { signal }))
}

export function getModerationStatsQueryOptions(period: ModerationPeriod) {
  return queryOptions({
    queryKey: insightsKeys.moderation(period),
    queryFn: ({ signal }) => getModerationStats(period, signal),
    staleTime: VISIT_READ_FRESH_MS,
    // Another period keeps the figures in view until its own arrive.
    placeholderData: keepPreviousData,
  })
}

/**
 * The Insights figures of a period (`GET /api/stats/moderation`).
 * @example const stats = useModerationStats('month')
 */
export function useModerationStats(period: ModerationPeriod) {
  return useQuery(getModerationStatsQueryOptions(period))
}
