import { addEnglish } from './registry'

/** English texts of the rate-product screen only. They ship in its route chunk (decision 030). */
export const rateProductTexts = {
  'rate.title': 'Rate Product',
  'rate.for': 'Product: {title}',
  'rate.legend': 'Rating',
  'rate.star': '1 star',
  'rate.stars': '{count} stars',
  'rate.choose': 'Choose from 1 to 5 stars.',
  'rate.chosen': 'Your rating: {rating} / 5',
  'rate.cancel': 'Cancel',
  'rate.submit': 'Submit Rating',
  'rate.submitting': 'Updating Rating...',
  'rate.failed': 'Failed to update rating. Please try again.',
} as const

addEnglish(rateProductTexts)
