import { useNavigate, useParams } from 'react-router'
import { FormPage } from '@/components/layouts/form-page'
import { paths } from '@/config/paths'
import { EditProductForm } from '@/features/products/components/edit-product-form'
import { useT } from '@/i18n/i18n'
import { parseId } from '@/lib/route-params'
import '@/i18n/english/add-product'
import '@/i18n/english/edit-product'
import '@/i18n/english/screens'

export function EditProductRoute() {
  const t = useT()
  const navigate = useNavigate()
  const { id } = useParams()
  return (
    <FormPage title={t('editProduct.title')}>
      <EditProductForm
        key={id}
        id={parseId(id)}
        onSaved={(product) => {
          const outcome = {
            tone: 'success',
            message: t('editProduct.saved', { title: product.title }),
          }
          // An owner's edit may have sent it back to the queue: its details are the queue's then.
          navigate(
            product.status === 'approved'
              ? paths.product.href(product.id)
              : paths.waitingProduct.href(product.id),
            { state: { outcome } },
          )
        }}
      />
    </FormPage>
  )
}
