import type { ReactNode } from 'react'
import { ErrorState } from '@/components/ui/error-state'
import { Spinner } from '@/components/ui/spinner'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useSubcategory } from '../api/get-subcategory'
import { useUpdateSubcategory } from '../api/update-subcategory'
import { SubcategoryForm } from './subcategory-form'

type UpdateSubcategoryFormProps = {
  /** Null when the address holds no valid id: that subcategory cannot exist. */
  subcategoryId: number | null
  /** Called once the change is saved: the app layer then returns to the list. */
  onUpdated: () => void
}

/** The update form, filled with the subcategory's current names and category. */
export function UpdateSubcategoryForm({ subcategoryId, onUpdated }: UpdateSubcategoryFormProps) {
  const t = useT()
  const signedIn = hasToken()
  const id = subcategoryId ?? 0
  const subcategory = useSubcategory(id, { enabled: signedIn && subcategoryId !== null })
  const update = useUpdateSubcategory({ onSuccess: onUpdated })

  let content: ReactNode
  if (!signedIn) content = <ErrorState message={t('subcategories.authRequired')} />
  else if (subcategoryId === null)
    content = <ErrorState message={t('subcategoryDetails.notFound')} />
  else if (subcategory.isError) {
    content =
      subcategory.error instanceof ApiError && subcategory.error.status === 404 ? (
        <ErrorState message={t('subcategoryDetails.notFound')} />
      ) : (
        <ErrorState
          message={t('subcategoryDetails.failed')}
          onRetry={() => void subcategory.refetch()}
        />
      )
  } else if (subcategory.data) {
    const { nameAr, nameFr, nameEn, category } = subcategory.data
    content = (
      <SubcategoryForm
        initialValues={{ nameAr, nameFr, nameEn, category }}
        submitLabel={t('subcategoryUpdate.submit')}
        submittingLabel={t('subcategoryUpdate.submitting')}
        failedMessage={t('subcategoryUpdate.failed')}
        onSubmit={(body) => update.mutateAsync({ id, body })}
      />
    )
  } else {
    content = (
      <div className="flex min-h-60 items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    )
  }
  return content
}
