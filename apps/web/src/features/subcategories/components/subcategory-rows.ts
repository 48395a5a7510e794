/** The list's sorts, as the server takes them (`GET /api/products/sub-categories?sort=`). */
export { SUBCATEGORY_SORT_KEYS, type SubcategorySortKey } from '@rihla/contract/subcategories'
