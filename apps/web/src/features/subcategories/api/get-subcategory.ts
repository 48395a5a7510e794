import type { Lang } from '@rihla/contract/constants'
import { type Subcategory, subcategorySchema } from '@rihla/contract/subcategories'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useNameLanguage } from '@/i18n/i18n'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { subcategoryKeys } from './subcategory-keys'

export function getSubcategory(
  id: number,
  lang: Lang,
  signal?: AbortSignal,
): Promise<Versioned<Subcategory>> {
  // The version rides along from the ETag: the update form sends it back (If-Match).
  return requestVersioned(`/products/sub-categories/${id}`, subcategorySchema, {
    query: { lang },
    signal,
  })
}

export function getSubcategoryQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: subcategoryKeys.detail(id, lang),
    queryFn: ({ signal }) => getSubcategory(id, lang, signal),
  })
}

/**
 * One subcategory with its three names, for the details page and the update form; `name` is
 * in the language of the active locale unless `lang` says otherwise.
 * @example const subcategory = useSubcategory(7, { enabled: hasToken() })
 */
export function useSubcategory(
  id: number,
  { lang, enabled = true }: { lang?: Lang; enabled?: boolean } = {},
) {
  const active = useNameLanguage()
  return useQuery({ ...getSubcategoryQueryOptions(id, lang ?? active), enabled })
}
