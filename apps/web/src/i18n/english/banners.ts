import { MESSAGES } from '@rihla/contract/messages'
import { addEnglish } from './registry'

/** English texts of the banners screen only. They ship in its route chunk (decision 030). */
export const bannersTexts = {
  'banners.title': 'Banners',
  'banners.add': 'Add New Banner',
  'banners.total': '{count} banners',
  'banners.totalOne': '1 banner',
  'banners.loading': 'Loading banners...',
  'banners.loadFailed': 'Failed to load banners',
  'banners.authRequired': MESSAGES.auth.tokenRequired,
  'banners.empty': 'No banners yet.',
  'banners.image': 'Banner added on {date}',
  'banners.delete': 'Delete banner',
  'banners.confirmTitle': 'Delete banner',
  'banners.confirmMessage':
    'Are you sure you want to delete this banner? It will no longer appear on the home page.',
  'banners.confirm': 'Delete',
  'banners.deleting': 'Deleting...',
  'banners.cancel': 'Cancel',
  'banners.deleted': 'Banner deleted.',
  'banners.deleteFailed': 'Failed to delete banner',
} as const

addEnglish(bannersTexts)
