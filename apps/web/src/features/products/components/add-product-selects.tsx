import { CATEGORIES } from '@rihla/contract/categories'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { SelectField } from '@/components/ui/select-field'
import { useSubcategories } from '@/features/subcategories'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { useWilayas } from '../api/get-wilayas'
import type { AddProductValues } from './product-form-schema'
import { WilayaCombobox } from './wilaya-combobox'

/** The add form's and the edit form's (their submitted values differ, their fields do not). */
type AddProductSelectsProps<Out> = { form: UseFormReturn<AddProductValues, unknown, Out> }

/**
 * Wilaya, category and subcategory. The subcategory waits for a category, offers only that
 * category's subcategories, and is emptied whenever the category changes.
 */
export function AddProductSelects<Out>({ form }: AddProductSelectsProps<Out>) {
  const t = useT()
  const { register, watch, clearErrors, setValue, formState, control } = form
  const { errors } = formState
  // Names in the language of the active locale.
  const lang = useNameLanguage()
  const wilayas = useWilayas(lang)
  const subcategories = useSubcategories({ lang })
  const categoryOptions = CATEGORIES.map((c) => ({ value: c.code, label: c[lang] }))
  const category = watch('category')
  const choices = (subcategories.data ?? []).filter((sub) => sub.category === category)
  const noChoice = Boolean(category) && subcategories.isSuccess && choices.length === 0

  let hint: string | undefined
  if (!category) hint = t('addProduct.subcategoryWaits')
  else if (subcategories.isPending) hint = t('common.loading')
  else if (subcategories.isError) hint = t('addProduct.subcategoriesFailed')
  else if (noChoice) hint = t('addProduct.noSubcategories')

  return (
    <>
      <Controller
        control={control}
        name="wilaya"
        render={({ field }) => (
          <WilayaCombobox
            id="product-wilaya"
            label={t('addProduct.wilaya')}
            lang={lang}
            names={wilayas.data}
            placeholder={t('addProduct.chooseWilaya')}
            error={errors.wilaya?.message}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value)
              clearErrors('wilaya')
            }}
          />
        )}
      />
      <SelectField
        id="product-category"
        label={t('addProduct.category')}
        placeholder={t('addProduct.chooseCategory')}
        options={categoryOptions}
        error={errors.category?.message}
        {...register('category', {
          onChange: () => {
            clearErrors('category')
            setValue('subcategoryId', '')
          },
        })}
      />
      <SelectField
        id="product-subcategory"
        label={t('addProduct.subcategory')}
        placeholder={t('addProduct.chooseSubcategory')}
        options={choices.map((sub) => ({ value: String(sub.id), label: sub.name }))}
        disabled={!category || choices.length === 0}
        className="disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400"
        hint={hint}
        error={errors.subcategoryId?.message}
        {...register('subcategoryId', { onChange: () => clearErrors('subcategoryId') })}
      />
    </>
  )
}
