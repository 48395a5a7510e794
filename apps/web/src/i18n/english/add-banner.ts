import { MESSAGES } from '@rihla/contract/messages'
import { addEnglish } from './registry'

/** English texts of the add-banner screen only. They ship in its route chunk (decision 030). */
export const addBannerTexts = {
  'created.banner': 'The banner was added.',
  'created.viewBanner': 'View the picture',
  'bannerAdd.title': 'Add New Banner',
  'bannerAdd.image': 'Banner Image',
  'bannerAdd.hint': 'PNG, JPG, GIF up to 10MB',
  'bannerAdd.preview': 'Preview of the selected banner',
  'bannerAdd.noPreview': 'The preview appears here once an image is chosen.',
  'bannerAdd.cancel': 'Cancel',
  'bannerAdd.submit': 'Add Banner',
  'bannerAdd.submitting': 'Adding Banner...',
  'bannerAdd.required': MESSAGES.banner.required,
  'bannerAdd.notImage': MESSAGES.banner.notImage,
  'bannerAdd.tooLarge': MESSAGES.banner.tooLarge,
  'bannerAdd.authRequired': 'Authentication required. Please log in.',
  'bannerAdd.authFailed': 'Authentication failed. Please log in again.',
  'bannerAdd.failed': 'Failed to add banner',
  'bannerAdd.unexpected': 'An unexpected error occurred',
} as const

addEnglish(addBannerTexts)
