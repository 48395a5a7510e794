import type { Product } from '@rihla/contract/products'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { type Outcome, OutcomeNotice } from '@/components/ui/notice'
import { type UndoOffer, UndoToast } from '@/components/ui/undo-toast'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { parseId } from '@/lib/route-params'
import { hasToken } from '@/lib/storage'
import { useDeleteProduct } from '../api/delete-product'
import { useProduct } from '../api/get-product'
import { useRestoreProduct } from '../api/restore-product'
import { ProductDetailsActions } from './product-details-actions'
import { ProductDetailsScreen } from './product-details-screen'

/**
 * An approved product's page, with the seed's three failures, each under the back link, and
 * the row menu's actions: flags, rating, and delete (asked first, undone for 10 seconds).
 */
export function ProductDetails({ id: param }: { id: string | undefined }) {
  const t = useT()
  const id = parseId(param)
  const tokenFound = hasToken()
  // The product as it was when deleted: it stays on screen while the undo is offered.
  const [deleted, setDeleted] = useState<Product | null>(null)
  const [confirming, setConfirming] = useState(false)
  // A save elsewhere (the edit form) says what it did here, where its result is shown.
  const location = useLocation()
  const [outcome, setOutcome] = useState<Outcome | null>(
    () => (location.state as { outcome?: Outcome } | null)?.outcome ?? null,
  )
  const [undo, setUndo] = useState<UndoOffer | null>(null)
  const product = useProduct(id ?? 0, { enabled: tokenFound && id !== null && !deleted })
  const deletion = useDeleteProduct()
  const restoration = useRestoreProduct()
  const shown = deleted ?? product.data

  let error: string | null = null
  if (!tokenFound) error = t('products.tokenMissing')
  else if (id === null) error = t('productDetails.notFound')
  else if (product.isError && !deleted) {
    error =
      product.error instanceof ApiError && product.error.status === 404
        ? t('productDetails.notFound')
        : t('productDetails.loadFailed')
  }

  const remove = async () => {
    if (!shown) return
    const { title } = shown
    setOutcome(null)
    try {
      await deletion.mutateAsync(shown.id)
      setDeleted(shown)
      setUndo({
        key: `${shown.id}-${Date.now()}`,
        message: t('products.deleted', { title }),
        onUndo: () =>
          restoration.mutate(shown.id, {
            onSuccess: () => {
              setDeleted(null)
              setOutcome({ tone: 'success', message: t('products.restored', { title }) })
            },
            onError: (failure) =>
              setOutcome({
                tone: 'error',
                message: errorMessage(failure, t('products.restoreFailed')),
              }),
            onSettled: () => setUndo(null),
          }),
      })
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, t('products.deleteFailed')) })
    } finally {
      setConfirming(false)
    }
  }

  return (
    <>
      <ProductDetailsScreen
        backTo={paths.products.href()}
        backLabel={t('productDetails.back')}
        error={error}
        product={shown}
        showRating
        actions={
          shown ? (
            <>
              <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
              <ProductDetailsActions
                product={shown}
                deleted={deleted !== null}
                busy={deletion.isPending}
                onDelete={() => setConfirming(true)}
              />
            </>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t('products.deleteTitle')}
        message={t('products.deleteConfirm', { title: shown?.title ?? '' })}
        confirmLabel={t('products.delete')}
        busyLabel={t('products.deleting')}
        cancelLabel={t('products.cancel')}
        busy={deletion.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
      <UndoToast offer={undo} undoing={restoration.isPending} onDismiss={() => setUndo(null)} />
    </>
  )
}
