import { addEnglish } from './registry'

/** English texts of the user screen only. They ship in its route chunk (decision 030). */
export const userTexts = {
  'userDetails.back': 'Back to Users',
  'userDetails.username': 'Username',
  'userDetails.role': 'Role',
  'userDetails.email': 'Email',
  'userDetails.phone': 'Phone Number',
  'userDetails.noToken': 'Authentication token not found',
  'userDetails.notFound': 'User not found',
  'userDetails.failed': 'Failed to fetch user details',
} as const

addEnglish(userTexts)
