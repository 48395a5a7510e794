import type { Lang } from '@rihla/contract/constants'
import {
  type Subcategory,
  type SubcategoryPage,
  subcategoryPageSchema,
  subcategorySchema,
} from '@rihla/contract/subcategories'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useNameLanguage } from '@/i18n/i18n'
import { get } from '@/lib/api-client'
import { type SubcategoryPageQuery, subcategoryKeys } from './subcategory-keys'

const subcategoryListSchema = subcategorySchema.array()

/** The whole list, as reference data (forms, filters, the move dialog's choices). */
export async function getSubcategories(lang: Lang, signal?: AbortSignal): Promise<Subcategory[]> {
  return subcategoryListSchema.parse(
    await get('/products/sub-categories', { query: { lang }, signal }),
  )
}

export function getSubcategoriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: subcategoryKeys.list(lang),
    queryFn: ({ signal }) => getSubcategories(lang, signal),
  })
}

/**
 * Every subcategory, named in `lang`: by default the language names are shown in for the
 * active locale (decision 025; the seed asked `lang=ar` on its English screens).
 * @example const subcategories = useSubcategories({ enabled: hasToken() })
 */
export function useSubcategories({
  lang,
  enabled = true,
}: {
  lang?: Lang
  enabled?: boolean
} = {}) {
  const active = useNameLanguage()
  // Switching language keeps the rows on screen until their names arrive in the new one.
  return useQuery({
    ...getSubcategoriesQueryOptions(lang ?? active),
    enabled,
    placeholderData: keepPreviousData,
  })
}

/** One page of the list screen, searched and sorted by the server. */
export async function getSubcategoryPage(
  query: SubcategoryPageQuery,
  signal?: AbortSignal,
): Promise<SubcategoryPage> {
  return subcategoryPageSchema.parse(await get('/products/sub-categories', { query, signal }))
}

/**
 * A page of the subcategories screen; the page on screen stays while the next one loads.
 * @example const page = useSubcategoryPage({ page: 1, limit: 10, sort: 'id', order: 'asc', lang: 'en' })
 */
export function useSubcategoryPage(query: SubcategoryPageQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: subcategoryKeys.page(query),
    queryFn: ({ signal }) => getSubcategoryPage(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  })
}
