import { ArrowLeft } from 'lucide-react'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { SubcategoryFacts } from './subcategory-facts'
import { SubcategoryLoader } from './subcategory-loader'

type SubcategoryDetailsProps = {
  /** Null when the address holds no valid id: that subcategory cannot exist. */
  subcategoryId: number | null
}

/** One subcategory's fields; each failure says what went wrong and keeps the way back. */
export function SubcategoryDetails({ subcategoryId }: SubcategoryDetailsProps) {
  const t = useT()
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
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <SubcategoryLoader subcategoryId={subcategoryId}>
          {(subcategory) => (
            <div className="p-6">
              <SubcategoryFacts subcategory={subcategory} showId />
            </div>
          )}
        </SubcategoryLoader>
      </div>
    </div>
  )
}
