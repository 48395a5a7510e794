import type { Product } from '@rihla/contract/products'
import { useState } from 'react'
import type { Outcome } from '@/components/ui/notice'
import type { UndoOffer } from '@/components/ui/undo-toast'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useApproveProduct } from '../api/approve-product'
import { useBulkDecide } from '../api/bulk-decide'
import { useRejectProduct } from '../api/reject-product'
import { useRestoreProducts } from '../api/restore-products'

/**
 * What the queue's actions come to: one approval or rejection, a bulk one, and the undo of a
 * rejection. Each reports its outcome; a rejection offers an undo for 10 seconds instead.
 */
export function useQueueDecisions({
  initialOutcome = null,
  onRestored,
}: {
  /** An outcome carried from the previous screen (approve and next). */
  initialOutcome?: Outcome | null
  /** Called once rejected products are back in the queue. */
  onRestored?: (ids: number[]) => void
} = {}) {
  const t = useT()
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

  const offerUndo = (ids: number[], rejected: string, restored: string) =>
    setUndo({
      key: `${ids.join(',')}-${Date.now()}`,
      message: rejected,
      onUndo: () =>
        restore.mutate(ids, {
          onSuccess: () => {
            setOutcome({ tone: 'success', message: restored })
            onRestored?.(ids)
          },
          onError: (error) =>
            setOutcome({ tone: 'error', message: errorMessage(error, t('waiting.restoreFailed')) }),
          onSettled: () => setUndo(null),
        }),
    })

  const approve = async (product: Product) => {
    setOutcome(null)
    if (!hasToken()) return sessionLost()
    try {
      await approval.mutateAsync(product.id)
      setOutcome({ tone: 'success', message: t('waiting.approved', { title: product.title }) })
      return true
    } catch {
      setOutcome({ tone: 'error', message: t('waiting.approveFailed') })
      return false
    }
  }

  const reject = async (product: Product) => {
    setOutcome(null)
    if (!hasToken()) return sessionLost()
    try {
      await rejection.mutateAsync(product.id)
      offerUndo(
        [product.id],
        t('waiting.rejected', { title: product.title }),
        t('waiting.restored', { title: product.title }),
      )
      return true
    } catch {
      setOutcome({ tone: 'error', message: t('waiting.rejectFailed') })
      return false
    }
  }

  /** Approves or rejects every id in one request; true when it went through. */
  const decideMany = async (action: 'approve' | 'reject', ids: number[]) => {
    setOutcome(null)
    if (!hasToken()) return sessionLost()
    try {
      await bulk.mutateAsync({ action, ids })
      const count = ids.length
      if (action === 'approve') {
        setOutcome({ tone: 'success', message: t('waiting.bulkApproved', { count }) })
      } else {
        offerUndo(ids, t('waiting.bulkRejected', { count }), t('waiting.bulkRestored', { count }))
      }
      return true
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, t('waiting.bulkFailed')) })
      return false
    }
  }

  const busyId = approval.isPending
    ? (approval.variables ?? null)
    : rejection.isPending
      ? (rejection.variables ?? null)
      : null

  return {
    approve,
    reject,
    decideMany,
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
