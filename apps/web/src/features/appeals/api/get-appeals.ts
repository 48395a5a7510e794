import {
  type AppealListResponse,
  type AppealStatus,
  appealListResponseSchema,
} from '@rihla/contract/appeals'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { appealKeys } from './appeal-keys'

export const APPEALS_PAGE_SIZE = 10

/** `GET /api/appeals`: open ones oldest first (a queue), decided ones newest first. */
export async function getAppeals(
  status: AppealStatus,
  page: number,
  signal?: AbortSignal,
): Promise<AppealListResponse> {
  const order = status === 'open' ? 'asc' : 'desc'
  const query = { status, page, limit: APPEALS_PAGE_SIZE, order }
  return appealListResponseSchema.parse(await get('/appeals', { query, signal }))
}

export function getAppealsQueryOptions(status: AppealStatus, page: number) {
  return queryOptions({
    queryKey: appealKeys.list(status, page),
    queryFn: ({ signal }) => getAppeals(status, page, signal),
  })
}

/** One page of appeals, the previous page kept on screen while the next loads. */
export function useAppeals(status: AppealStatus, page: number) {
  return useQuery({ ...getAppealsQueryOptions(status, page), placeholderData: keepPreviousData })
}
