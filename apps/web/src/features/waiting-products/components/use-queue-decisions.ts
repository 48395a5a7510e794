import type { Claim } from '@rihla/contract/events'
import { readDetails } from '@rihla/contract/message-codes'
import {
  type BulkAction,
  bulkConflictSchema,
  type Product,
  type RejectBody,
  type ReviewedItem,
  reviewConflictProductSchema,
} from '@rihla/contract/products'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Outcome } from '@/components/ui/notice'
import { type UndoOffer, undoDuration } from '@/components/ui/undo-toast'
import { useLocale, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { hasToken } from '@/lib/storage'
import { useApproveProduct } from '../api/approve-product'
import { useBulkDecide } from '../api/bulk-decide'
import { decidedByFromError, storeDecidedBy } from '../api/decided-by'
import { useRejectProduct } from '../api/reject-product'
import { useUndoDecisions } from '../api/undo-decisions'
import { waitingProductKeys } from '../api/waiting-product-keys'
import type { ChangedAsk, MovedListing } from './changed-dialog'

/** A listing as a screen shows it, with the version a decision on it names (decision 052). */
export type Reviewed = Product & { version?: number | undefined }

/**
 * The listings a refused decision names as moved on (409 `product.changedSinceReview` or
 * `product.bulkChanged`), each as shown here and as it is now; null for any other failure.
 */
function movedListings(error: unknown, shown: readonly Product[]): MovedListing[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const byId = new Map(shown.map((product) => [product.id, product]))
  const withShown = (now: MovedListing['now']): MovedListing => {
    const before = byId.get(now.id)
    return before ? { shown: before, now } : { now }
  }
  if (error.code === 'product.changedSinceReview') {
    const now = reviewConflictProductSchema.safeParse(error.current)
    return now.success ? [withShown(now.data)] : null
  }
  if (error.code === 'product.bulkChanged') {
    const now = bulkConflictSchema.safeParse(error.current)
    return now.success ? now.data.products.map(withShown) : null
  }
  return null
}

/**
 * A decision that can still be taken back, as a screen hands it to the next (approve and next:
 * history state, so plain data): the ids, what the toast says, what it says once undone, and
 * the server's `undoUntil`.
 */
export type PendingUndo = {
  ids: number[]
  /** Each decided product with the version its decision answered, which the undo names. */
  items: ReviewedItem[]
  message: string
  undone: string
  until: string | null
}

/**
 * What the queue's actions come to: one approval or rejection (with its reason), a bulk one,
 * and the undo of any of them: each decision offers an undo for as long as the
 * server's `undoUntil` allows; a failure is reported as an outcome.
 */
export function useQueueDecisions({
  initialOutcome = null,
  initialUndo = null,
  onRestored,
  claimOf = () => undefined,
}: {
  /** An outcome carried from the previous screen. */
  initialOutcome?: Outcome | null
  /** A decision carried from the previous screen (approve and next), still to be undone. */
  initialUndo?: PendingUndo | null
  /** Called once decided products are back in the queue. */
  onRestored?: (ids: number[]) => void
  /** Another moderator's claim on a product, if any: approving it asks to take over first. */
  claimOf?: (id: number) => Claim | undefined
} = {}) {
  const t = useT()
  const locale = useLocale()
  const queryClient = useQueryClient()
  // A product another moderator reviews, waiting for "take over?".
  const [takeOver, setTakeOver] = useState<{ product: Reviewed; name: string } | null>(null)
  // A decision refused because the listing changed since it was shown, asked again.
  const [changed, setChanged] = useState<ChangedAsk | null>(null)
  const approval = useApproveProduct()
  const rejection = useRejectProduct()
  const bulk = useBulkDecide()
  const undoer = useUndoDecisions()
  const [outcome, setOutcome] = useState<Outcome | null>(initialOutcome)

  const toOffer = (pending: PendingUndo): UndoOffer => ({
    key: `${pending.ids.join(',')}-${pending.until ?? ''}-${Date.now()}`,
    message: pending.message,
    durationMs: undoDuration(pending.until),
    onUndo: () =>
      undoer.mutate(
        { items: pending.items },
        {
          onSuccess: () => {
            setOutcome({ tone: 'success', message: pending.undone })
            onRestored?.(pending.ids)
          },
          onError: (error) =>
            setOutcome({ tone: 'error', message: errorMessage(error, t('waiting.restoreFailed')) }),
          onSettled: () => setUndo(null),
        },
      ),
  })
  const [undo, setUndo] = useState<UndoOffer | null>(() =>
    initialUndo ? toOffer(initialUndo) : null,
  )
  const offerUndo = (pending: PendingUndo) => {
    setUndo(toOffer(pending))
    return pending
  }

  const sessionLost = () => {
    setOutcome({ tone: 'error', message: t('waiting.tokenMissing') })
    return false as const
  }

  /**
   * The listing changed since it was shown (409 with it as it is now): nothing was decided; the
   * screens read it again and the same decision is asked again on what it is now.
   */
  const changedSince = (
    shown: readonly Product[],
    error: unknown,
    decision: ChangedAsk['decision'],
    bulk = false,
  ) => {
    const listings = movedListings(error, shown)
    if (!listings) return false
    setChanged({ decision, bulk, listings })
    void queryClient.invalidateQueries({ queryKey: waitingProductKeys.all })
    return true
  }

  /** Someone decided it first (409 who and when): say so, and the screens disable it. */
  const decidedFirst = (product: Product, error: unknown) => {
    const decided = decidedByFromError(error)
    if (!decided) return false
    storeDecidedBy(product.id, decided)
    const key = decided.action === 'approve' ? 'live.decidedApproved' : 'live.decidedRejected'
    const at = formatDateTime(decided.at, locale)
    setOutcome({ tone: 'error', message: t(key, { name: decided.name, at }) })
    return true
  }

  /**
   * Approves; a product another moderator reviews asks "take over?" first (from the claims on
   * screen, or from the server's 409), and `takeOver` then approves it anyway. Answers the
   * approval's undo (data a next screen can carry on), or false when it was not approved.
   */
  const approve = async (product: Reviewed, force = false): Promise<PendingUndo | false> => {
    setOutcome(null)
    if (!hasToken()) return sessionLost()
    const claim = force ? undefined : claimOf(product.id)
    if (claim) {
      setTakeOver({ product, name: claim.name })
      return false
    }
    try {
      const answer = await approval.mutateAsync({
        id: product.id,
        version: product.version,
        takeOver: force,
      })
      setTakeOver(null)
      setChanged(null)
      return offerUndo({
        ids: [product.id],
        items: answer.version ? [{ id: product.id, version: answer.version }] : [],
        message: t('waiting.approved', { title: product.title }),
        undone: t('waiting.restored', { title: product.title }),
        until: answer.undoUntil,
      })
    } catch (error) {
      setTakeOver(null)
      setChanged(null)
      if (decidedFirst(product, error)) return false
      if (changedSince([product], error, { action: 'approve' })) return false
      const claim =
        error instanceof ApiError && error.code === 'product.claimed'
          ? readDetails(error.code, error.details)
          : undefined
      if (claim) {
        setTakeOver({ product, name: claim.name })
        return false
      }
      setOutcome({ tone: 'error', message: t('waiting.approveFailed') })
      return false
    }
  }

  /** Rejects with a reason (and a note, required with `other`); the owner reads both. */
  const reject = async (product: Reviewed, why: RejectBody) => {
    setOutcome(null)
    if (!hasToken()) return sessionLost()
    try {
      // The confirmation named who is reviewing it, so confirming is the take-over.
      const answer = await rejection.mutateAsync({
        id: product.id,
        version: product.version,
        ...why,
        takeOver: claimOf(product.id) !== undefined,
      })
      setChanged(null)
      offerUndo({
        ids: [product.id],
        items: answer.version ? [{ id: product.id, version: answer.version }] : [],
        message: t('waiting.rejected', { title: product.title }),
        undone: t('waiting.restored', { title: product.title }),
        until: answer.undoUntil,
      })
      return true
    } catch (error) {
      setChanged(null)
      if (changedSince([product], error, { action: 'reject', why })) return false
      if (!decidedFirst(product, error)) {
        // A claim taken since the confirmation (409) names the reviewer; else the seed's text.
        const claimed = error instanceof ApiError && error.code === 'product.claimed'
        const message = claimed
          ? errorMessage(error, t('waiting.rejectFailed'))
          : t('waiting.rejectFailed')
        setOutcome({ tone: 'error', message })
      }
      return false
    }
  }

  /**
   * Approves or rejects every listing in one request, each at the version shown; answers the ids
   * decided (products other moderators review are skipped by the server and reported), or null
   * when it failed (one changed since it was shown: asked again on them as they are now).
   */
  const decideMany = async (action: BulkAction, listings: Reviewed[], why?: RejectBody) => {
    setOutcome(null)
    if (!hasToken()) {
      sessionLost()
      return null
    }
    try {
      const items = listings.map(({ id, version }) => ({ id, version: version ?? 0 }))
      const answer = await bulk.mutateAsync({ action, items, ...why })
      setChanged(null)
      const decided = answer.ids
      const count = decided.length
      const skipped = answer.skipped ?? []
      const skippedText = skipped.length
        ? t('live.bulkSkipped', {
            count: skipped.length,
            list: skipped.map((s) => t('live.skippedItem', { id: s.id, name: s.name })).join(', '),
          })
        : ''
      if (count === 0) {
        setOutcome({ tone: 'error', message: skippedText })
      } else {
        const done = t(action === 'approve' ? 'waiting.bulkApproved' : 'waiting.bulkRejected', {
          count,
        })
        offerUndo({
          ids: decided,
          items: answer.items,
          message: skippedText ? `${done} ${skippedText}` : done,
          undone: t('waiting.bulkRestored', { count }),
          until: answer.undoUntil,
        })
      }
      return decided
    } catch (error) {
      setChanged(null)
      const decision = why ? { action: 'reject' as const, why } : { action: 'approve' as const }
      if (!changedSince(listings, error, decision, true)) {
        setOutcome({ tone: 'error', message: errorMessage(error, t('waiting.bulkFailed')) })
      }
      return null
    }
  }

  const busyId = approval.isPending
    ? (approval.variables?.id ?? null)
    : rejection.isPending
      ? (rejection.variables?.id ?? null)
      : null

  return {
    approve,
    reject,
    decideMany,
    /** The product waiting for "take over?", with who reviews it. */
    takeOver,
    cancelTakeOver: () => setTakeOver(null),
    /** A decision refused because the listing changed since shown, asked again. */
    changed,
    cancelChanged: () => setChanged(null),
    outcome,
    setOutcome,
    undo,
    dismissUndo: () => setUndo(null),
    undoing: undoer.isPending,
    busyId,
    rejecting: rejection.isPending || (bulk.isPending && bulk.variables?.action === 'reject'),
    bulkBusy: bulk.isPending,
  }
}
