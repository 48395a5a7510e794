import { useNavigate } from 'react-router'
import { FormPage } from '@/components/layouts/form-page'
import { paths } from '@/config/paths'
import { AddProductForm } from '@/features/products/components/add-product-form'
import { useT } from '@/i18n/i18n'

export function AddProductRoute() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <FormPage title={t('addProduct.pageTitle')}>
      <AddProductForm onSuccess={() => navigate(paths.products.href())} />
    </FormPage>
  )
}
