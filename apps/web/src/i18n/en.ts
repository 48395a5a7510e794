import { MESSAGES } from '@rihla/contract/messages'

/**
 * English catalogue: every user-facing text of the web app. Texts quoted by the seed are kept
 * word for word; validation and error texts are taken from the contract so the server, the
 * forms and the tests agree. Other languages copy these keys (see `Catalogue`).
 */
export const en = {
  'app.name': 'Rihla Admin',
  'common.loading': 'Loading...',

  'errors.generic': 'Something went wrong. Please try again.',
  'errors.network': 'Could not reach the server. Please check your connection and try again.',
  'errors.route': 'Something went wrong while loading this page.',
  'errors.reload': 'Reload the page',

  'shell.title': 'Admin Panel',
  'shell.toggleSidebar': 'Toggle sidebar',
  'shell.mainNav': 'Main navigation',
  'shell.closeSidebar': 'Close sidebar',
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

  'login.title': 'Sign in to Rihla Admin',
  'login.subtitle': 'Manage users, products and approvals in one place.',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.forgotPassword': 'Forgot password?',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in...',
  'login.noAccount': "Don't have an account?",
  'login.signupLink': 'Sign up',
  'login.error': MESSAGES.login.invalid,

  'signup.title': 'Create an account',
  'signup.subtitle': 'Join Rihla to list and manage travel offers.',
  'signup.fullName': 'Full Name',
  'signup.email': 'Email',
  'signup.phone': 'Phone Number',
  'signup.password': 'Password',
  'signup.submit': 'Sign up',
  'signup.submitting': 'Signing up...',
  'signup.haveAccount': 'Already have an account?',
  'signup.signinLink': 'Sign in',
  'signup.error': MESSAGES.signup.failed,
  'signup.errors.username': MESSAGES.signup.username,
  'signup.errors.email': MESSAGES.signup.email,
  'signup.errors.password': MESSAGES.signup.password,
  'signup.errors.phone': MESSAGES.signup.phone,

  'forgotPassword.title': 'Forgot your password?',
  'forgotPassword.body':
    'Password resets are handled by an administrator. Please contact your Rihla administrator to have your password reset.',
  'forgotPassword.back': 'Back to sign in',

  'welcome.badge': 'Travel and leisure across Algeria',
  'welcome.title': 'Every journey in Algeria, in one marketplace',
  'welcome.subtitle':
    'Rihla brings together pilgrimage packages, restaurants and entertainment, house rentals and organised trips from trusted providers in all 58 wilayas.',
  'welcome.browse': 'Browse Products',
  'welcome.getStarted': 'Get Started',
  'welcome.offersTitle': 'What the marketplace offers',
  'welcome.hajj.title': 'Hajj and Umrah',
  'welcome.hajj.body': 'Pilgrimage packages with travel, lodging and guidance.',
  'welcome.dining.title': 'Restaurants and entertainment',
  'welcome.dining.body': 'Places to eat, relax and have fun with family and friends.',
  'welcome.rentals.title': 'House rentals',
  'welcome.rentals.body': 'Homes and apartments for short and long stays.',
  'welcome.trips.title': 'Organised trips',
  'welcome.trips.body': 'Guided tours from the Mediterranean coast to the Sahara.',
  'welcome.stepsTitle': 'How it works',
  'welcome.step1.title': 'Providers list their offers',
  'welcome.step1.body': 'Each offer arrives in the waiting list with its pictures and details.',
  'welcome.step2.title': 'Staff review and approve',
  'welcome.step2.body': 'Admins check every offer before it goes live and highlight the best ones.',
  'welcome.step3.title': 'Travellers book with confidence',
  'welcome.step3.body': 'Only reviewed, rated offers reach the marketplace.',

  'dashboard.title': 'Dashboard',

  'notFound.title': 'Page not found',
  'notFound.body': "The page you are looking for doesn't exist or has moved.",
  'notFound.back': 'Back to dashboard',
} as const

export type MessageKey = keyof typeof en

/** A complete catalogue: every key of the English one, translated. */
export type Catalogue = Record<MessageKey, string>
