import { type Claim, claimListSchema } from '@rihla/contract/events'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { get } from '@/lib/api-client'
import { currentUserId } from '@/lib/storage'
import { waitingProductKeys } from './waiting-product-keys'

/**
 * Claims are renewed by their holder without an event (every 20 s, for 60 s): read them again
 * more often than a claim lives past its last renewal, so a renewed one never looks expired.
 */
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

/**
 * The live claims of other moderators, by product id: "being reviewed by <name>". A claim
 * whose holder went silent (no renewal, no release: a crashed browser) leaves the screen when
 * it expires, at most a minute later, without waiting for the next read.
 * @example const others = useOthersClaims(); others.get(product.id)?.name
 */
export function useOthersClaims(): ReadonlyMap<number, Claim> {
  const me = currentUserId()
  const claims = useQuery(getClaimsQueryOptions()).data
  const [now, setNow] = useState(() => Date.now())
  const byId = new Map<number, Claim>()
  let soonest = Number.POSITIVE_INFINITY
  for (const claim of claims ?? []) {
    const end = Date.parse(claim.expiresAt)
    if (claim.userId === me || !(end > Math.max(now, Date.now()))) continue
    byId.set(claim.productId, claim)
    soonest = Math.min(soonest, end)
  }
  // Shown again when the soonest of them ends (it is then left out).
  useEffect(() => {
    if (!Number.isFinite(soonest)) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(soonest - Date.now(), 0) + 50)
    return () => clearTimeout(timer)
  }, [soonest])
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
