import { addEnglish } from './registry'

/**
 * English texts of the first screen: the sign-in page (with its second step), the loading and error
 * screens. They ship in the entry chunk (decision 030); the contract's messages are written out,
 * held equal by english-parts.test.ts, since `MESSAGES` would add 1.8 KB.
 */
export const firstTexts = {
  'app.name': 'Rihla Admin',
  'common.loading': 'Loading...',
  'errors.generic': 'Something went wrong. Please try again.',
  'errors.network': 'Could not reach the server. Please check your connection and try again.',
  'errors.route': 'Something went wrong while loading this page.',
  'errors.reload': 'Reload the page',
  'errors.screen': 'This screen could not be loaded. Check your connection, then try again.',
  'errors.retry': 'Try again',
  'topbar.language': 'Language',
  'login.title': 'Sign in to Rihla Admin',
  'login.subtitle': 'Manage users, products and approvals in one place.',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.forgotPassword': 'Forgot password?',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in...',
  'login.noAccount': "Don't have an account?",
  'login.signupLink': 'Sign up',
  'login.error': 'Invalid email or password.',
  'login.unreachable': 'The server cannot be reached. Please try again in a moment.',
  'login.errors.email': 'Email is required',
  'login.errors.password': 'Password is required',
  'dashboard.title': 'Dashboard',
  'twoFactor.login.intro':
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  'twoFactor.login.code': 'Authentication code',
  'twoFactor.login.submit': 'Verify',
  'twoFactor.login.submitting': 'Verifying...',
  'twoFactor.login.back': 'Back to sign in',
  'twoFactor.login.error': 'Invalid authentication code.',
  'common.dismiss': 'Dismiss',
} as const

addEnglish(firstTexts)
