import { addEnglish } from './registry'

/**
 * English texts of the forgot-password screen only. They ship in its route chunk (decision 030).
 */
export const forgotPasswordTexts = {
  'forgotPassword.title': 'Forgot your password?',
  'forgotPassword.body':
    'Password resets are handled by an administrator. Please contact your Rihla administrator to have your password reset.',
  'forgotPassword.back': 'Back to sign in',
  'forgotPassword.intro':
    'Enter the email address of your account. If it has one, we will send it a link to choose a new password.',
  'forgotPassword.send': 'Send the reset link',
  'forgotPassword.sending': 'Sending...',
  'forgotPassword.failed': 'The reset link could not be requested. Please try again.',
} as const

addEnglish(forgotPasswordTexts)
