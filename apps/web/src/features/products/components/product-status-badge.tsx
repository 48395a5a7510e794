import type { PRODUCT_STATUSES } from '@rihla/contract/products'
import { Badge } from '@/components/ui/badge'
import { useT } from '@/i18n/i18n'

export function ProductStatusBadge({ status }: { status: (typeof PRODUCT_STATUSES)[number] }) {
  const t = useT()
  return status === 'approved' ? (
    <Badge tone="green">{t('products.status.approved')}</Badge>
  ) : (
    <Badge tone="amber">{t('products.status.pending')}</Badge>
  )
}
