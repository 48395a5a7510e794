import { ProductDetailsScreen } from '@/components/product/product-details-screen'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { parseId } from '@/lib/route-params'
import { hasToken } from '@/lib/storage'
import { useProduct } from '../api/get-product'

/** An approved product's page, with the seed's three failures, each under the back link. */
export function ProductDetails({ id: param }: { id: string | undefined }) {
  const t = useT()
  const id = parseId(param)
  const tokenFound = hasToken()
  const product = useProduct(id ?? 0, { enabled: tokenFound && id !== null })

  let error: string | null = null
  if (!tokenFound) error = t('products.tokenMissing')
  else if (id === null) error = t('productDetails.notFound')
  else if (product.isError) {
    error =
      product.error instanceof ApiError && product.error.status === 404
        ? t('productDetails.notFound')
        : t('productDetails.loadFailed')
  }

  return (
    <ProductDetailsScreen
      backTo={paths.products.href()}
      backLabel={t('productDetails.back')}
      error={error}
      product={product.data}
      showRating
    />
  )
}
