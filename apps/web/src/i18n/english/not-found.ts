import { addEnglish } from './registry'

/** English texts of the not-found screen only. They ship in its route chunk (decision 030). */
export const notFoundTexts = {
  'notFound.title': 'Page not found',
  'notFound.body': "The page you are looking for doesn't exist or has moved.",
  'notFound.back': 'Back to dashboard',
} as const

addEnglish(notFoundTexts)
