import { flagLabel, PRODUCT_FLAGS } from '@rihla/contract/categories'
import { type Product, productSchema } from '@rihla/contract/products'
import { type FormEvent, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { ConflictPanel } from '@/components/ui/conflict-panel'
import { FormAlert } from '@/components/ui/form-alert'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { type StaleConflict, staleConflict, type Versioned } from '@/lib/versions'
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

const flagsOf = ({ isE, isF, isG, isH }: ProductFlags): ProductFlags => ({ isE, isF, isG, isH })

function FlagsFields({ product, onSuccess }: Props & { product: Versioned<Product> }) {
  const t = useT()
  const lang = useNameLanguage()
  const update = useUpdateProductFlags()
  const [failure, setFailure] = useState<string | null>(null)
  const [flags, setFlags] = useState<ProductFlags>(() => flagsOf(product))
  // The version the flags were read at: kept as read, a refetch behind the form must not move it.
  const [read, setRead] = useState(() => ({ version: product.version, flags: flagsOf(product) }))
  const [conflict, setConflict] = useState<StaleConflict<ProductFlags> | null>(null)
  const [discarded, setDiscarded] = useState(false)

  /** Saves `mine` from `version`; a stale answer opens the conflict screen (from `base`). */
  const save = async (mine: ProductFlags, version: number | undefined, base: ProductFlags) => {
    setFailure(null)
    try {
      const saved = await update.mutateAsync({ id: product.id, flags: mine, version })
      setRead({ version: saved.version, flags: mine })
      setConflict(null)
      onSuccess()
    } catch (error) {
      const found = staleConflict(error, {
        schema: productSchema,
        pick: flagsOf,
        keys: PRODUCT_FLAGS.map((flag) => flag.key),
        base,
        mine,
        label: (key) => <bdi lang={lang}>{flagLabel(key, lang)}</bdi>,
        show: (_, on) => (on ? t('conflict.yes') : t('conflict.no')),
      })
      if (found) setConflict(found)
      else setFailure(t('flags.failed'))
    }
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    setDiscarded(false)
    if (!hasToken()) {
      setFailure(t('products.tokenMissing'))
      return
    }
    await save(flags, read.version, read.flags)
  }

  if (conflict) {
    return (
      <div className="flex flex-col gap-5">
        <p className="text-sm text-slate-600">{t('flags.for', { title: product.title })}</p>
        <ConflictPanel
          fields={conflict.fields}
          reapplying={update.isPending}
          error={failure}
          onReapply={() => void save(conflict.merged, conflict.version, conflict.current)}
          onDiscard={() => {
            setFlags(conflict.current)
            setRead({ version: conflict.version, flags: conflict.current })
            setConflict(null)
            setFailure(null)
            setDiscarded(true)
          }}
        />
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('flags.for', { title: product.title })}</p>
      {failure ? <FormAlert message={failure} /> : null}
      {discarded ? <Notice tone="success" message={t('conflict.discarded')} /> : null}
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
            <bdi lang={lang} className="text-sm text-slate-900">
              {flag[lang]}
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
