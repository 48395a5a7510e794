import { MESSAGES } from '@rihla/contract/messages'
import { addEnglish } from './registry'

/**
 * English texts of the update-admin-phone screen only. They ship in its route chunk (decision
 * 030).
 */
export const updateAdminPhoneTexts = {
  'adminPhone.title': 'Update Phone Number',
  'adminPhone.subtitle': 'The phone number of your admin account.',
  'account.title': 'Account and security',
  'account.subtitle': 'Your phone number, password, two-step sign-in and sessions.',
  'account.subtitleNoPhone': 'Your password, two-step sign-in and sessions.',
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
  'twoFactor.disableHint':
    'To turn it off, enter your password and a code from your app or a recovery code.',
  'twoFactor.disable': 'Turn off',
  'twoFactor.disabling': 'Turning off...',
  'twoFactor.enabled': 'Two-factor authentication is on. Your other sessions were signed out.',
  'twoFactor.disabled': 'Two-factor authentication is off. Your other sessions were signed out.',
  'twoFactor.currentPassword': 'Current password',
  'twoFactor.required': MESSAGES.twoFactor.enrollmentRequired,
  'twoFactor.requiredHint':
    'Staff accounts on this server must use two-factor authentication. The other screens open once it is on.',
  'changePassword.title': 'Password',
  'changePassword.subtitle':
    'Changing it signs you out on your other devices; this one stays signed in.',
  'changePassword.current': 'Current password',
  'changePassword.new': 'New password',
  'changePassword.submit': 'Change password',
  'changePassword.submitting': 'Changing...',
  'changePassword.done': 'Password changed. Your other sessions were signed out.',
  'changePassword.failed': 'The password could not be changed. Please try again.',
  'sessions.title': 'Active sessions',
  'sessions.subtitle':
    'The devices signed in to your account. Sign out any device you do not recognise.',
  'sessions.thisDevice': 'This device',
  'sessions.device': '{browser} on {os}',
  'sessions.unknownDevice': 'Unknown device',
  'sessions.address': 'Address:',
  'sessions.signedIn': 'Signed in:',
  'sessions.lastSeen': 'Last active:',
  'sessions.signOut': 'Sign out',
  'sessions.signOutLabel': 'Sign out {device}',
  'sessions.signOutHereLabel': 'Sign out of this device ({device})',
  'sessions.signOutOthers': 'Sign out of all other sessions',
  'sessions.signingOut': 'Signing out...',
  'sessions.cancel': 'Cancel',
  'sessions.oneTitle': 'Sign out this device?',
  'sessions.oneConfirm': 'That device will need your password to sign in again.',
  'sessions.hereTitle': 'Sign out of this device?',
  'sessions.hereConfirm': 'You will be signed out here and taken to the sign-in page.',
  'sessions.othersTitle': 'Sign out of all other sessions?',
  'sessions.othersConfirm':
    'Every other device signed in to your account will need your password to sign in again. This one stays signed in.',
  'sessions.endedOne': 'That device was signed out.',
  'sessions.endedOthers': 'Your other sessions were signed out.',
  'sessions.failed': 'The session could not be signed out. Please try again.',
  'sessions.loadFailed': 'Could not load your sessions.',
  'sessions.empty': 'No active sessions.',
} as const

addEnglish(updateAdminPhoneTexts)
