import { z } from 'zod'
import type { Lang } from './constants'

/** Category codes of the seed with their labels in three languages; screens show the chosen one. */
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
/** A category code in an answer or a filter (forms use their own, with the seed's messages). */
export const categorySchema = z.enum(CATEGORY_CODES)

/**
 * The four product flags: the seed's Arabic labels of the update-flags screen, with French and
 * English ones; screens show the chosen language's (seed deviation 164).
 */
export const PRODUCT_FLAGS = [
  { key: 'isE', ar: 'حصري', fr: 'Exclusif', en: 'Exclusive' },
  { key: 'isF', ar: 'أفضل العروض', fr: 'Meilleures offres', en: 'Best offers' },
  {
    key: 'isG',
    ar: 'أفضل الوجهات السياحية',
    fr: 'Meilleures destinations touristiques',
    en: 'Best tourist destinations',
  },
  {
    key: 'isH',
    ar: 'أفضل الوجهات العائلية',
    fr: 'Meilleures destinations familiales',
    en: 'Best family destinations',
  },
] as const

export type ProductFlag = (typeof PRODUCT_FLAGS)[number]['key']

/** Returns a flag's label in a language (Arabic, the seed's, by default). */
export function flagLabel(key: ProductFlag, lang: Lang = 'ar'): string {
  return PRODUCT_FLAGS.find((flag) => flag.key === key)?.[lang] ?? key
}

/** Returns the category's label in a language, or the raw code when it is unknown. */
export function categoryLabel(code: string, lang: Lang = 'ar'): string {
  return CATEGORIES.find((c) => c.code === code)?.[lang] ?? code
}
