import { addEnglish } from './registry'

/** English texts of the activity screen only. They ship in its route chunk (decision 030). */
export const activityTexts = {
  'activityPage.title': 'Activity',
  'activityPage.person': 'Person',
  'activityPage.allPeople': 'Everyone',
  'activityPage.action': 'Action',
  'activityPage.allActions': 'All actions',
  'activityPage.from': 'From',
  'activityPage.to': 'To',
  'activityPage.recordFilter': 'Only {record}',
  'activityPage.allRecords': 'Show every record',
  'activityPage.total': '{count} entries',
  'activityPage.totalOne': '1 entry',
  'activityPage.empty': 'No activity yet.',
  'activityPage.noMatch': 'No activity matches these filters.',
  'activityPage.failed': 'Could not load the activity',
  'activityPage.action.user.block': 'Blocked a user',
  'activityPage.action.user.unblock': 'Unblocked a user',
  'activityPage.action.user.phone': 'Changed their phone number',
  'activityPage.action.product.create': 'Added a product',
  'activityPage.action.product.flags': 'Changed product flags',
  'activityPage.action.product.update': 'Edited a product',
  'activityPage.action.product.approve': 'Approved a product',
  'activityPage.action.product.reject': 'Rejected a product',
  'activityPage.action.product.delete': 'Deleted a product',
  'activityPage.action.product.restore': 'Restored a product',
  'activityPage.action.subcategory.create': 'Added a subcategory',
  'activityPage.action.subcategory.update': 'Updated a subcategory',
  'activityPage.action.subcategory.delete': 'Deleted a subcategory',
  'activityPage.action.banner.create': 'Added a banner',
  'activityPage.action.banner.delete': 'Deleted a banner',
  'activityPage.action.user.password': 'Issued a password reset link',
} as const

addEnglish(activityTexts)
