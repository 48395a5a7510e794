import { addEnglish } from './registry'

/**
 * English texts of the waiting-product screen only. They ship in its route chunk (decision 030).
 */
export const waitingProductTexts = {
  'waiting.back': 'Back to Waiting Products',
  'waiting.notFound': 'Product not found',
  'waiting.loadDetailsFailed': 'Failed to fetch product details',
  'waiting.decision': 'Decision',
  'waiting.approveNext': 'Approve and next',
  'waiting.nextProduct': 'Next product',
} as const

addEnglish(waitingProductTexts)
