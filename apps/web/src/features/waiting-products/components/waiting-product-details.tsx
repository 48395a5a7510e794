import type { RejectBody } from '@rihla/contract/products'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type Outcome, OutcomeNotice } from '@/components/ui/notice'
import { UndoToast } from '@/components/ui/undo-toast'
import { paths } from '@/config/paths'
import { ProductDetailsScreen } from '@/features/products'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { parseId } from '@/lib/route-params'
import { hasToken } from '@/lib/storage'
import { useHoldClaim } from '../api/claim-manager'
import { useOthersClaims } from '../api/claims'
import { useDecidedBy } from '../api/decided-by'
import { useWaitingProduct } from '../api/get-waiting-product'
import { getWaitingProductsQueryOptions } from '../api/get-waiting-products'
import { ChangedDialog } from './changed-dialog'
import { DecidedNote, ReviewedBy } from './live-labels'
import { QueueShortcutsDialog } from './queue-shortcuts-dialog'
import { RejectDialog } from './reject-dialog'
import { EarlierRejection } from './review-labels'
import { SubmitterCard } from './submitter-card'
import { TakeOverDialog } from './take-over-dialog'
import { type PendingUndo, type Reviewed, useQueueDecisions } from './use-queue-decisions'
import { DETAILS_SHORTCUTS, useQueueShortcuts } from './use-queue-shortcuts'
import { WaitingChanges } from './waiting-changes'
import { WaitingProductActions } from './waiting-product-actions'
import { WaitingSignals } from './waiting-signals'

/** What "approve and next" hands to the next product's page: an outcome, or the undo offer. */
type CarriedState = { outcome?: Outcome; undo?: PendingUndo } | null

/**
 * A waiting product's page: the product details without the rating line, with the queue's
 * decisions (a, n, r, ? as on the list). Once decided, the product stays on screen as it was,
 * and "Next product" opens the oldest product still waiting.
 */
