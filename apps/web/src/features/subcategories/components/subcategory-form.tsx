import { zodResolver } from '@hookform/resolvers/zod'
import { CATEGORIES } from '@rihla/contract/categories'
import { type SubcategoryBody, subcategoryBodySchema } from '@rihla/contract/subcategories'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button, ButtonLink } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'

/** The contract's rules, with an empty category allowed in the form until one is chosen. */
const formSchema = subcategoryBodySchema.extend({
  category: z.string().pipe(subcategoryBodySchema.shape.category),
})
type FormValues = z.input<typeof formSchema>

/** The three names, each typed in its own language and direction. */
const NAME_FIELDS = [
  { name: 'nameAr', lang: 'ar', dir: 'rtl', label: 'subcategoryForm.nameAr' },
  { name: 'nameFr', lang: 'fr', dir: 'ltr', label: 'subcategoryForm.nameFr' },
  { name: 'nameEn', lang: 'en', dir: 'ltr', label: 'subcategoryForm.nameEn' },
] as const

const EMPTY: FormValues = { nameAr: '', nameFr: '', nameEn: '', category: '' }

type SubcategoryFormProps = {
  /** The current values when updating; empty when adding. */
  initialValues?: SubcategoryBody
  submitLabel: string
  submittingLabel: string
  /** Shown when the server fails without saying why. */
  failedMessage: string
  /** Resolves once saved (the caller then leaves the page); throws to keep the form open. */
  onSubmit: (body: SubcategoryBody) => Promise<unknown>
}

/**
 * The add and update form: three names and a category, all required. A failure keeps what
 * was typed and says why: the server's message, `failedMessage`, or an unexpected error.
 */
export function SubcategoryForm(props: SubcategoryFormProps) {
  const { initialValues, submitLabel, submittingLabel, failedMessage, onSubmit } = props
  const t = useT()
  const lang = useNameLanguage()
  const categoryOptions = CATEGORIES.map((c) => ({
    value: c.code,
    // The category's name only: its code (A-D) means nothing to a person.
    label: c[lang],
  }))
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, SubcategoryBody>({
    resolver: zodResolver(formSchema),
    defaultValues: initialValues ?? EMPTY,
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (body) => {
    setFailure(null)
    if (!hasToken()) {
      setFailure(t('subcategories.authRequired'))
      return
    }
    try {
      await onSubmit(body)
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? errorMessage(error, failedMessage)
          : t('subcategoryForm.unexpected'),
      )
    }
  })

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {failure ? <FormAlert message={failure} /> : null}
      {/* The three names side by side (on wide screens), in the order staff write them. */}
      <div className="grid gap-5 lg:grid-cols-3">
        {NAME_FIELDS.map(({ name, lang, dir, label }) => (
          <TextField
            key={name}
            id={`subcategory-name-${lang}`}
            label={t(label)}
            dir={dir}
            lang={lang}
            autoComplete="off"
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
      <SelectField
        id="subcategory-category"
        label={t('subcategoryForm.category')}
        placeholder={t('subcategoryForm.categoryPlaceholder')}
        options={categoryOptions}
        error={errors.category?.message}
        {...register('category')}
      />
      <div className="flex justify-end gap-3">
        <ButtonLink variant="secondary" to={paths.subcategories.href()}>
          {t('subcategoryForm.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
