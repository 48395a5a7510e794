import { RequirePermission } from '@/features/auth/components/require-permission'
import { WaitingProductsList } from '@/features/waiting-products/components/waiting-products-list'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/screens'
import '@/i18n/english/waiting-products'

export function WaitingProductsRoute() {
  const t = useT()
  return (
    <RequirePermission permission="queue.read" message={t('waiting.noPermission')}>
      <WaitingProductsList />
    </RequirePermission>
  )
}
