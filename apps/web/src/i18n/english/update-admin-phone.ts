import { MESSAGES } from '@rihla/contract/messages'
import { addEnglish } from './registry'

/**
 * English texts of the update-admin-phone screen only. They ship in its route chunk (decision
 * 030).
 */
export const updateAdminPhoneTexts = {
  'adminPhone.title': 'Update Phone Number',
  'adminPhone.subtitle': 'The phone number of your admin account.',
  'adminPhone.label': 'Phone Number',
  'adminPhone.current': 'Current number:',
  'adminPhone.cancel': 'Cancel',
  'adminPhone.submit': 'Update',
  'adminPhone.submitting': 'Updating...',
  'adminPhone.updated': 'Phone number updated.',
  'adminPhone.authRequired': MESSAGES.auth.tokenRequired,
  'adminPhone.failed': 'Failed to update phone number. Please try again.',
  'twoFactor.title': 'Two-factor authentication',
  'twoFactor.subtitle':
    'After your password, sign-in also asks for a code from an authenticator app.',
  'twoFactor.off': 'Off: your password alone signs you in.',
  'twoFactor.on': 'On. Recovery codes left: {count}.',
  'twoFactor.loadFailed': 'Could not load your two-factor settings.',
  'twoFactor.setup': 'Set up two-factor authentication',
  'twoFactor.settingUp': 'Preparing...',
  'twoFactor.scan': 'Scan this QR code with your authenticator app, or type the key into it.',
  'twoFactor.qrAlt': 'QR code to add Rihla Admin to your authenticator app',
  'twoFactor.secret': 'Key',
  'twoFactor.code': 'Authentication code',
  'twoFactor.confirm': 'Turn on',
  'twoFactor.confirming': 'Checking...',
  'twoFactor.cancel': 'Cancel',
  'twoFactor.recoveryTitle': 'Your recovery codes',
  'twoFactor.recoveryHint':
    'Keep these codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
  'twoFactor.done': 'I have saved my recovery codes',
  'twoFactor.disableHint': 'To turn it off, enter a code from your app or a recovery code.',
  'twoFactor.disable': 'Turn off',
  'twoFactor.disabling': 'Turning off...',
  'twoFactor.enabled': 'Two-factor authentication is on.',
  'twoFactor.disabled': 'Two-factor authentication is off.',
  'changePassword.title': 'Password',
  'changePassword.subtitle':
    'Changing it signs you out on your other devices; this one stays signed in.',
  'changePassword.current': 'Current password',
  'changePassword.new': 'New password',
  'changePassword.submit': 'Change password',
  'changePassword.submitting': 'Changing...',
  'changePassword.done': 'Password changed. Your other sessions were signed out.',
  'changePassword.failed': 'The password could not be changed. Please try again.',
} as const

addEnglish(updateAdminPhoneTexts)
