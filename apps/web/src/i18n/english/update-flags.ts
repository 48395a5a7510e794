import { addEnglish } from './registry'

/** English texts of the update-flags screen only. They ship in its route chunk (decision 030). */
export const updateFlagsTexts = {
  'flags.title': 'Update Product Flags',
  'flags.for': 'Product: {title}',
  'flags.legend': 'Flags',
  'flags.cancel': 'Cancel',
  'flags.submit': 'Update Flags',
  'flags.submitting': 'Updating Flags...',
  'flags.failed': 'Failed to update flags. Please try again.',
  'conflict.yes': 'Yes',
  'conflict.no': 'No',
} as const

addEnglish(updateFlagsTexts)
