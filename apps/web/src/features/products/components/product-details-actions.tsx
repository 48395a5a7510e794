import { can } from '@rihla/contract/permissions'
import type { Product } from '@rihla/contract/products'
import { Flag, Pencil, Star, Trash2 } from 'lucide-react'
import { Button, ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { role, storage } from '@/lib/storage'

type ProductDetailsActionsProps = {
  product: Product
  /** True once deleted: nothing more can be done from here but the undo. */
  deleted: boolean
  busy: boolean
  onDelete: () => void
}

/**
 * What the list's row menu offers, on the product's own page: the flags and rating screens
 * (their routes carry no id: the id is stored under `productId`, as the menu does), the edit
 * form and delete. Anyone may rate; the edit and the delete go to the roles holding
 * `products.edit`, the flags to those holding `products.flags` (decisions 025, 031, 033).
 */
export function ProductDetailsActions({
  product,
  deleted,
  busy,
  onDelete,
}: ProductDetailsActionsProps) {
  const t = useT()
  const remember = () => storage.set('productId', String(product.id))
  if (deleted) return null
  const current = role()
  return (
    <div
      role="toolbar"
      aria-label={t('productDetails.actions')}
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      {can(current, 'products.edit') ? (
        <ButtonLink
          variant="secondary"
          className="px-3 py-2"
          to={paths.productEdit.href(product.id)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('products.edit')}
        </ButtonLink>
      ) : null}
      {can(current, 'products.flags') ? (
        <ButtonLink
          variant="secondary"
          className="px-3 py-2"
          to={paths.productFlags.href()}
          onClick={remember}
        >
          <Flag aria-hidden="true" className="size-4" />
          {t('products.editFlags')}
        </ButtonLink>
      ) : null}
      <ButtonLink
        variant="secondary"
        className="px-3 py-2"
        to={paths.productRate.href()}
        onClick={remember}
      >
        <Star aria-hidden="true" className="size-4" />
        {t('productDetails.rate')}
      </ButtonLink>
      {can(current, 'products.edit') ? (
        <Button variant="danger" className="px-3 py-2" onClick={onDelete} disabled={busy}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('products.delete')}
        </Button>
      ) : null}
    </div>
  )
}
