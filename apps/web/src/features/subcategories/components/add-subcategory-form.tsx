import type { Subcategory } from '@rihla/contract/subcategories'
import { useT } from '@/i18n/i18n'
import { useCreateSubcategory } from '../api/create-subcategory'
import { SubcategoryForm } from './subcategory-form'

type AddSubcategoryFormProps = {
  /** Called once the subcategory is saved: the app layer then returns to the list. */
  onAdded: (created: Subcategory) => void
}

/** The seed went back to the list whatever happened; a failure now stays on the form. */
export function AddSubcategoryForm({ onAdded }: AddSubcategoryFormProps) {
  const t = useT()
  const creation = useCreateSubcategory({ onSuccess: onAdded })
  return (
    <SubcategoryForm
      submitLabel={t('subcategoryAdd.submit')}
      submittingLabel={t('subcategoryAdd.submitting')}
      failedMessage={t('subcategoryAdd.failed')}
      onSubmit={(body) => creation.mutateAsync(body)}
    />
  )
}
