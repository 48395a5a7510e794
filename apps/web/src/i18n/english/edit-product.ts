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
  'editPictures.title': 'Pictures',
  'editPictures.count': '{count} of {max}',
  'editPictures.hint':
    'Up to {max} pictures; the first is the cover. Drag a picture, or use its arrows, to change the order. PNG, JPG, GIF or WebP, under 10 MB each.',
  'editPictures.cover': 'Cover',
  'editPictures.picture': 'Picture {position} of {total}',
  'editPictures.add': 'Add pictures',
  'editPictures.adding': 'Adding pictures...',
  'editPictures.added': 'Pictures added: {count}.',
  'editPictures.moveEarlier': 'Move earlier',
  'editPictures.moveLater': 'Move later',
  'editPictures.moved': 'Picture moved to position {position} of {total}.',
  'editPictures.remove': 'Remove',
  'editPictures.removing': 'Removing...',
  'editPictures.removeTitle': 'Remove this picture?',
  'editPictures.removeMessage': 'Picture {position} will be removed from the listing for good.',
  'editPictures.removed': 'Picture removed.',
  'editPictures.cancel': 'Cancel',
  'editPictures.failed': 'The pictures could not be changed. Please try again.',
} as const

addEnglish(editProductTexts)
