import { MESSAGES } from '@rihla/contract/messages'
import { addEnglish } from './registry'

/** English texts of the signup screen only. They ship in its route chunk (decision 030). */
export const signupTexts = {
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
} as const

addEnglish(signupTexts)
