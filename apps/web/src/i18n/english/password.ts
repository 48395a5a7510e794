import { addEnglish } from './registry'

/**
 * English texts of the password fields, shared by the reset-password screen and the profile's
 * change-password form (decision 030: each part ships with the code that shows it).
 */
export const passwordTexts = {
  'password.hint':
    "At least 10 characters; refused: a common password, your name or email, the product's name, repeats like aaaa.",
} as const

addEnglish(passwordTexts)
