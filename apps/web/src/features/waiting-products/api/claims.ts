import { type Claim, claimListSchema } from '@rihla/contract/events'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { currentUserId } from '@/lib/storage'
import { waitingProductKeys } from './waiting-product-keys'

/** Claims are renewed by their holder without an event: read them again now and then. */
const CLAIMS_REFETCH_MS = 30_000

export async function getClaims(signal?: AbortSignal): Promise<Claim[]> {
  return claimListSchema.parse(await get('/products/waiting-list/claims', { signal }))
}

export function getClaimsQueryOptions() {
  return queryOptions({
    queryKey: waitingProductKeys.claims(),
    queryFn: ({ signal }) => getClaims(signal),
    staleTime: 10_000,
    refetchInterval: CLAIMS_REFETCH_MS,
  })
}

const live = (claim: Claim) => Date.parse(claim.expiresAt) > Date.now()

/**
 * The live claims of other moderators, by product id: "being reviewed by <name>".
 * @example const others = useOthersClaims(); others.get(product.id)?.name
 */
export function useOthersClaims(): ReadonlyMap<number, Claim> {
  const me = currentUserId()
  const claims = useQuery(getClaimsQueryOptions()).data
  const byId = new Map<number, Claim>()
  for (const claim of claims ?? []) {
    if (claim.userId !== me && live(claim)) byId.set(claim.productId, claim)
  }
  return byId
}

/** Puts a claim into the cached list (an event, or the answer to our own claim). */
export function storeClaim(queryClient: QueryClient, claim: Claim) {
  queryClient.setQueryData<Claim[]>(waitingProductKeys.claims(), (list) =>
    list ? [...list.filter((c) => c.productId !== claim.productId), claim] : list,
  )
}

/** Takes a product's claim out of the cached list (released, expired, decided). */
export function forgetClaim(queryClient: QueryClient, productId: number) {
  queryClient.setQueryData<Claim[]>(waitingProductKeys.claims(), (list) =>
    list?.filter((c) => c.productId !== productId),
  )
}
