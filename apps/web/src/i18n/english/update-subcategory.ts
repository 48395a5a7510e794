import { addEnglish } from './registry'

/** English texts of the update-subcategory screen, in its route chunk (decision 030). */
export const updateSubcategoryTexts = {
  'subcategoryUpdate.title': 'Update Subcategory',
  'subcategoryUpdate.submit': 'Update',
  'subcategoryUpdate.submitting': 'Updating...',
  'subcategoryUpdate.failed': 'Failed to update subcategory',
} as const

addEnglish(updateSubcategoryTexts)
