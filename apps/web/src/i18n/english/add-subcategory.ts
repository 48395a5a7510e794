import { addEnglish } from './registry'

/**
 * English texts of the add-subcategory screen only. They ship in its route chunk (decision 030).
 */
export const addSubcategoryTexts = {
  'created.subcategory': 'The subcategory "{name}" was added.',
  'subcategoryAdd.title': 'Add New Subcategory',
  'subcategoryAdd.submit': 'Add Subcategory',
  'subcategoryAdd.submitting': 'Adding...',
  'subcategoryAdd.failed': 'Failed to add subcategory',
} as const

addEnglish(addSubcategoryTexts)
