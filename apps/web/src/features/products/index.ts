// The products feature's public entry: the only file another feature may import from it
// (decision 014). The waiting list filters its products as the products list does.
export {
  PRODUCT_FILTERS,
  type ProductFilter,
  type ProductFilterValues,
  productFilterQuery,
} from './api/products-list-query'
export { countProductFilters, ProductFilters } from './components/product-filters'
// My listings shows each listing's status as the dashboard does.
export { ProductStatusBadge } from './components/product-status-badge'
