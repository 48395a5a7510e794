import {
  CLAIM_RENEW_MS,
  type Claim,
  type ClaimBody,
  claimTakenSchema,
} from '@rihla/contract/events'
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
/** A take answered without a token (an older server) is held all the same. */
const takenSchema = claimTakenSchema.partial({ releaseToken: true })

type Timer = ReturnType<typeof setTimeout>
/** `renew`: the next take (renewal, or a retry when refused); `release`: the pending let-go. */
type Entry = {
  queryClient: QueryClient
  holders: number
  held: boolean
  /** What ends the claim without the Authorization header: a closing tab's beacon. */
  releaseToken?: string
  /** A renewal came due while the page was hidden: renewed once it shows again. */
  paused?: boolean
  /** The latest take; an older one that answers late is ignored. */
  attempt: number
  renew?: Timer
  release?: Timer
}

/** The claims this tab wants, by product id; one request at a time per product. */
const entries = new Map<number, Entry>()

/**
 * The next renewal: every `CLAIM_RENEW_MS` (20 s; the server keeps a claim 60 s), sooner for a
 * shorter claim, and none while the page is hidden: a tab left in the background
 * lets its claims lapse within a minute, and renews them as soon as it shows again.
 */
function scheduleRenewal(id: number, entry: Entry, left: number) {
  entry.renew = setTimeout(
    () => {
      if (document.visibilityState === 'hidden') entry.paused = true
      else void take(entry.queryClient, id, entry)
    },
    Math.max(Math.min(CLAIM_RENEW_MS, left / 3), 1000),
  )
}

async function take(queryClient: QueryClient, id: number, entry: Entry) {
  clearTimeout(entry.renew)
  entry.paused = false
  listenToThePage()
  const attempt = ++entry.attempt
  try {
    const taken = takenSchema.parse(
      await post(`/products/waiting-list/${id}/claim`, {} satisfies ClaimBody),
    )
    const { releaseToken, ...claim } = taken
    if (entry.attempt !== attempt) return
    if (entries.get(id) !== entry) {
      // Let go while the claim was being taken (unless held again since, by a newer entry).
      if (!entries.has(id)) void del(`/products/waiting-list/${id}/claim`).catch(() => {})
      return
    }
    entry.held = true
    entry.releaseToken = releaseToken
    storeClaim(queryClient, claim satisfies Claim)
    scheduleRenewal(id, entry, Date.parse(claim.expiresAt) - Date.now())
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
    entry = { queryClient, holders: 0, held: false, attempt: 0 }
    entries.set(id, entry)
    void take(queryClient, id, entry)
  } else if (entry.holders === 0) {
    // A pending release: keep the claim instead, or take it again if a decision ended it
    // meanwhile (the product came back with an undo, and its page opened within the delay).
    clearTimeout(entry.release)
    if (!entry.held) void take(queryClient, id, entry)
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

/**
 * Forgets every claim at once without a word to the server: their renewals, retries and
 * pending releases stop, and a take still in flight is ignored when it answers. For tests
 * (testing/setup.ts, after each test): the page and this module outlive a test, and a claim it
 * left would call the next test's `fetch`.
 */
export function forgetAllClaims() {
  for (const entry of entries.values()) {
    clearTimeout(entry.renew)
    clearTimeout(entry.release)
    entry.attempt++
  }
  entries.clear()
}

const releasePath = (id: number) => `/api/products/waiting-list/${id}/claim/release`

/**
 * The tab goes away (closed, reloaded, another site, or into the back-forward cache): each
 * claim held is released with a beacon, which the browser sends even as the page unloads. A
 * beacon carries no Authorization header; the claim's release token is its body (text/plain),
 * the server's proof of whose claim it is.
 */
function onPageHide() {
  for (const [id, entry] of entries) {
    clearTimeout(entry.renew)
    if (!entry.held || !entry.releaseToken) continue
    let sent = false
    try {
      sent = navigator.sendBeacon(releasePath(id), entry.releaseToken)
    } catch {
      sent = false
    }
    // Without a beacon (refused, or none in this browser), the claim lapses within a minute.
    if (sent) entry.held = false
  }
}

/** Back from the back-forward cache, or shown again: what is still held here is taken again. */
function onPageShow(event: PageTransitionEvent) {
  if (!event.persisted) return
  for (const [id, entry] of entries) {
    if (entry.holders > 0) void take(entry.queryClient, id, entry)
  }
}

function onVisibilityChange() {
  if (document.visibilityState !== 'visible') return
  for (const [id, entry] of entries) {
    if (entry.paused && entry.holders > 0) void take(entry.queryClient, id, entry)
  }
}

let listening = false
/** Listens to the page's life once, from the first claim on. */
function listenToThePage() {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('pagehide', onPageHide)
  window.addEventListener('pageshow', onPageShow)
  document.addEventListener('visibilitychange', onVisibilityChange)
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
