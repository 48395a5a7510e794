import { ProductDetailsScreen } from '@/components/product/product-details-screen'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { parseId } from '@/lib/route-params'
import { hasToken } from '@/lib/storage'
import { useWaitingProduct } from '../api/get-waiting-product'

/** A waiting product's page: the product details without the rating line. */
export function WaitingProductDetails({ id: param }: { id: string | undefined }) {
  const t = useT()
  const id = parseId(param)
  const tokenFound = hasToken()
  const product = useWaitingProduct(id ?? 0, { enabled: tokenFound && id !== null })

  let error: string | null = null
  if (!tokenFound) error = t('waiting.tokenMissing')
  else if (id === null) error = t('waiting.notFound')
  else if (product.isError) {
    error =
      product.error instanceof ApiError && product.error.status === 404
        ? t('waiting.notFound')
        : t('waiting.loadDetailsFailed')
  }

  return (
    <ProductDetailsScreen
      backTo={paths.waitingProducts.href()}
      backLabel={t('waiting.back')}
      error={error}
      product={product.data}
      showRating={false}
    />
  )
}
