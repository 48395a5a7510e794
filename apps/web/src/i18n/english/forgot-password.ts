import { addEnglish } from './registry'

/**
 * English texts of the forgot-password screen only. They ship in its route chunk (decision 030).
 */
export const forgotPasswordTexts = {
  'forgotPassword.title': 'Forgot your password?',
  'forgotPassword.body':
    'Password resets are handled by an administrator. Please contact your Rihla administrator to have your password reset.',
  'forgotPassword.back': 'Back to sign in',
} as const

addEnglish(forgotPasswordTexts)
