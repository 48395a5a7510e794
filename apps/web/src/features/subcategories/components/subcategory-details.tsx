import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { ErrorState } from '@/components/ui/error-state'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { ApiError } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useSubcategory } from '../api/get-subcategory'
import { SubcategoryFacts } from './subcategory-facts'

type SubcategoryDetailsProps = {
  /** Null when the address holds no valid id: that subcategory cannot exist. */
  subcategoryId: number | null
}

/** One subcategory's fields; each failure says what went wrong and keeps the way back. */
export function SubcategoryDetails({ subcategoryId }: SubcategoryDetailsProps) {
  const t = useT()
  const signedIn = hasToken()
  const subcategory = useSubcategory(subcategoryId ?? 0, {
    enabled: signedIn && subcategoryId !== null,
  })

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
    content = (
      <div className="p-6">
        <SubcategoryFacts subcategory={subcategory.data} showId />
      </div>
    )
  } else {
    content = (
      <div className="flex min-h-60 items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    )
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <TextLink
        to={paths.subcategories.href()}
        className="inline-flex items-center gap-1.5 self-start text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('subcategoryDetails.back')}
      </TextLink>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('subcategoryDetails.title')}
      </h1>
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">{content}</div>
    </div>
  )
}
