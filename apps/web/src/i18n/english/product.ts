import { addEnglish } from './registry'

/** English texts of the product screen only. They ship in its route chunk (decision 030). */
export const productTexts = {
  'productDetails.back': 'Back to Products',
  'productDetails.actions': 'Product actions',
  'productDetails.rate': 'Rate',
} as const

addEnglish(productTexts)
