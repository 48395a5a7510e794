import { addEnglish } from './registry'

/** English texts of the My listings screen only. They ship in its route chunk (decision 030). */
export const myListingsTexts = {
  'myListings.title': 'My listings',
  'myListings.add': 'Add a listing',
  'myListings.listLabel': 'Your listings',
  'myListings.search': 'Search your listings',
  'myListings.searchPlaceholder': 'Search by title...',
  'myListings.filter': 'Status',
  'myListings.filter.all': 'All',
  'myListings.filter.pending': 'Waiting',
  'myListings.filter.approved': 'Approved',
  'myListings.filter.rejected': 'Rejected',
  'myListings.total': '{count} listings',
  'myListings.totalOne': '1 listing',
  'myListings.totalCapped': 'More than {count} listings',
  'myListings.price': 'Price',
  'myListings.created': 'Added',
  'myListings.resubmitted': 'Resubmitted',
  'myListings.waitingReview': 'Waiting for a moderator to review it.',
  'myListings.rejectedTitle': 'Why it was rejected',
  'myListings.note': "Moderator's note:",
  'myListings.rejectedBy': 'Rejected by {name} on {date}',
  'myListings.rejectedOn': 'Rejected on {date}',
  'myListings.edit': 'Edit',
  'myListings.resubmit': 'Resubmit',
  'myListings.resubmitting': 'Resubmitting...',
  'myListings.resubmitDone': '"{title}" was sent back for review. It is waiting again.',
  'myListings.resubmitFailed': 'Failed to resubmit the listing. Please try again.',
  'myListings.empty': "You haven't added any listing yet.",
  'myListings.addFirst': 'Add your first listing',
  'myListings.emptyStatus': 'No listing with this status.',
  'myListings.noMatch': 'No listing matches "{search}".',
  'myListings.loadFailed': 'Failed to load your listings.',
} as const

addEnglish(myListingsTexts)
