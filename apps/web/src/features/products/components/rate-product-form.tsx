import { type FormEvent, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useProduct } from '../api/get-product'
import { useRateProduct } from '../api/rate-product'
import { StarRating } from './star-rating'
import { storedProductId } from './stored-product-id'

/**
 * The rating screen: the product chosen in the list (stored `productId`), one to five stars;
 * Submit Rating waits for a star.
 */
export function RateProductForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useT()
  const id = storedProductId()
  // Only to name the product on screen: rating works without it.
  const product = useProduct(id ?? 0, { enabled: id !== null && hasToken() })
  const rate = useRateProduct()
  const [rating, setRating] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    if (id === null) {
      setFailure(t('products.idMissing'))
      return
    }
    if (!hasToken()) {
      setFailure(t('products.tokenMissing'))
      return
    }
    try {
      await rate.mutateAsync({ productId: id, rating })
      onSuccess()
    } catch (error) {
      // The seed's text for any failure, but a refusal of one's own listing says why.
      const own = error instanceof ApiError && error.code === 'rating.ownListing'
      setFailure(own ? error.message : t('rate.failed'))
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      {product.data ? (
        <p className="text-sm text-slate-600">{t('rate.for', { title: product.data.title })}</p>
      ) : null}
      {id === null ? <FormAlert message={t('products.idMissing')} /> : null}
      {failure && id !== null ? <FormAlert message={failure} /> : null}
      <div className="flex flex-col items-center gap-2 py-2">
        <StarRating value={rating} onChange={setRating} disabled={id === null || rate.isPending} />
        <p aria-live="polite" className="text-sm text-slate-500">
          {rating ? t('rate.chosen', { rating }) : t('rate.choose')}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.products.href()} variant="secondary">
          {t('rate.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={rating === 0 || rate.isPending || id === null}>
          {rate.isPending ? t('rate.submitting') : t('rate.submit')}
        </Button>
      </div>
    </form>
  )
}
