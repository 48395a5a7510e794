import { can } from '@rihla/contract/permissions'
import { useNavigate } from 'react-router'
import type { CreatedState } from '@/components/layouts/created-notice'
import { FormPage } from '@/components/layouts/form-page'
import { paths } from '@/config/paths'
import { AddProductForm } from '@/features/products/components/add-product-form'
import { useT } from '@/i18n/i18n'
import { role } from '@/lib/storage'
import '@/i18n/english/add-product'
import '@/i18n/english/screens'

export function AddProductRoute() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <FormPage title={t('addProduct.pageTitle')}>
      <AddProductForm
        onSuccess={(product) => {
          // Someone who cannot read the Products screen (a `user`) finds it among their own.
          if (!can(role(), 'products.read')) {
            const message = t('created.product', { title: product.title })
            navigate(paths.myListings.href(), { state: { outcome: { tone: 'success', message } } })
            return
          }
          // An admin's product is approved at once; anyone else's waits in the queue.
          const state: CreatedState = {
            created: {
              message: t('created.product', { title: product.title }),
              href:
                product.status === 'approved'
                  ? paths.product.href(product.id)
                  : paths.waitingProduct.href(product.id),
              linkLabel: t('created.open'),
            },
          }
          // The list it joined, newest first (whatever filters were remembered): it is the first
          // row, under the notice.
          const newestFirst = new URLSearchParams({
            status: product.status,
            sort: 'id',
            order: 'desc',
          })
          navigate(`${paths.products.href()}?${newestFirst}`, { state })
        }}
      />
    </FormPage>
  )
}
