import { addEnglish } from './registry'

/**
 * English texts of the password fields, shared by the reset-password screen and the profile's
 * change-password form (decision 030: each part ships with the code that shows it).
 */
export const passwordTexts = {
  'password.hint': 'At least 10 characters; a common password is refused.',
} as const

addEnglish(passwordTexts)
