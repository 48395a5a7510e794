import { type MyProductListResponse, myProductListResponseSchema } from '@rihla/contract/appeals'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { type MyListingsQuery, myListingsKeys } from './my-listings-keys'

export async function getMyListings(
  query: MyListingsQuery,
  signal?: AbortSignal,
): Promise<MyProductListResponse> {
  return myProductListResponseSchema.parse(await get('/products/mine', { query, signal }))
}

export function getMyListingsQueryOptions(query: MyListingsQuery) {
  return queryOptions({
    queryKey: myListingsKeys.list(query),
    queryFn: ({ signal }) => getMyListings(query, signal),
  })
}

/**
 * A page of the signed-in person's own listings, any status unless `status` says. The previous
 * page stays on screen while the next one loads.
 * @example const listings = useMyListings({ page: 1, limit: 10, status: 'rejected', sort: 'createdAt', order: 'desc' })
 */
export function useMyListings(query: MyListingsQuery) {
  return useQuery({ ...getMyListingsQueryOptions(query), placeholderData: keepPreviousData })
}
