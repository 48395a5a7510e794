import { addEnglish } from './registry'

/** English texts of the Appeals screen (decision 057). They ship in its route chunk. */
export const appealsTexts = {
  'appeals.title': 'Appeals',
  'appeals.filter': 'Show appeals',
  'appeals.open': 'Open',
  'appeals.decided': 'Decided',
  'appeals.listLabel': 'Appeals',
  'appeals.emptyOpen': 'No appeal waits for a decision.',
  'appeals.emptyDecided': 'No appeal has been decided yet.',
  'appeals.loadFailed': 'Failed to load the appeals.',
  'appeals.byOn': 'Appealed by {name} on {date}',
  'appeals.rejectedBy': 'Rejected by',
  'appeals.message': "The seller's appeal:",
  'appeals.ownRejection': 'You made this rejection: another moderator decides its appeal.',
  'appeals.note': 'Note to the seller (optional)',
  'appeals.uphold': 'Uphold',
  'appeals.overturn': 'Overturn and publish',
  'appeals.upheld': 'Upheld',
  'appeals.overturned': 'Overturned',
  'appeals.decideFailed': 'Failed to decide the appeal. Please try again.',
} as const

addEnglish(appealsTexts)
