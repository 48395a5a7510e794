import type { Lang } from '@rihla/contract/constants'
import { type Subcategory, subcategorySchema } from '@rihla/contract/subcategories'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { productKeys } from './product-keys'

const subcategoryListSchema = subcategorySchema.array()

export async function getSubcategories(lang: Lang, signal?: AbortSignal): Promise<Subcategory[]> {
  return subcategoryListSchema.parse(
    await get('/products/sub-categories', { query: { lang }, signal }),
  )
}

export function getSubcategoriesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: productKeys.subcategories(lang),
    queryFn: ({ signal }) => getSubcategories(lang, signal),
  })
}

/** Every subcategory, named in `lang`; the add-product form narrows them to a category. */
export function useSubcategories(lang: Lang = 'ar') {
  return useQuery(getSubcategoriesQueryOptions(lang))
}
