import { addEnglish } from './registry'

/** English texts of the step-up dialog the signed-in frame holds (decision 055). */
export const stepUpTexts = {
  'stepUp.title': 'Confirm your password',
  'stepUp.intro':
    'This action changes what someone can do with their account. Enter your password to continue; you will not be asked again for a few minutes.',
  'stepUp.password': 'Password',
  'stepUp.code': 'Authentication code',
  'stepUp.codeHint': 'The code from your authenticator app, or a recovery code.',
  'stepUp.confirm': 'Confirm',
  'stepUp.confirming': 'Confirming...',
  'stepUp.cancel': 'Cancel',
} as const

addEnglish(stepUpTexts)
