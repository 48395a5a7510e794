// The products module's public entry: the only file another module may import from it
// (docs/decisions/014). The approval module reads products and moves rejected ones to the trash.
export { exportProductsCsv } from './products-export-service'
export { loadProduct, productSearch } from './products-repository'
export { getProduct, getProductPage, getVersionedProduct } from './products-service'
export { trashProducts } from './products-trash-service'
