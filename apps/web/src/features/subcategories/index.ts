// The subcategories feature's public entry: the only file another feature may import from it
// (decision 014). The list of subcategories is reference data other screens need too (the
// add-product form's choices); they read it here, so there is one query and one cache entry.
export {
  getSubcategoriesQueryOptions,
  useSubcategories,
} from './api/get-subcategories'
export { subcategoryKeys } from './api/subcategory-keys'
