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
  'waiting.changedTitle': 'Changed by its owner',
  'waiting.changedIntro':
    'This listing was approved before. Its owner changed the highlighted fields since; here is what was approved.',
  'waiting.changedBefore': 'Approved: {value}',
  'waiting.changedNow': 'Now: {value}',
  'waiting.changedBadge': 'Changed',
  'waiting.waitingFor': 'Waiting for {duration}',
  'waiting.submitter.title': 'Submitted by',
  'waiting.submitter.memberFor': 'Member for {duration}',
  'waiting.submitter.call': 'Call {phone}',
  'waiting.submitter.whatsApp': 'Write to {name} on WhatsApp (opens in a new tab)',
  'waiting.submitter.listings': 'Their listings',
  'waiting.submitter.approved': 'Approved',
  'waiting.submitter.rejected': 'Rejected',
  'waiting.submitter.pending': 'Waiting',
  'waiting.submitter.lastRejections': 'Last rejections',
  'waiting.submitter.noRejections': 'None of their listings has been rejected.',
  'waiting.submitter.deleted': 'The account that submitted this listing has been deleted.',
} as const

addEnglish(waitingProductTexts)
