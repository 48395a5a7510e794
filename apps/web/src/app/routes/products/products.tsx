import { RequirePermission } from '@/features/auth/components/require-permission'
import { ProductsList } from '@/features/products/components/products-list'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/products'
import '@/i18n/english/screens'

export function ProductsRoute() {
  const t = useT()
  return (
    <RequirePermission permission="products.read" message={t('products.noPermission')}>
      <ProductsList />
    </RequirePermission>
  )
}
