import type { Product } from '@rihla/contract/products'
import { MenuButton } from '@/components/ui/menu-button'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { productHref } from './product-href'

type ProductRowMenuProps = {
  product: Product
  busy: boolean
  onDelete: (product: Product) => void
}

/**
 * The seed's row menu. Opening it stores the product's id under `productId`, which the flags
 * and rating screens read (their routes carry no id).
 */
export function ProductRowMenu({ product, busy, onDelete }: ProductRowMenuProps) {
  const t = useT()
  return (
    <MenuButton
      label={t('products.actionsFor', { title: product.title })}
      onOpen={() => storage.set('productId', String(product.id))}
      items={[
        // A waiting product's details are the queue's, where it is decided.
        { key: 'details', label: t('products.showDetails'), to: productHref(product) },
        { key: 'edit', label: t('products.edit'), to: paths.productEdit.href(product.id) },
        { key: 'flags', label: t('products.editFlags'), to: paths.productFlags.href() },
        { key: 'rate', label: t('products.rate'), to: paths.productRate.href() },
        {
          key: 'delete',
          label: t('products.delete'),
          onSelect: () => onDelete(product),
          disabled: busy,
          danger: true,
        },
      ]}
    />
  )
}
