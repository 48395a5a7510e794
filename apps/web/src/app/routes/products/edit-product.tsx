import type { Product } from '@rihla/contract/products'
import { useLocation, useNavigate, useParams } from 'react-router'
import { FormPage } from '@/components/layouts/form-page'
import { paths } from '@/config/paths'
import { EditProductForm } from '@/features/products/components/edit-product-form'
import { useT } from '@/i18n/i18n'
import { parseId } from '@/lib/route-params'
import '@/i18n/english/add-product'
import '@/i18n/english/edit-product'
import '@/i18n/english/screens'

/** Where an owner came from (My listings with its view), from the history state; else none. */
function myListingsReturn(state: unknown): string | null {
  const back = (state as { returnTo?: unknown } | null)?.returnTo
  const base = paths.myListings.href()
  return typeof back === 'string' && (back === base || back.startsWith(`${base}?`)) ? back : null
}

export function EditProductRoute() {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const { id } = useParams()
  const returnTo = myListingsReturn(location.state)

  const onSaved = (product: Product) => {
    if (returnTo) {
      // Opened from My listings: back there, to the same view; a rejected listing stays
      // rejected after an edit until its owner resubmits it.
      const message = t(
        product.status === 'rejected' ? 'editProduct.savedResubmit' : 'editProduct.saved',
        { title: product.title },
      )
      navigate(returnTo, { state: { outcome: { tone: 'success', message } } })
      return
    }
    const outcome = { tone: 'success', message: t('editProduct.saved', { title: product.title }) }
    // An owner's edit may have sent it back to the queue: its details are the queue's then.
    navigate(
      product.status === 'approved'
        ? paths.product.href(product.id)
        : paths.waitingProduct.href(product.id),
      { state: { outcome } },
    )
  }

  return (
    <FormPage title={t('editProduct.title')}>
      <EditProductForm
        key={id}
        id={parseId(id)}
        cancelTo={returnTo ?? undefined}
        onSaved={onSaved}
      />
    </FormPage>
  )
}
