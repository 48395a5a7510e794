// The products module's public entry: the only file another module may import from it
// (docs/decisions/014). The queue reads products; the review module (the one decision path)
// loads a decided product and moves deleted or rejected-by-DELETE ones to the trash. This
// module imports neither of them: no cycle (scripts/lib/boundaries.test.mjs).
export { exportProductsCsv } from './products-export-service'
export {
  loadProduct,
  loadVersionedProduct,
  markChanged,
  NO_DECISION,
  productSearch,
} from './products-repository'
export {
  getProduct,
  getProductPage,
  getVersionedProduct,
  getWaitingPage,
} from './products-service'
export { deleteProducts, trashProducts } from './products-trash-service'
