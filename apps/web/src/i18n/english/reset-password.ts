import { addEnglish } from './registry'

/**
 * English texts of the reset-password screen only. They ship in its route chunk (decision 030).
 */
export const resetPasswordTexts = {
  'resetPassword.title': 'Choose a new password',
  'resetPassword.new': 'New password',
  'resetPassword.submit': 'Set the password',
  'resetPassword.submitting': 'Saving...',
  'resetPassword.done':
    'Your password is set. You were signed out everywhere: sign in with the new password.',
  'resetPassword.failed': 'The password could not be set. Please try again.',
  'resetPassword.noToken':
    'This page needs the link from your email. Open the link again, or ask for a new one.',
  // The same page opened from a staff invitation (`&invite=1`).
  'resetPassword.inviteTitle': 'Welcome — set a password for your new account',
  'resetPassword.inviteIntro':
    'You were invited to Rihla Admin. Choose a password to finish setting up your account, then sign in with it.',
  'resetPassword.inviteSubmit': 'Create my account',
  'resetPassword.inviteDone': 'Your account is ready: sign in with your email and new password.',
  'resetPassword.inviteExpired':
    'This invitation link is invalid or has expired. Please ask an administrator for a new one.',
} as const

addEnglish(resetPasswordTexts)
