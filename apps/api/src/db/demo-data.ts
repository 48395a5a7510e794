import type { CategoryCode } from '@rihla/contract/categories'

/** Demo subcategories, in the three languages, for each of the four categories. */
export const DEMO_SUBCATEGORIES: Array<{
  category: CategoryCode
  ar: string
  fr: string
  en: string
}> = [
  { category: 'A', ar: 'عمرة رمضان', fr: 'Omra du Ramadan', en: 'Ramadan Umrah' },
  { category: 'A', ar: 'حج', fr: 'Hajj', en: 'Hajj' },
  { category: 'A', ar: 'عمرة اقتصادية', fr: 'Omra économique', en: 'Budget Umrah' },
  {
    category: 'B',
    ar: 'مطاعم تقليدية',
    fr: 'Restaurants traditionnels',
    en: 'Traditional restaurants',
  },
  { category: 'B', ar: 'مقاهي', fr: 'Cafés', en: 'Cafés' },
  { category: 'B', ar: 'حدائق ألعاب', fr: "Parcs d'attractions", en: 'Amusement parks' },
  { category: 'C', ar: 'شقق', fr: 'Appartements', en: 'Apartments' },
  { category: 'C', ar: 'فيلات', fr: 'Villas', en: 'Villas' },
  { category: 'C', ar: 'شاليهات', fr: 'Chalets', en: 'Chalets' },
  { category: 'D', ar: 'رحلات صحراوية', fr: 'Circuits dans le désert', en: 'Desert tours' },
  { category: 'D', ar: 'رحلات ساحلية', fr: 'Circuits côtiers', en: 'Coastal tours' },
  { category: 'D', ar: 'رحلات جبلية', fr: 'Randonnées en montagne', en: 'Mountain trips' },
]

/** Title stems per category; a wilaya name completes each title. */
export const DEMO_TITLES: Record<CategoryCode, string[]> = {
  A: [
    'Umrah package 15 days',
    'Hajj 2027 full board',
    'Umrah with Medina stay',
    'Family Umrah offer',
  ],
  B: ['Couscous dinner for two', 'Seafood terrace', 'Family fun day pass', 'Traditional tea house'],
  C: ['Sea-view apartment', 'Villa with pool', 'Mountain chalet', 'Studio near the centre'],
  D: ['Sahara 4x4 circuit', 'Coastal road trip', 'Hoggar expedition', 'Kabylie hiking weekend'],
}

export const DEMO_LOCATIONS = [
  'City centre',
  'Seafront',
  'Old town',
  'Near the airport',
  'Medina quarter',
  'Hills district',
]

export const DEMO_FIRST_NAMES = [
  'Amine',
  'Yasmine',
  'Karim',
  'Nadia',
  'Sofiane',
  'Lina',
  'Walid',
  'Sara',
  'Mehdi',
  'Imane',
  'Rachid',
  'Amel',
  'Yacine',
  'Meriem',
  'Bilal',
  'Asma',
  'Nassim',
  'Hiba',
  'Omar',
  'Rym',
]
export const DEMO_LAST_NAMES = [
  'Benali',
  'Haddad',
  'Boudiaf',
  'Mansouri',
  'Khelifi',
  'Saidi',
  'Belkacem',
  'Zeroual',
  'Cherif',
  'Hamidi',
]

/** A small deterministic generator, so the demo data is the same on every fresh start. */
export function prng(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

/**
 * Demo rows that show how search reads what staff type (decision 018), in place of generated ones
 * near the end.
 */
export const DEMO_SEARCH_USERS = [
  { username: 'فندق الأمير', email: 'contact@fondouk-elamir.dz', phoneNumber: '+213555123456' },
  { username: 'Séjour Évasion', email: 'sejour.evasion@example.dz', phoneNumber: '+213661203040' },
  {
    username: 'Agence Oran Voyages',
    email: 'oran.voyages@example.dz',
    phoneNumber: '+213770112233',
  },
]

export const DEMO_SEARCH_PRODUCTS = [
  {
    title: 'فُندُق الأمير — وسط المدينة',
    wilaya: 31,
    description: 'إقامة فندقية في قلب وهران، فطور مشمول. للحجز: 0555 12 34 56.',
  },
  {
    title: 'Séjour en famille — Béjaïa',
    wilaya: 6,
    description: 'Séjour de sept nuits face à la mer, demi-pension, activités pour les enfants.',
  },
  {
    title: 'Corniche weekend — Oran',
    wilaya: 31,
    description: 'Two nights on the Oran seafront with a guided tour of Santa Cruz.',
  },
]
