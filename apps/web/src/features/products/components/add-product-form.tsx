import { zodResolver } from '@hookform/resolvers/zod'
import type { Product } from '@rihla/contract/products'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button, ButtonLink } from '@/components/ui/button'
import { ImagePicker } from '@/components/ui/image-picker'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { type CreateProductInput, useCreateProduct } from '../api/create-product'
import { AddProductSelects } from './add-product-selects'
import {
  type AddProductValues,
  addProductSchema,
  EMPTY_PRODUCT,
  pictureError,
} from './product-form-schema'
import { ProductTextFields } from './product-text-fields'
import { type SaveError, SaveErrorAlert } from './save-error-alert'

function saveError(error: unknown, fallback: string): SaveError {
  const details = error instanceof ApiError && error.status === 400 ? error.details : undefined
  return { message: errorMessage(error, fallback), details: details ?? [] }
}

/**
 * The add-product form. Every field shows its own error in the seed's order and loses it when
 * edited; a failed save shows why and keeps everything, the chosen file included.
 */
export function AddProductForm({ onSuccess }: { onSuccess: (created: Product) => void }) {
  const t = useT()
  const creation = useCreateProduct()
  const [failure, setFailure] = useState<SaveError | null>(null)
  const form = useForm<AddProductValues, unknown, CreateProductInput>({
    resolver: zodResolver(addProductSchema),
    defaultValues: EMPTY_PRODUCT,
    // Editing a field only clears its error; checks run again on the next submit.
    reValidateMode: 'onSubmit',
  })
  const { handleSubmit, formState, clearErrors, setError, control } = form
  const { isSubmitting } = formState

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null)
    try {
      onSuccess(await creation.mutateAsync(input))
    } catch (error) {
      // A picture the server refused (its bytes are not an image: 415) is the picture's own
      // error: shown under it, and gone as soon as another file is chosen.
      if (error instanceof ApiError && error.status === 415 && error.fromServer) {
        setError('picture', { type: 'server', message: error.message }, { shouldFocus: true })
        return
      }
      setFailure(saveError(error, t('addProduct.failed')))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure ? <SaveErrorAlert error={failure} /> : null}
      <ProductTextFields form={form} />
      <AddProductSelects form={form} />
      <Controller
        control={control}
        name="picture"
        render={({ field: picture, fieldState }) => (
          <ImagePicker
            id="product-picture"
            label={t('addProduct.image')}
            hint={t('addProduct.imageHint')}
            previewAlt={t('addProduct.imagePreview')}
            file={picture.value}
            inputRef={picture.ref}
            onBlur={picture.onBlur}
            onChange={(file) => {
              picture.onChange(file)
              // The type and size are checked as soon as a file is chosen, not at the submit.
              const problem = file ? pictureError(file) : null
              if (problem) setError('picture', { type: 'picture', message: problem })
              else clearErrors('picture')
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.products.href()} variant="secondary">
          {t('addProduct.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('addProduct.submitting') : t('addProduct.submit')}
        </Button>
      </div>
    </form>
  )
}
