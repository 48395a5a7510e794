import { zodResolver } from '@hookform/resolvers/zod'
import { PRODUCT_EDIT_FIELDS, type Product, productSchema } from '@rihla/contract/products'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button, ButtonLink } from '@/components/ui/button'
import { ConflictPanel } from '@/components/ui/conflict-panel'
import { ErrorState } from '@/components/ui/error-state'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useSubcategories } from '@/features/subcategories'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { type StaleConflict, staleConflict, type Versioned } from '@/lib/versions'
import { useProduct } from '../api/get-product'
import { useUpdateProduct } from '../api/update-product'
import { AddProductSelects } from './add-product-selects'
import { EditPictures } from './edit-pictures'
import {
  changedFields,
  type EditProductValues,
  editValuesOf,
  textValues,
} from './edit-product-resolver'
import { productFieldLabel, productFieldValue } from './product-field-value'
import { editProductSchema } from './product-form-schema'
import { ProductTextFields } from './product-text-fields'
import { type SaveError, SaveErrorAlert } from './save-error-alert'

type Props = {
  id: number | null
  onSaved: (product: Product) => void
  /** Where Cancel goes: the product's page unless the form was opened from elsewhere. */
  cancelTo?: string | undefined
}

/**
 * The edit-product screen: the product's current values, checked with the add
 * form's rules, saved with the version read (If-Match); a save someone else beat shows the
 * conflict screen of decision 024 in place of the form.
 */
export function EditProductForm({ id, onSaved, cancelTo }: Props) {
  const t = useT()
  const product = useProduct(id ?? 0, { enabled: id !== null })
  if (id === null || product.isError) {
    const missing =
      id === null || (product.error instanceof ApiError && product.error.status === 404)
    return (
      <ErrorState
        message={missing ? t('productDetails.notFound') : t('productDetails.loadFailed')}
        onRetry={missing ? undefined : () => void product.refetch()}
      />
    )
  }
  if (!product.data) return <Spinner label={t('common.loading')} className="justify-center py-12" />
  // Another product is another form: nothing typed for one carries over.
  return (
    <EditFields
      key={product.data.id}
      product={product.data}
      onSaved={onSaved}
      cancelTo={cancelTo ?? paths.product.href(product.data.id)}
    />
  )
}

type Values = ReturnType<typeof textValues>

function EditFields({
  product,
  onSaved,
  cancelTo,
}: {
  product: Versioned<Product>
  onSaved: Props['onSaved']
  cancelTo: string
}) {
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  const subcategories = useSubcategories({ lang })
  const update = useUpdateProduct()
  const [failure, setFailure] = useState<SaveError | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // What the form was read from: a refetch behind the form must not move the version.
  const [read, setRead] = useState(() => ({
    version: product.version,
    values: textValues(editValuesOf(product)),
  }))
  const [conflict, setConflict] = useState<StaleConflict<Values> | null>(null)
  // Saved at once by their own routes; each answer's version becomes the one the form holds.
  const [pictures, setPictures] = useState(product.pictures)
  const form = useForm<EditProductValues, unknown, z.output<typeof editProductSchema>>({
    resolver: zodResolver(editProductSchema),
    defaultValues: editValuesOf(product),
    reValidateMode: 'onSubmit',
  })
  const { handleSubmit, formState, reset, getValues } = form
  const { isSubmitting } = formState

  const ctx = {
    t,
    locale,
    lang,
    subcategoryName: (sub: number) => subcategories.data?.find((s) => s.id === sub)?.name,
  }
  const shown = (key: string, value: string) =>
    productFieldValue(key, key === 'price' ? Number(value) : value, ctx)

  /** Saves what differs in `mine` from `base`, from `version`; a stale answer opens the conflict. */
  const save = async (mine: Values, version: number | undefined, base: Values) => {
    setFailure(null)
    setNotice(null)
    const changes = changedFields(base, mine)
    if (!changes) return
    if (Object.keys(changes).length === 0) {
      setConflict(null)
      setRead({ version, values: base })
      setNotice(t('editProduct.nothingChanged'))
      return
    }
    try {
      const saved = await update.mutateAsync({ id: product.id, changes, version })
      setConflict(null)
      onSaved(saved)
    } catch (error) {
      const found = staleConflict(error, {
        schema: productSchema,
        pick: (current) => textValues(editValuesOf(current)),
        keys: PRODUCT_EDIT_FIELDS,
        base,
        mine,
        label: (key) => productFieldLabel(key, t),
        show: (key, value) => <bdi>{shown(key, value)}</bdi>,
      })
      if (found) return setConflict(found)
      const details = error instanceof ApiError && error.status === 400 ? error.details : undefined
      setFailure({ message: errorMessage(error, t('editProduct.failed')), details: details ?? [] })
    }
  }

  // Checked by the resolver; what is sent is read from the text as typed, beside `read`.
  const onSubmit = handleSubmit(async () => {
    await save(textValues(getValues()), read.version, read.values)
  })

  if (conflict) {
    return (
      <div className="flex flex-col gap-5">
        <p className="text-sm text-slate-600">{t('editProduct.for', { id: product.id })}</p>
        <ConflictPanel
          fields={conflict.fields}
          reapplying={update.isPending}
          error={failure?.message ?? null}
          onReapply={() => void save(conflict.merged, conflict.version, conflict.current)}
          onDiscard={() => {
            reset({ ...conflict.current, picture: null })
            setRead({ version: conflict.version, values: conflict.current })
            setConflict(null)
            setFailure(null)
            setNotice(t('conflict.discarded'))
          }}
        />
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{t('editProduct.for', { id: product.id })}</p>
      <EditPictures
        productId={product.id}
        pictures={pictures}
        version={read.version}
        onChanged={(changed) => {
          setPictures(changed.pictures)
          setRead((was) => ({ ...was, version: changed.version }))
        }}
      />
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5 border-t border-slate-100 pt-5"
      >
        {failure ? <SaveErrorAlert error={failure} /> : null}
        {notice ? <Notice tone="success" message={notice} /> : null}
        <ProductTextFields form={form} />
        <AddProductSelects form={form} />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <ButtonLink to={cancelTo} variant="secondary">
            {t('editProduct.cancel')}
          </ButtonLink>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('editProduct.submitting') : t('editProduct.submit')}
          </Button>
        </div>
      </form>
    </div>
  )
}
