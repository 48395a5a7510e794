import { activityResponseSchema } from '@rihla/contract/activity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

/** The newest entry of one decision in the audit log (`GET /activity`), or null when none. */
async function newest(action: 'product.approve' | 'product.reject', signal?: AbortSignal) {
  const query = { page: 1, limit: 1, entity: 'product', action }
  const [entry] = activityResponseSchema.parse(await get('/activity', { query, signal })).data
  return entry?.createdAt ?? null
}

/**
 * When the last product was approved or rejected, by anyone (null: never), read from the
 * activity log the staff already reads: no route of its own. Under the products root, so a
 * decision made here reads it again.
 */
export function getLastDecisionQueryOptions() {
  return queryOptions({
    queryKey: [...waitingProductKeys.all, 'last-decision'] as const,
    queryFn: async ({ signal }) => {
      const times = await Promise.all([
        newest('product.approve', signal),
        newest('product.reject', signal),
      ])
      const known = times.filter((time): time is string => time !== null)
      return known.length > 0
        ? known.reduce((a, b) => (Date.parse(a) > Date.parse(b) ? a : b))
        : null
    },
    staleTime: 0,
  })
}

/** @example const last = useLastDecision(); last.data // '2026-11-27T10:00:00.000Z' or null */
export function useLastDecision() {
  return useQuery({ ...getLastDecisionQueryOptions(), retry: false })
}
