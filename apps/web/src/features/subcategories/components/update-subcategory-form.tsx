import { CATEGORIES } from '@rihla/contract/categories'
import {
  type Subcategory,
  type SubcategoryBody,
  subcategoryBodySchema,
} from '@rihla/contract/subcategories'
import { useState } from 'react'
import { ConflictPanel } from '@/components/ui/conflict-panel'
import { Notice } from '@/components/ui/notice'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { type StaleConflict, staleConflict, type Versioned } from '@/lib/versions'
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
  return (
    <SubcategoryLoader subcategoryId={subcategoryId}>
      {(subcategory) => (
        <UpdateFields key={subcategory.id} subcategory={subcategory} onUpdated={onUpdated} />
      )}
    </SubcategoryLoader>
  )
}

const FIELDS = ['nameAr', 'nameFr', 'nameEn', 'category'] as const

/** The form proper. */
function UpdateFields({
  subcategory,
  onUpdated,
}: {
  subcategory: Versioned<Subcategory>
  onUpdated: () => void
}) {
  const t = useT()
  const lang = useNameLanguage()
  const update = useUpdateSubcategory({ onSuccess: onUpdated })
  const [read, setRead] = useState(() => ({
    values: pick(subcategory),
    version: subcategory.version,
    // Remounts the form with the values saved now once the person discards theirs.
    key: 0,
    discarded: false,
  }))
  const [conflict, setConflict] = useState<StaleConflict<SubcategoryBody> | null>(null)
  const [reapplyError, setReapplyError] = useState<string | null>(null)

  const categoryName = (code: string) => CATEGORIES.find((c) => c.code === code)?.[lang] ?? code
  const show = (key: (typeof FIELDS)[number], value: string) =>
    key === 'category' ? categoryName(value) : <bdi>{value}</bdi>

  /** Saves `body` from `version`; a stale answer opens the conflict screen (from `base`). */
  const save = async (
    body: SubcategoryBody,
    version: number | undefined,
    base: SubcategoryBody,
  ) => {
    try {
      await update.mutateAsync({ id: subcategory.id, body, version })
      setConflict(null)
    } catch (error) {
      const found = staleConflict(error, {
        schema: subcategoryBodySchema,
        pick,
        keys: FIELDS,
        base,
        mine: body,
        label: (key) => t(`subcategoryForm.${key}`),
        show,
      })
      if (!found) throw error
      setConflict(found)
    }
  }

  if (conflict) {
    return (
      <ConflictPanel
        fields={conflict.fields}
        reapplying={update.isPending}
        error={reapplyError}
        onReapply={() => {
          setReapplyError(null)
          // What is saved now is the base of the reapply: a new conflict compares with it.
          save(conflict.merged, conflict.version, conflict.current).catch((error: unknown) =>
            setReapplyError(errorMessage(error, t('subcategoryUpdate.failed'))),
          )
        }}
        onDiscard={() => {
          setRead((r) => ({
            values: conflict.current,
            version: conflict.version,
            key: r.key + 1,
            discarded: true,
          }))
          setConflict(null)
        }}
      />
    )
  }
  return (
    <div className="flex flex-col gap-5">
      {read.discarded ? <Notice tone="success" message={t('conflict.discarded')} /> : null}
      <SubcategoryForm
        key={read.key}
        initialValues={read.values}
        submitLabel={t('subcategoryUpdate.submit')}
        submittingLabel={t('subcategoryUpdate.submitting')}
        failedMessage={t('subcategoryUpdate.failed')}
        onSubmit={(body) => save(body, read.version, read.values)}
      />
    </div>
  )
}

function pick({ nameAr, nameFr, nameEn, category }: SubcategoryBody): SubcategoryBody {
  return { nameAr, nameFr, nameEn, category }
}
