import { addEnglish } from './registry'

/** English texts of the users screen only. They ship in its route chunk (decision 030). */
export const usersTexts = {
  'users.title': 'Users',
  'users.search': 'Search users',
  'users.searchPlaceholder': 'Search by name, email or phone',
  'users.total': '{count} users',
  'users.totalOne': '1 user',
  'users.totalCapped': 'More than {count} users',
  'users.tableCaption': 'Users',
  'users.col.id': 'ID',
  'users.col.username': 'userName',
  'users.col.isBlocked': 'isBlocked',
  'users.col.role': 'Role',
  'users.col.picture': 'Profile Picture',
  'users.col.actions': 'Actions',
  'users.actionsFor': 'Actions for {name}',
  'users.showDetails': 'Show Details',
  'users.actions': 'Actions',
  'users.loadFailed': 'Failed to load users.',
  'users.noMatch': 'No users match "{search}".',
} as const

addEnglish(usersTexts)
