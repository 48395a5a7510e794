import type { UseFormReturn } from 'react-hook-form'
import { TextField } from '@/components/ui/text-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { useT } from '@/i18n/i18n'
import type { AddProductValues } from './product-form-schema'

type ProductTextFieldsProps<Out> = { form: UseFormReturn<AddProductValues, unknown, Out> }

/**
 * Title, price, description and location: the add form's and the edit form's (beside
 * AddProductSelects). Typing in a field clears its error; checks run again on submit.
 */
export function ProductTextFields<Out>({ form }: ProductTextFieldsProps<Out>) {
  const t = useT()
  const { register, clearErrors, formState } = form
  const { errors } = formState
  const field = (name: 'title' | 'price' | 'description' | 'location') =>
    register(name, { onChange: () => clearErrors(name) })
  return (
    <>
      <TextField
        id="product-title"
        label={t('addProduct.title')}
        error={errors.title?.message}
        {...field('title')}
      />
      <TextField
        id="product-price"
        label={t('addProduct.price')}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        error={errors.price?.message}
        {...field('price')}
      />
      <TextareaField
        id="product-description"
        label={t('addProduct.description')}
        rows={4}
        error={errors.description?.message}
        {...field('description')}
      />
      <TextField
        id="product-location"
        label={t('addProduct.location')}
        error={errors.location?.message}
        {...field('location')}
      />
    </>
  )
}
