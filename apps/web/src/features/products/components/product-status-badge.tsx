import type { ProductStatus } from '@rihla/contract/products'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { useT } from '@/i18n/i18n'

const BADGES = {
  approved: { tone: 'green', label: 'products.status.approved' },
  pending: { tone: 'amber', label: 'products.status.pending' },
  // A rejected listing stays, with its reason, until its owner resubmits it.
  rejected: { tone: 'red', label: 'products.status.rejected' },
} as const satisfies Record<ProductStatus, { tone: BadgeTone; label: string }>

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const t = useT()
  const badge = BADGES[status]
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>
}
