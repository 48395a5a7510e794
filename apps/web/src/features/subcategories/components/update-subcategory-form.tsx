import { useT } from '@/i18n/i18n'
import { useUpdateSubcategory } from '../api/update-subcategory'
import { SubcategoryForm } from './subcategory-form'
import { SubcategoryLoader } from './subcategory-loader'

type UpdateSubcategoryFormProps = {
  /** Null when the address holds no valid id: that subcategory cannot exist. */
  subcategoryId: number | null
  /** Called once the change is saved: the app layer then returns to the list. */
  onUpdated: () => void
}

/** The update form, filled with the subcategory's current names and category. */
export function UpdateSubcategoryForm({ subcategoryId, onUpdated }: UpdateSubcategoryFormProps) {
  const t = useT()
  const update = useUpdateSubcategory({ onSuccess: onUpdated })
  return (
    <SubcategoryLoader subcategoryId={subcategoryId}>
      {({ id, nameAr, nameFr, nameEn, category }) => (
        <SubcategoryForm
          initialValues={{ nameAr, nameFr, nameEn, category }}
          submitLabel={t('subcategoryUpdate.submit')}
          submittingLabel={t('subcategoryUpdate.submitting')}
          failedMessage={t('subcategoryUpdate.failed')}
          onSubmit={(body) => update.mutateAsync({ id, body })}
        />
      )}
    </SubcategoryLoader>
  )
}
