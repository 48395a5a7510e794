import { addEnglish } from './registry'

/**
 * English texts of the signed-in frame (app-root): side bar, top bar, search, notifications. They
 * ship with the frame (decision 030).
 */
export const shellTexts = {
  'shell.title': 'Admin Panel',
  'shell.toggleSidebar': 'Toggle sidebar',
  'shell.mainNav': 'Main navigation',
  'shell.closeSidebar': 'Close sidebar',
  'shell.skipToContent': 'Skip to main content',
  'nav.dashboard': 'Dashboard',
  'nav.users': 'Users',
  'nav.products': 'Products',
  'nav.waitingProducts': 'Waiting Products',
  'nav.subcategories': 'Subcategories',
  'nav.banners': 'Banners',
  'topbar.search': 'Search',
  'topbar.searchPlaceholder': 'Search...',
  'topbar.notifications': 'Notifications',
  'topbar.profile': 'Profile',
  'topbar.logout': 'Log out',
  'theme.label': 'Theme',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'theme.system': 'System',
  'notifications.label': 'Notifications: {text}',
  'notifications.waiting': '{count} products waiting for approval',
  'notifications.waitingOne': '1 product waiting for approval',
  'notifications.waitingNone': 'no products waiting for approval',
  'notifications.failed': 'Could not load notifications.',
  'notifications.review': 'Review waiting products',
  'search.results': 'Search results',
  'search.users': 'Users',
  'search.products': 'Products',
  'search.subcategories': 'Subcategories',
  'search.approved': 'Approved',
  'search.pending': 'Waiting for approval',
  'search.rejected': 'Rejected',
  'search.searching': 'Searching...',
  'search.noResults': 'No results',
  'search.failed': 'Search failed. Please try again.',
  'search.count': '{count} results',
  'search.countOne': '1 result',
  'nav.activity': 'Activity',
  'nav.staff': 'Staff',
  'nav.myListings': 'My listings',
} as const

addEnglish(shellTexts)
