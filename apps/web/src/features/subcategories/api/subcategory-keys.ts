import type { Lang } from '@rihla/contract/constants'
import type { SubcategorySortKey } from '@rihla/contract/subcategories'

/** What the list screen asks for one page (`GET /api/products/sub-categories?page=`). */
export type SubcategoryPageQuery = {
  page: number
  limit: number
  search?: string | undefined
  sort: SubcategorySortKey
  order: 'asc' | 'desc'
  lang: Lang
}

/** Every query key of the subcategories feature; the product form's choices share the root. */
export const subcategoryKeys = {
  all: ['subcategories'] as const,
  lists: () => [...subcategoryKeys.all, 'list'] as const,
  list: (lang: Lang) => [...subcategoryKeys.lists(), lang] as const,
  page: (query: SubcategoryPageQuery) => [...subcategoryKeys.lists(), 'page', query] as const,
  details: () => [...subcategoryKeys.all, 'detail'] as const,
  detail: (id: number, lang: Lang) => [...subcategoryKeys.details(), id, lang] as const,
}
