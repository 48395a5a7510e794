import { CATEGORIES } from '@rihla/contract/categories'
import type { Subcategory } from '@rihla/contract/subcategories'
import type { SortOrder } from '@/components/ui/sort-header'

export const SUBCATEGORY_SORT_KEYS = ['id', 'name', 'category', 'productCount'] as const
export type SubcategorySortKey = (typeof SUBCATEGORY_SORT_KEYS)[number]

/** Every text a row can be found by: its id, its three names and its category in any language. */
function searchableText(subcategory: Subcategory): string {
  const category = CATEGORIES.find((c) => c.code === subcategory.category)
  return [
    subcategory.id,
    subcategory.name,
    subcategory.nameAr,
    subcategory.nameFr,
    subcategory.nameEn,
    subcategory.category,
    category?.ar,
    category?.fr,
    category?.en,
    subcategory.productCount,
  ]
    .join('\n')
    .toLocaleLowerCase()
}

/** The seed's search box "matches any field": a case-insensitive substring of any of them. */
export function filterSubcategories(rows: Subcategory[], search: string): Subcategory[] {
  const term = search.trim().toLocaleLowerCase()
  if (!term) return rows
  return rows.filter((row) => searchableText(row).includes(term))
}

const nameCollator = new Intl.Collator('ar', { sensitivity: 'base', numeric: true })

const compare: Record<SubcategorySortKey, (a: Subcategory, b: Subcategory) => number> = {
  id: (a, b) => a.id - b.id,
  name: (a, b) => nameCollator.compare(a.name, b.name),
  // Category codes follow the seed's order (A pilgrimage … D trips), the order staff know.
  category: (a, b) => a.category.localeCompare(b.category),
  productCount: (a, b) => a.productCount - b.productCount,
}

/** A sorted copy; equal rows keep the order of their ids, so a sort never shuffles them. */
export function sortSubcategories(
  rows: Subcategory[],
  sort: SubcategorySortKey,
  order: SortOrder,
): Subcategory[] {
  const direction = order === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => direction * compare[sort](a, b) || a.id - b.id)
}

/** The rows of one page (pages count from 1); the seed counted pages but never sliced them. */
export function pageOf<T>(rows: T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize)
}
