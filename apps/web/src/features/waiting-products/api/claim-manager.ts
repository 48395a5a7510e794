import { type Claim, claimSchema } from '@rihla/contract/events'
import type { QueryClient } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { del, post } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { forgetClaim, storeClaim } from './claims'
import { waitingProductKeys } from './waiting-product-keys'

/** Leaving a product waits this long before releasing it: list focus → details keeps it. */
const RELEASE_DELAY_MS = 400
/** Someone else holds it: ask again this often (a release event asks at once). */
const RETRY_MS = 20_000

type Timer = ReturnType<typeof setTimeout>
/** `renew`: the next take (renewal, or a retry when refused); `release`: the pending let-go. */
type Entry = {
  holders: number
  held: boolean
  /** The latest take; an older one that answers late is ignored. */
  attempt: number
  renew?: Timer
  release?: Timer
}

/** The claims this tab wants, by product id; one request at a time per product. */
const entries = new Map<number, Entry>()

async function take(queryClient: QueryClient, id: number, entry: Entry) {
  clearTimeout(entry.renew)
  const attempt = ++entry.attempt
  try {
    const claim: Claim = claimSchema.parse(await post(`/products/waiting-list/${id}/claim`, {}))
    if (entry.attempt !== attempt) return
    if (entries.get(id) !== entry) {
      // Let go while the claim was being taken (unless held again since, by a newer entry).
      if (!entries.has(id)) void del(`/products/waiting-list/${id}/claim`).catch(() => {})
      return
    }
    entry.held = true
    storeClaim(queryClient, claim)
    // Renewed at half its time, so it never lapses while the product is open.
    const left = Date.parse(claim.expiresAt) - Date.now()
    entry.renew = setTimeout(() => void take(queryClient, id, entry), Math.max(left / 2, 1000))
  } catch (error) {
    if (entry.attempt !== attempt) return
    entry.held = false
    if (entries.get(id) !== entry) return
    // Held by someone else: the list of claims says by whom; try again later.
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: waitingProductKeys.claims() })
      entry.renew = setTimeout(() => void take(queryClient, id, entry), RETRY_MS)
    }
    // 404 (decided meanwhile) and the rest: nothing to hold.
  }
}

function release(queryClient: QueryClient, id: number, entry: Entry) {
  clearTimeout(entry.renew)
  entries.delete(id)
  if (!entry.held) return
  forgetClaim(queryClient, id)
  void del(`/products/waiting-list/${id}/claim`).catch(() => {})
}

/**
 * Claims a waiting product for as long as something holds it (its details page, a row that
 * kept the keyboard focus), renewing it, and releases it a moment after the last holder let go.
 * Returns the function that lets go.
 */
export function holdClaim(queryClient: QueryClient, id: number): () => void {
  let entry = entries.get(id)
  if (!entry) {
    entry = { holders: 0, held: false, attempt: 0 }
    entries.set(id, entry)
    void take(queryClient, id, entry)
  } else if (entry.holders === 0) {
    // A pending release: keep the claim instead.
    clearTimeout(entry.release)
  }
  entry.holders++
  const own = entry
  let done = false
  return () => {
    if (done) return
    done = true
    own.holders--
    if (own.holders > 0) return
    own.release = setTimeout(() => release(queryClient, id, own), RELEASE_DELAY_MS)
  }
}

/** Someone released `id`: a holder here that was refused tries again at once. */
export function claimReleased(queryClient: QueryClient, id: number) {
  const entry = entries.get(id)
  if (entry && entry.holders > 0 && !entry.held) void take(queryClient, id, entry)
}

/** A product was decided: nothing to hold any more (the server ended the claims). */
export function claimEnded(id: number) {
  const entry = entries.get(id)
  if (!entry) return
  clearTimeout(entry.renew)
  entry.held = false
}

/** Holds the claim of `id` while the component is mounted and `active` is true. */
export function useHoldClaim(id: number | null, active = true) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (id === null || !active) return
    return holdClaim(queryClient, id)
  }, [queryClient, id, active])
}
