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

/**
 * Every query key of the subcategories feature. The root is `['subcategories']`, the root the
 * product form's subcategory choices use too, so a change here refreshes those choices as well.
 */
export const subcategoryKeys = {
  all: ['subcategories'] as const,
  lists: () => [...subcategoryKeys.all, 'list'] as const,
  list: (lang: Lang) => [...subcategoryKeys.lists(), lang] as const,
  page: (query: SubcategoryPageQuery) => [...subcategoryKeys.lists(), 'page', query] as const,
  details: () => [...subcategoryKeys.all, 'detail'] as const,
  detail: (id: number, lang: Lang) => [...subcategoryKeys.details(), id, lang] as const,
}
