import type { Lang } from '@rihla/contract/constants'
import { type Subcategory, subcategorySchema } from '@rihla/contract/subcategories'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { subcategoryKeys } from './subcategory-keys'

const subcategoryListSchema = subcategorySchema.array()

/** The whole list: it is small, so search, sort and paging happen in the browser. */
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
 * Every subcategory, named in `lang` (the seed asks with `lang=ar`).
 * @example const subcategories = useSubcategories({ enabled: hasToken() })
 */
export function useSubcategories({
  lang = 'ar',
  enabled = true,
}: {
  lang?: Lang
  enabled?: boolean
} = {}) {
  return useQuery({ ...getSubcategoriesQueryOptions(lang), enabled })
}
