import {
  type WaitingListResponse,
  waitingListItemSchema,
  waitingListResponseSchema,
} from '@rihla/contract/products'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { get } from '@/lib/api-client'
import { type WaitingProductsQuery, waitingProductKeys } from './waiting-product-keys'

// An older server names no submitter on the list's rows, or no signals: read as none (a
// rolling deploy).
const answerSchema = waitingListResponseSchema.extend({
  products: z.array(
    waitingListItemSchema.extend({
      submitter: waitingListItemSchema.shape.submitter.default(null),
      signalKinds: waitingListItemSchema.shape.signalKinds.default([]),
    }),
  ),
})

export async function getWaitingProducts(
  query: WaitingProductsQuery,
  signal?: AbortSignal,
): Promise<WaitingListResponse> {
  return answerSchema.parse(await get('/products/waiting-list', { query, signal }))
}

export function getWaitingProductsQueryOptions(query: WaitingProductsQuery) {
  return queryOptions({
    queryKey: waitingProductKeys.list(query),
    queryFn: ({ signal }) => getWaitingProducts(query, signal),
  })
}

/**
 * A page of the approval queue; the previous page stays on screen while the next one loads.
 * @example const queue = useWaitingProducts({ page: 1, limit: 2 })
 */
export function useWaitingProducts(query: WaitingProductsQuery) {
  return useQuery({ ...getWaitingProductsQueryOptions(query), placeholderData: keepPreviousData })
}
