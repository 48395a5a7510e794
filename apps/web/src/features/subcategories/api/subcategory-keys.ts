import type { Lang } from '@rihla/contract/constants'

/**
 * Every query key of the subcategories feature. The root is `['subcategories']`, the root the
 * product form's subcategory choices use too, so a change here refreshes those choices as well.
 */
export const subcategoryKeys = {
  all: ['subcategories'] as const,
  lists: () => [...subcategoryKeys.all, 'list'] as const,
  list: (lang: Lang) => [...subcategoryKeys.lists(), lang] as const,
  details: () => [...subcategoryKeys.all, 'detail'] as const,
  detail: (id: number, lang: Lang) => [...subcategoryKeys.details(), id, lang] as const,
}
