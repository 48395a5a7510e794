// The products feature's public entry: the only file another feature may import from it
// (decision 014). The waiting list filters its products as the products list does.

// The queue's signals show the other listing side by side: any status, for staff.
export { useProduct } from './api/get-product'
export {
  PRODUCT_FILTERS,
  type ProductFilter,
  type ProductFilterValues,
  productFilterQuery,
} from './api/products-list-query'
// How a product is shown wherever it appears (domain components live in features):
// the details screen the queue shares, the list thumbnail, and a changed field's label and
// value (the queue's highlighted changes, the activity log's).
export { ProductDetailsScreen } from './components/product-details-screen'
export { productFieldLabel, productFieldValue } from './components/product-field-value'
export { countProductFilters, ProductFilters } from './components/product-filters'
// My listings shows each listing's status as the dashboard does.
export { ProductStatusBadge } from './components/product-status-badge'
export { firstThumbnail, ProductThumb } from './components/product-thumb'
