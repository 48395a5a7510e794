import type { ProductStatus } from '@rihla/contract/products'
import { paths } from '@/config/paths'

/**
 * The page a product opens on: a waiting one in the approval queue, where it is decided; an
 * approved or rejected one on its own page (which the server shows staff whatever the status).
 */
export function productHref(product: { id: number; status: ProductStatus }): string {
  return product.status === 'pending'
    ? paths.waitingProduct.href(product.id)
    : paths.product.href(product.id)
}
