import type { Lang } from '@rihla/contract/constants'
import type { Subcategory } from '@rihla/contract/subcategories'
import { Badge } from '@/components/ui/badge'
import { useT } from '@/i18n/i18n'

const NAME_FIELDS: Record<Lang, 'nameAr' | 'nameFr' | 'nameEn'> = {
  ar: 'nameAr',
  fr: 'nameFr',
  en: 'nameEn',
}

/** The languages a subcategory has no name in (an empty or blank name). */
export function missingNameLanguages(subcategory: Subcategory): Lang[] {
  return (['ar', 'fr', 'en'] as const).filter((lang) => !subcategory[NAME_FIELDS[lang]].trim())
}

/** A small badge per language without a name: "missing: fr", in the active language. */
export function MissingNames({ subcategory }: { subcategory: Subcategory }) {
  const t = useT()
  const missing = missingNameLanguages(subcategory)
  if (missing.length === 0) return null
  return (
    <span className="inline-flex flex-wrap gap-1">
      {missing.map((lang) => (
        <span
          key={lang}
          title={t('subcategories.missingTitle', { language: t(`language.${lang}`) })}
        >
          <Badge tone="amber">{t('subcategories.missing', { lang })}</Badge>
        </span>
      ))}
    </span>
  )
}
