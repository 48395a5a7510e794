import { categoryLabel } from '@rihla/contract/categories'
import type { Subcategory } from '@rihla/contract/subcategories'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'
import { formatDateTime, formatNumber } from '@/lib/format'

type SubcategoryFactsProps = { subcategory: Subcategory; showId?: boolean }

/** The fields of one subcategory, shared by the details modal and the details page. */
export function SubcategoryFacts({ subcategory, showId = false }: SubcategoryFactsProps) {
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  const facts: Array<{ label: string; value: string; named?: boolean }> = [
    ...(showId ? [{ label: t('subcategoryDetails.id'), value: String(subcategory.id) }] : []),
    { label: t('subcategoryDetails.name'), value: subcategory.name, named: true },
    {
      label: t('subcategoryDetails.category'),
      value: categoryLabel(subcategory.category, lang),
      named: true,
    },
    {
      label: t('subcategoryDetails.productCount'),
      value: formatNumber(subcategory.productCount, locale),
    },
    {
      label: t('subcategoryDetails.createdAt'),
      value: formatDateTime(subcategory.createdAt, locale),
    },
    {
      label: t('subcategoryDetails.updatedAt'),
      value: formatDateTime(subcategory.updatedAt, locale),
    },
  ]
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-sm font-medium text-slate-500">{fact.label}</dt>
          <dd className="text-sm break-words text-slate-900">
            {fact.named ? (
              <span lang={lang} dir="auto">
                {fact.value}
              </span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
