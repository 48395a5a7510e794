import { useParams } from 'react-router'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { WaitingProductDetails } from '@/features/waiting-products/components/waiting-product-details'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/screens'
import '@/i18n/english/waiting-product'

export function WaitingProductRoute() {
  const t = useT()
  const { id } = useParams()
  return (
    <RequirePermission permission="queue.read" message={t('waiting.noPermission')}>
      <WaitingProductDetails key={id} id={id} />
    </RequirePermission>
  )
}
