import type { Subcategory } from '@rihla/contract/subcategories'
import type { ReactNode } from 'react'
import { ErrorState } from '@/components/ui/error-state'
import { Spinner } from '@/components/ui/spinner'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useSubcategory } from '../api/get-subcategory'

type SubcategoryLoaderProps = {
  /** Null when the address holds no valid id: that subcategory cannot exist. */
  subcategoryId: number | null
  children: (subcategory: Subcategory) => ReactNode
}

/**
 * Loads one subcategory and renders `children` with it; until then, the seed's states:
 * "Authentication required", "Subcategory not found", "Failed to load subcategory details"
 * (with a retry) or a spinner.
 */
export function SubcategoryLoader({ subcategoryId, children }: SubcategoryLoaderProps) {
  const t = useT()
  const signedIn = hasToken()
  const subcategory = useSubcategory(subcategoryId ?? 0, {
    enabled: signedIn && subcategoryId !== null,
  })
  if (!signedIn) return <ErrorState message={t('subcategories.authRequired')} />
  if (subcategoryId === null) return <ErrorState message={t('subcategoryDetails.notFound')} />
  if (subcategory.isError) {
    return subcategory.error instanceof ApiError && subcategory.error.status === 404 ? (
      <ErrorState message={t('subcategoryDetails.notFound')} />
    ) : (
      <ErrorState
        message={t('subcategoryDetails.failed')}
        onRetry={() => void subcategory.refetch()}
      />
    )
  }
  if (subcategory.data) return children(subcategory.data)
  return (
    <div className="flex min-h-60 items-center justify-center">
      <Spinner label={t('common.loading')} />
    </div>
  )
}
