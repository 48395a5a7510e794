import { addEnglish } from './registry'

/** English texts of the dashboard screen only. They ship in its route chunk (decision 030). */
export const dashboardTexts = {
  'dashboard.totalUsers': 'Total Users',
  'dashboard.blockedCaption': '{count} blocked',
  'dashboard.totalProducts': 'Total Products',
  'dashboard.productsCaption': '{approved} approved, {waiting} waiting',
  'dashboard.waitingApproval': 'Waiting Approval',
  'dashboard.waitingCaption': 'products to review',
  'dashboard.subcategories': 'Subcategories',
  'dashboard.subcategoriesCaption': 'across {count} categories',
  'dashboard.statsFailed': 'Could not load the dashboard figures.',
  'dashboard.recentUsers': 'Recent Users',
  'dashboard.recentUsersFailed': 'Could not load recent users',
  'dashboard.viewAllUsers': 'View all users',
  'dashboard.recentProducts': 'Recent Products',
  'dashboard.recentProductsFailed': 'Could not load recent products',
  'dashboard.noProducts': 'No products yet.',
  'dashboard.viewAllProducts': 'View all products',
  'sales.title': 'New Products',
  'sales.period': 'Period',
  'sales.thisWeek': 'This Week',
  'sales.thisMonth': 'This Month',
  'sales.thisYear': 'This Year',
  'sales.captionWeek': 'New products per day, last 7 days',
  'sales.captionMonth': 'New products per day, last 30 days',
  'sales.captionYear': 'New products per month, last 12 months',
  'sales.seriesName': 'New products',
  'sales.total': '{count} new products',
  'sales.totalOne': '1 new product',
  'activity.title': 'Recent Activity',
  'activity.empty': 'No activity yet.',
  'activity.failed': 'Could not load recent activity',
  'activityPage.viewAll': 'View all activity',
} as const

addEnglish(dashboardTexts)