export function WaitingProductDetails({ id: param }: { id: string | undefined }) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const id = parseId(param)
  const tokenFound = hasToken()
  // The product as it was when decided: the server no longer lists it as waiting.
  const [decided, setDecided] = useState<Reviewed | null>(null)
  // The reject dialog, open; `duplicate` when opened by a signal's "Reject as duplicate".
  const [confirmReject, setConfirmReject] = useState<false | 'any' | 'duplicate'>(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const [moving, setMoving] = useState(false)
  const product = useWaitingProduct(id ?? 0, {
    enabled: tokenFound && id !== null && decided === null,
  })
  // Live: someone else decided it while open, or is reviewing it; while open, it is ours.
  const decidedBy = useDecidedBy(id ?? 0)
  const claim = useOthersClaims().get(id ?? 0)
  useHoldClaim(id, tokenFound && decided === null && decidedBy === undefined)
  const decisions = useQueueDecisions({
    initialOutcome: (location.state as CarriedState)?.outcome ?? null,
    initialUndo: (location.state as CarriedState)?.undo ?? null,
    // An approval carried from the previous page may be undone here: only this one comes back.
    onRestored: (ids) => {
      if (id !== null && ids.includes(id)) setDecided(null)
    },
    claimOf: (productId) => (productId === id ? claim : undefined),
  })
  const shown = decided ?? product.data
  // An owner's edit of an approved listing: what changed is highlighted.
  const changes = product.data && !decided ? product.data.changes : null

  let error: string | null = null
  if (!tokenFound) error = t('waiting.tokenMissing')
  else if (id === null) error = t('waiting.notFound')
  else if (product.isError && !decided && !(decidedBy && product.data)) {
    error =
      product.error instanceof ApiError && product.error.status === 404
        ? t('waiting.notFound')
        : t('waiting.loadDetailsFailed')
  }

  /** Opens the oldest product still waiting, or the list when none is left. */
  const openNext = async (carried: CarriedState = null) => {
    setMoving(true)
    try {
      const next = await queryClient.fetchQuery({
        ...getWaitingProductsQueryOptions({ page: 1, limit: 2, sort: 'createdAt', order: 'asc' }),
        staleTime: 0,
      })
      const nextId = next.products.find((p) => p.id !== shown?.id)?.id
      navigate(nextId ? paths.waitingProduct.href(nextId) : paths.waitingProducts.href(), {
        state: carried,
      })
    } catch {
      decisions.setOutcome({ tone: 'error', message: t('waiting.loadFailed') })
    } finally {
      setMoving(false)
    }
  }

  // "Approve and next" on a product someone reviews still opens the next once taken over.
  const nextAfterTakeOver = useRef(false)
  // `asNow`: the listing as it is now, after it changed since shown (decision 052).
  const approve = async (thenNext: boolean, takeOver = false, asNow?: Reviewed) => {
    const product = asNow ?? shown
    if (!product || decided || decidedBy) return
    nextAfterTakeOver.current = thenNext
    const undo = await decisions.approve(product, takeOver)
    if (!undo) return
    setDecided(product)
    // The next page offers the undo of this approval for what is left of its window.
    if (thenNext) await openNext({ undo })
  }

  const reject = async (why: RejectBody, asNow?: Reviewed) => {
    const product = asNow ?? shown
    if (product && (await decisions.reject(product, why))) setDecided(product)
    setConfirmReject(false)
  }

  const busy = decisions.busyId !== null || moving
  const idle = !confirmReject && !helpOpen && !busy && !decisions.takeOver && !decisions.changed
  useQueueShortcuts(Boolean(shown) && !decided && !decidedBy && idle, {
    onApprove: () => void approve(false),
    onApproveNext: () => void approve(true),
    onReject: () => {
      decisions.setOutcome(null)
      setConfirmReject('any')
    },
    onHelp: () => setHelpOpen(true),
  })

  return (
    <>
      <ProductDetailsScreen
        backTo={paths.waitingProducts.href()}
        backLabel={t('waiting.back')}
        error={error}
        product={shown}
        showRating={false}
        changed={changes ? { fields: changes.fields, label: t('waiting.changedBadge') } : undefined}
        aside={product.data ? <SubmitterCard product={product.data} /> : null}
        actions={
          <>
            {changes && product.data ? (
              <WaitingChanges product={product.data} changes={changes} />
            ) : null}
            {shown?.resubmitted && shown.rejection ? (
              <EarlierRejection rejection={shown.rejection} />
            ) : null}
            {product.data && !decided ? (
              <WaitingSignals
                product={product.data}
                disabled={busy || decidedBy !== undefined}
                onRejectDuplicate={() => {
                  decisions.setOutcome(null)
                  setConfirmReject('duplicate')
                }}
                onOutcome={decisions.setOutcome}
              />
            ) : null}
            <OutcomeNotice
              outcome={decisions.outcome}
              onDismiss={() => decisions.setOutcome(null)}
            />
            {decidedBy && !decided ? (
              <p
                role="status"
                className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5"
              >
                <DecidedNote decided={decidedBy} className="text-sm" />
              </p>
            ) : claim && !decided ? (
              <p
                role="status"
                className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5"
              >
                <ReviewedBy name={claim.name} className="text-sm" />
              </p>
            ) : null}
            <WaitingProductActions
              decided={decided !== null}
              locked={decidedBy !== undefined}
              busy={busy}
              onApprove={() => void approve(false)}
              onApproveNext={() => void approve(true)}
              onReject={() => {
                decisions.setOutcome(null)
                setConfirmReject('any')
              }}
              onNext={() => void openNext()}
              onShortcuts={() => setHelpOpen(true)}
            />
          </>
        }
      />
      <RejectDialog
        open={confirmReject !== false}
        title={t('waiting.rejectTitle')}
        message={
          claim
            ? `${t('waiting.rejectConfirm', { title: shown?.title ?? '' })} ${t('live.rejectClaimed', { name: claim.name })}`
            : t('waiting.rejectConfirm', { title: shown?.title ?? '' })
        }
        confirmLabel={t('waiting.reject')}
        // A rejection as a duplicate starts on that reason, each time.
        subject={`${shown?.id ?? ''}${confirmReject === 'duplicate' ? ':duplicate' : ''}`}
        initialReason={confirmReject === 'duplicate' ? 'duplicate' : undefined}
        busy={decisions.rejecting}
        onConfirm={(why) => void reject(why)}
        onCancel={() => setConfirmReject(false)}
      />
      <TakeOverDialog
        ask={decisions.takeOver}
        busy={decisions.busyId !== null}
        onConfirm={() => void approve(nextAfterTakeOver.current, true)}
        onCancel={decisions.cancelTakeOver}
      />
      <ChangedDialog
        ask={decisions.changed}
        busy={busy || decisions.rejecting}
        onConfirm={({ decision, listings }) => {
          const now = listings[0]?.now
          if (!now) return
          if (decision.action === 'reject') void reject(decision.why, now)
          else void approve(nextAfterTakeOver.current, false, now)
        }}
        onCancel={decisions.cancelChanged}
      />
      <QueueShortcutsDialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        shortcuts={DETAILS_SHORTCUTS}
      />
      <UndoToast
        offer={decisions.undo}
        undoing={decisions.undoing}
        onDismiss={decisions.dismissUndo}
      />
    </>
  )
}
