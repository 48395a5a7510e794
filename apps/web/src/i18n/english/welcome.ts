import { addEnglish } from './registry'

/** English texts of the welcome screen only. They ship in its route chunk (decision 030). */
export const welcomeTexts = {
  'welcome.badge': 'Travel and leisure across Algeria',
  'welcome.title': 'Every journey in Algeria, in one marketplace',
  'welcome.subtitle':
    'Rihla brings together pilgrimage packages, restaurants and entertainment, house rentals and organised trips from trusted providers in all 58 wilayas.',
  'welcome.browse': 'Browse Products',
  'welcome.getStarted': 'Get Started',
  'welcome.offersTitle': 'What the marketplace offers',
  'welcome.hajj.title': 'Hajj and Umrah',
  'welcome.hajj.body': 'Pilgrimage packages with travel, lodging and guidance.',
  'welcome.dining.title': 'Restaurants and entertainment',
  'welcome.dining.body': 'Places to eat, relax and have fun with family and friends.',
  'welcome.rentals.title': 'House rentals',
  'welcome.rentals.body': 'Homes and apartments for short and long stays.',
  'welcome.trips.title': 'Organised trips',
  'welcome.trips.body': 'Guided tours from the Mediterranean coast to the Sahara.',
  'welcome.stepsTitle': 'How it works',
  'welcome.step1.title': 'Providers list their offers',
  'welcome.step1.body': 'Each offer arrives in the waiting list with its pictures and details.',
  'welcome.step2.title': 'Staff review and approve',
  'welcome.step2.body': 'Admins check every offer before it goes live and highlight the best ones.',
  'welcome.step3.title': 'Travellers book with confidence',
  'welcome.step3.body': 'Only reviewed, rated offers reach the marketplace.',
  'welcome.nextStep': 'Your next step',
  'nextStep.waitingTitle': 'Waiting for review',
  'nextStep.waitingCaption': 'products waiting for your review',
  'nextStep.continue': 'Continue reviewing',
  'nextStep.caughtUp': 'All caught up',
  'nextStep.caughtUpBody': 'No product is waiting for approval. New listings will show up here.',
  'nextStep.openQueue': 'Open Waiting Products',
  'nextStep.failed': 'Could not load the number of waiting products.',
} as const

addEnglish(welcomeTexts)
