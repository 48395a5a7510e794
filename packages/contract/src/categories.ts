import type { Lang } from './constants'

/** Category codes of the seed with their labels; the Arabic label is the one screens show. */
export const CATEGORIES = [
  { code: 'A', ar: 'الحج والعمرة', fr: 'Hajj et Omra', en: 'Hajj and Umrah' },
  {
    code: 'B',
    ar: 'المطاعم والترفيه',
    fr: 'Restaurants et loisirs',
    en: 'Restaurants and entertainment',
  },
  { code: 'C', ar: 'كراء المنازل', fr: 'Location de maisons', en: 'House rentals' },
  { code: 'D', ar: 'الرحلات المنظمة', fr: 'Voyages organisés', en: 'Organised trips' },
] as const

export const CATEGORY_CODES = ['A', 'B', 'C', 'D'] as const
export type CategoryCode = (typeof CATEGORY_CODES)[number]

/** The four product flags with the Arabic labels of the update-flags screen. */
export const PRODUCT_FLAGS = [
  { key: 'isE', ar: 'حصري', en: 'Exclusive' },
  { key: 'isF', ar: 'أفضل العروض', en: 'Best offers' },
  { key: 'isG', ar: 'أفضل الوجهات السياحية', en: 'Best tourist destinations' },
  { key: 'isH', ar: 'أفضل الوجهات العائلية', en: 'Best family destinations' },
] as const

export type ProductFlag = (typeof PRODUCT_FLAGS)[number]['key']

/** Returns the category's label in a language, or the raw code when it is unknown. */
export function categoryLabel(code: string, lang: Lang = 'ar'): string {
  return CATEGORIES.find((c) => c.code === code)?.[lang] ?? code
}
