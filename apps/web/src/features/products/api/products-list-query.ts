import { CATEGORIES } from '@rihla/contract/categories'
import { PAGE_SIZES } from '@rihla/contract/constants'
import { PRODUCT_SORT_KEYS, PRODUCT_STATUSES, type ProductStatus } from '@rihla/contract/products'
import { type ListView, listQuery, parseListView } from '@/hooks/use-list-view'
import type { ProductSortKey, ProductsQuery } from './product-keys'

/** The URL parameters that filter a products list, as the API names them. */
export const PRODUCT_FILTERS = ['category', 'subcategoryId', 'wilaya'] as const
export type ProductFilter = (typeof PRODUCT_FILTERS)[number]
export type ProductFilterValues = Partial<Record<ProductFilter, string>>

/** The filters as the API reads them (numbers for ids), leaving out the empty ones. */
export function productFilterQuery(value: ProductFilterValues) {
  const category = CATEGORIES.find((c) => c.code === value.category)?.code
  const wilaya = Number(value.wilaya)
  const subcategoryId = Number(value.subcategoryId)
  return {
    ...(category ? { category } : {}),
    ...(Number.isInteger(wilaya) && wilaya >= 1 && wilaya <= 58 ? { wilaya } : {}),
    ...(Number.isInteger(subcategoryId) && subcategoryId >= 1 ? { subcategoryId } : {}),
  }
}

/**
 * The products screen filters on the status too: the waiting list lists waiting
 * products only, so the status is not among `PRODUCT_FILTERS`.
 */
export const PRODUCT_LIST_FILTERS = [...PRODUCT_FILTERS, 'status'] as const
export type ProductListFilter = (typeof PRODUCT_LIST_FILTERS)[number]
export type ProductListFilterValues = Partial<Record<ProductListFilter, string>>

/** The status a products view shows: the catalogue (approved) unless the URL names another. */
export function productStatusOf(value: ProductListFilterValues): ProductStatus {
  return PRODUCT_STATUSES.find((status) => status === value.status) ?? 'approved'
}

/**
 * The products screen's filters as the API reads them. The catalogue is the server's default:
 * no `status` for it, so the plain list keeps the seed's call (and its query key).
 */
export function productListFilterQuery(value: ProductListFilterValues) {
  const status = productStatusOf(value)
  return { ...productFilterQuery(value), ...(status === 'approved' ? {} : { status }) }
}

const DEFAULT_SORT: ProductSortKey = 'id'

/** The products screen's list in the URL: by id, the seed's 7 a page, four filters. */
export const PRODUCTS_LIST = {
  sortKeys: PRODUCT_SORT_KEYS,
  defaultSort: DEFAULT_SORT,
  options: {
    defaultLimit: PAGE_SIZES.products,
    filters: PRODUCT_LIST_FILTERS,
    remember: 'products',
  },
} as const

/** The page of products a view shows. */
export function productsQuery(view: ListView<ProductSortKey, ProductListFilter>): ProductsQuery {
  return { ...listQuery(view), ...productListFilterQuery(view.filters) }
}

/** The page of products the screen at this address asks for (its route loader reads it). */
export function productsQueryAt(params: URLSearchParams): ProductsQuery {
  const { sortKeys, defaultSort, options } = PRODUCTS_LIST
  return productsQuery(parseListView(params, sortKeys, defaultSort, options))
}
