import type { Product } from '@rihla/contract/products'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useT } from '@/i18n/i18n'

type TakeOverDialogProps = {
  /** The product to approve and who reviews it, or null when nothing is asked. */
  ask: { product: Product; name: string } | null
  busy: boolean
  onConfirm: (product: Product) => void
  onCancel: () => void
}

/** "Take over?": approving a product another moderator is reviewing asks first. */
export function TakeOverDialog({ ask, busy, onConfirm, onCancel }: TakeOverDialogProps) {
  const t = useT()
  return (
    <ConfirmDialog
      open={ask !== null}
      title={t('live.takeOverTitle')}
      message={t('live.takeOverConfirm', {
        name: ask?.name ?? '',
        title: ask?.product.title ?? '',
      })}
      confirmLabel={t('live.takeOver')}
      busyLabel={t('live.takingOver')}
      cancelLabel={t('waiting.cancel')}
      busy={busy}
      // Approving is no deletion: the button looks like the Approve it stands for.
      confirmVariant="primary"
      onConfirm={() => {
        if (ask) onConfirm(ask.product)
      }}
      onCancel={onCancel}
    />
  )
}
