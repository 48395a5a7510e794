import {
  productChangesSchema,
  rejectionSchema,
  submitterSchema,
  type WaitingProduct,
  waitingProductSchema,
} from '@rihla/contract/products'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { waitingProductKeys } from './waiting-product-keys'

// An older server sends no `changes`, `submitter`, `rejection`,
// `resubmitted` or `signals`: read as none (a rolling deploy).
const answerSchema = waitingProductSchema.extend({
  changes: productChangesSchema.nullable().default(null),
  submitter: submitterSchema.nullable().default(null),
  rejection: rejectionSchema.nullable().default(null),
  resubmitted: z.boolean().default(false),
  signals: waitingProductSchema.shape.signals.default([]),
})

/**
 * With what its owner changed since it was approved or submitted (`changes`, null for none),
 * and its version from the ETag, which a decision on it names (decision 052).
 */
export function getWaitingProduct(
  id: number,
  signal?: AbortSignal,
): Promise<Versioned<WaitingProduct>> {
  return requestVersioned(`/products/waiting-list/${id}`, answerSchema, { signal })
}

export function getWaitingProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: waitingProductKeys.detail(id),
    queryFn: ({ signal }) => getWaitingProduct(id, signal),
  })
}

/** Starts reading a waiting product ahead of its page (a row's link pointed at or focused). */
export function prefetchWaitingProduct(queryClient: QueryClient, id: number): Promise<void> {
  return queryClient.prefetchQuery(getWaitingProductQueryOptions(id))
}

/** One product of the approval queue (404 once it is approved or rejected). */
export function useWaitingProduct(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWaitingProductQueryOptions(id), enabled })
}
