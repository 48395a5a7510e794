import type { Claim } from '@rihla/contract/events'
import type { Product, RejectionReason } from '@rihla/contract/products'
import { useState } from 'react'
import type { Outcome } from '@/components/ui/notice'
import type { UndoOffer } from '@/components/ui/undo-toast'
import { useLocale, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { hasToken } from '@/lib/storage'
import { useApproveProduct } from '../api/approve-product'
import { useBulkDecide } from '../api/bulk-decide'
import { decidedByFromError, storeDecidedBy } from '../api/decided-by'
import { useRejectProduct } from '../api/reject-product'
import { type RestoreVia, useRestoreProducts } from '../api/restore-products'

/**
 * What the queue's actions come to: one approval or rejection, a bulk one, and the undo of a
 * rejection. Each reports its outcome; a rejection offers an undo for 10 seconds instead.
 */
export function useQueueDecisions({
  initialOutcome = null,
  onRestored,
  claimOf = () => undefined,
}: {
  /** An outcome carried from the previous screen (approve and next). */
  initialOutcome?: Outcome | null
  /** Called once rejected products are back in the queue. */
  onRestored?: (ids: number[]) => void
  /** Another moderator's claim on a product, if any: approving it asks to take over first. */
  claimOf?: (id: number) => Claim | undefined
} = {}) {
  const t = useT()
  const locale = useLocale()
  // A product another moderator reviews, waiting for "take over?".
  const [takeOver, setTakeOver] = useState<{ product: Product; name: string } | null>(null)
  const approval = useApproveProduct()
  const rejection = useRejectProduct()
  const bulk = useBulkDecide()
  const restore = useRestoreProducts()
  const [outcome, setOutcome] = useState<Outcome | null>(initialOutcome)
  const [undo, setUndo] = useState<UndoOffer | null>(null)

  const sessionLost = () => {
    setOutcome({ tone: 'error', message: t('waiting.tokenMissing') })
    return false
  }

  const offerUndo = (ids: number[], rejected: string, restored: string, via?: RestoreVia) =>
    setUndo({
      key: `${ids.join(',')}-${Date.now()}`,
      message: rejected,
      onUndo: () =>
        restore.mutate(via ? { ids, via } : { ids }, {
          onSuccess: () => {
            setOutcome({ tone: 'success', message: restored })
            onRestored?.(ids)
          },
          onError: (error) =>
            setOutcome({ tone: 'error', message: errorMessage(error, t('waiting.restoreFailed')) }),
          onSettled: () => setUndo(null),
        }),
    })

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
   * screen, or from the server's 409), and `takeOver` then approves it anyway.
   */
  const approve = async (product: Product, force = false) => {
    setOutcome(null)
    if (!hasToken()) return sessionLost()
    const claim = force ? undefined : claimOf(product.id)
    if (claim) {
      setTakeOver({ product, name: claim.name })
      return false
    }
    try {
      await approval.mutateAsync({ id: product.id, takeOver: force })
      setTakeOver(null)
      setOutcome({ tone: 'success', message: t('waiting.approved', { title: product.title }) })
      return true
    } catch (error) {
      setTakeOver(null)
      if (decidedFirst(product, error)) return false
      if (error instanceof ApiError && error.code === 'product.claimed' && error.details?.[0]) {
        setTakeOver({ product, name: error.details[0] })
        return false
      }
      setOutcome({ tone: 'error', message: t('waiting.approveFailed') })
      return false
    }
  }

  const reject = async (product: Product) => {
    setOutcome(null)
    if (!hasToken()) return sessionLost()
    try {
      // The confirmation named who is reviewing it, so confirming is the take-over.
      await rejection.mutateAsync({ id: product.id, takeOver: claimOf(product.id) !== undefined })
      offerUndo(
        [product.id],
        t('waiting.rejected', { title: product.title }),
        t('waiting.restored', { title: product.title }),
      )
      return true
    } catch (error) {
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
   * Approves or rejects every id in one request; answers the ids decided (products other
   * moderators review are skipped by the server and reported), or null when it failed.
   */
  const decideMany = async (
    action: 'approve' | 'reject',
    ids: number[],
    why?: { reason: RejectionReason; note?: string },
  ) => {
    setOutcome(null)
    if (!hasToken()) {
      sessionLost()
      return null
    }
    try {
      const answer = await bulk.mutateAsync({ action, ids, ...why })
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
      } else if (action === 'approve') {
        const done = t('waiting.bulkApproved', { count })
        setOutcome({ tone: 'success', message: skippedText ? `${done} ${skippedText}` : done })
      } else {
        const done = t('waiting.bulkRejected', { count })
        offerUndo(
          decided,
          skippedText ? `${done} ${skippedText}` : done,
          t('waiting.bulkRestored', { count }),
          'undo',
        )
      }
      return decided
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, t('waiting.bulkFailed')) })
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
    outcome,
    setOutcome,
    undo,
    dismissUndo: () => setUndo(null),
    undoing: restore.isPending,
    busyId,
    rejecting: rejection.isPending || (bulk.isPending && bulk.variables?.action === 'reject'),
    bulkBusy: bulk.isPending,
  }
}
