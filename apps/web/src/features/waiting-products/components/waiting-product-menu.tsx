import type { Product } from '@rihla/contract/products'
import { MenuButton } from '@/components/ui/menu-button'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import type { LiveRows } from './live-labels'

export type WaitingActions = {
  onApprove: (product: Product) => void
  onReject: (product: Product) => void
  /** The product an approval or rejection is running for, if any. */
  busyId: number | null
  /** Claims and decisions of other moderators: a product decided elsewhere has no actions. */
  live?: LiveRows
}

/** Show Details, Approve and Reject, as the seed's per-row menu. */
export function WaitingProductMenu({
  product,
  onApprove,
  onReject,
  busyId,
  live,
}: WaitingActions & { product: Product }) {
  const t = useT()
  const busy = busyId === product.id || Boolean(live?.decided[product.id])
  return (
    <MenuButton
      label={t('waiting.actionsFor', { title: product.title })}
      items={[
        {
          key: 'details',
          label: t('waiting.showDetails'),
          to: paths.waitingProduct.href(product.id),
        },
        {
          key: 'approve',
          label: t('waiting.approve'),
          onSelect: () => onApprove(product),
          disabled: busy,
          shortcut: 'a',
        },
        {
          key: 'reject',
          label: t('waiting.reject'),
          onSelect: () => onReject(product),
          disabled: busy,
          danger: true,
          shortcut: 'r',
        },
      ]}
    />
  )
}
