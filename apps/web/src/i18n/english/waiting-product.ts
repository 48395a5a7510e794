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
  'waiting.changedIntroSubmitted':
    'This listing is not approved yet. Its owner changed the highlighted fields after submitting it; here is what was submitted.',
  'waiting.changedBeforeSubmitted': 'Submitted: {value}',
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
  'signals.title': 'Signals',
  'signals.intro': 'What looks like a copy or a risk. Compare, then decide.',
  'signals.samePictureDetail':
    'A picture of this listing looks like one of listing #{id} (distance {distance} of 64).',
  'signals.similarTitleDetail': 'Its title is close to that of listing #{id}: "{title}".',
  'signals.samePhoneManyDetail':
    "The submitter's phone is behind {listings} listings and {accounts} accounts.",
  'signals.priceOutlierDetail':
    'Its price, {price}, is outside the usual range for its subcategory and wilaya: {low} to {high} (median {median}).',
  'signals.strength': 'Strength {percent}',
  'signals.thisListing': 'This listing',
  'signals.otherListing': 'Listing #{id}',
  'signals.owner': 'Owner: {name}',
  'signals.ownerDeleted': 'Owner: account deleted',
  'signals.noPicture': 'No picture',
  'signals.otherFailed': 'Failed to load listing #{id}.',
  'signals.otherGone': 'Listing #{id} no longer exists.',
  'signals.rejectDuplicate': 'Reject as duplicate',
  'signals.notDuplicate': 'Not a duplicate',
  'signals.dismissing': 'Saving...',
  'signals.dismissed': 'Marked as not a duplicate of listing #{id}.',
  'signals.dismissFailed': 'Failed to save. Please try again.',
} as const

addEnglish(waitingProductTexts)
