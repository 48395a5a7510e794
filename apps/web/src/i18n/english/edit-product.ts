import { addEnglish } from './registry'

/** English texts of the edit-product screen only. They ship in its route chunk (decision 030). */
export const editProductTexts = {
  'editProduct.title': 'Edit Product',
  'editProduct.for': 'Product #{id}',
  'editProduct.submit': 'Save Changes',
  'editProduct.submitting': 'Saving...',
  'editProduct.cancel': 'Cancel',
  'editProduct.failed': 'Failed to save the product. Please try again.',
  'editProduct.saved': '"{title}" was saved.',
  'editProduct.savedResubmit': '"{title}" was saved. Resubmit it when it is ready.',
  'editProduct.nothingChanged': 'You did not change anything.',
} as const

addEnglish(editProductTexts)
