import { useNavigate } from 'react-router'
import { FormPage } from '@/components/layouts/form-page'
import { paths } from '@/config/paths'
import { RateProductForm } from '@/features/products/components/rate-product-form'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/rate-product'
import '@/i18n/english/screens'

export function RateProductRoute() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <FormPage title={t('rate.title')}>
      <RateProductForm onSuccess={() => navigate(paths.products.href())} />
    </FormPage>
  )
}
