import { PRODUCT_FLAGS } from '@rihla/contract/categories'
import type { Product } from '@rihla/contract/products'
import { type FormEvent, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useProduct } from '../api/get-product'
import { type ProductFlags, useUpdateProductFlags } from '../api/update-product-flags'
import { storedProductId } from './stored-product-id'

type Props = { onSuccess: () => void }

function CancelLink() {
  const t = useT()
  return (
    <ButtonLink to={paths.products.href()} variant="secondary">
      {t('flags.cancel')}
    </ButtonLink>
  )
}

/**
 * The update-flags screen: the product chosen in the list (stored `productId`), its four flags
 * prefilled from the server, saved together with `PATCH /products/{id}/category`.
 */
export function UpdateFlagsForm({ onSuccess }: Props) {
  const t = useT()
  const id = storedProductId()
  const product = useProduct(id ?? 0, { enabled: id !== null && hasToken() })

  let problem: string | null = null
  if (id === null) problem = t('products.idMissing')
  else if (!hasToken()) problem = t('products.tokenMissing')
  else if (product.isError) {
    problem =
      product.error instanceof ApiError && product.error.status === 404
        ? t('productDetails.notFound')
        : t('productDetails.loadFailed')
  }

  if (problem || !product.data) {
    return (
      <div className="flex flex-col gap-5">
        {problem ? <FormAlert message={problem} /> : <Spinner label={t('common.loading')} />}
        <div className="flex justify-end">
          <CancelLink />
        </div>
      </div>
    )
  }
  return <FlagsFields key={product.data.id} product={product.data} onSuccess={onSuccess} />
}

function FlagsFields({ product, onSuccess }: Props & { product: Product }) {
  const t = useT()
  const update = useUpdateProductFlags()
  const [failure, setFailure] = useState<string | null>(null)
  const [flags, setFlags] = useState<ProductFlags>({
    isE: product.isE,
    isF: product.isF,
    isG: product.isG,
    isH: product.isH,
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    if (!hasToken()) {
      setFailure(t('products.tokenMissing'))
      return
    }
    try {
      await update.mutateAsync({ id: product.id, flags })
      onSuccess()
    } catch {
      setFailure(t('flags.failed'))
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('flags.for', { title: product.title })}</p>
      {failure ? <FormAlert message={failure} /> : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium text-slate-700">{t('flags.legend')}</legend>
        {PRODUCT_FLAGS.map((flag) => (
          <label
            key={flag.key}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              name={flag.key}
              checked={flags[flag.key]}
              onChange={(event) => setFlags({ ...flags, [flag.key]: event.target.checked })}
              className="size-4 rounded border-slate-300 accent-emerald-600"
            />
            <bdi lang="ar" className="text-sm text-slate-900">
              {flag.ar}
            </bdi>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <CancelLink />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('flags.submitting') : t('flags.submit')}
        </Button>
      </div>
    </form>
  )
}
