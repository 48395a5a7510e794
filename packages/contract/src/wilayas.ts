import type { Lang } from './constants'

/** The 58 wilayas of Algeria, numbered 1 to 58 as in the seed's reference list. */
export const WILAYAS = [
  { number: 1, en: 'Adrar', fr: 'Adrar', ar: 'أدرار' },
  { number: 2, en: 'Chlef', fr: 'Chlef', ar: 'الشلف' },
  { number: 3, en: 'Laghouat', fr: 'Laghouat', ar: 'الأغواط' },
  { number: 4, en: 'Oum El Bouaghi', fr: 'Oum El Bouaghi', ar: 'أم البواقي' },
  { number: 5, en: 'Batna', fr: 'Batna', ar: 'باتنة' },
  { number: 6, en: 'Bejaia', fr: 'Béjaïa', ar: 'بجاية' },
  { number: 7, en: 'Biskra', fr: 'Biskra', ar: 'بسكرة' },
  { number: 8, en: 'Bechar', fr: 'Béchar', ar: 'بشار' },
  { number: 9, en: 'Blida', fr: 'Blida', ar: 'البليدة' },
  { number: 10, en: 'Bouira', fr: 'Bouira', ar: 'البويرة' },
  { number: 11, en: 'Tamanrasset', fr: 'Tamanrasset', ar: 'تمنراست' },
  { number: 12, en: 'Tebessa', fr: 'Tébessa', ar: 'تبسة' },
  { number: 13, en: 'Tlemcen', fr: 'Tlemcen', ar: 'تلمسان' },
  { number: 14, en: 'Tiaret', fr: 'Tiaret', ar: 'تيارت' },
  { number: 15, en: 'Tizi Ouzou', fr: 'Tizi Ouzou', ar: 'تيزي وزو' },
  { number: 16, en: 'Algiers', fr: 'Alger', ar: 'الجزائر' },
  { number: 17, en: 'Djelfa', fr: 'Djelfa', ar: 'الجلفة' },
  { number: 18, en: 'Jijel', fr: 'Jijel', ar: 'جيجل' },
  { number: 19, en: 'Setif', fr: 'Sétif', ar: 'سطيف' },
  { number: 20, en: 'Saida', fr: 'Saïda', ar: 'سعيدة' },
  { number: 21, en: 'Skikda', fr: 'Skikda', ar: 'سكيكدة' },
  { number: 22, en: 'Sidi Bel Abbes', fr: 'Sidi Bel Abbès', ar: 'سيدي بلعباس' },
  { number: 23, en: 'Annaba', fr: 'Annaba', ar: 'عنابة' },
  { number: 24, en: 'Guelma', fr: 'Guelma', ar: 'قالمة' },
  { number: 25, en: 'Constantine', fr: 'Constantine', ar: 'قسنطينة' },
  { number: 26, en: 'Medea', fr: 'Médéa', ar: 'المدية' },
  { number: 27, en: 'Mostaganem', fr: 'Mostaganem', ar: 'مستغانم' },
  { number: 28, en: "M'Sila", fr: "M'Sila", ar: 'المسيلة' },
  { number: 29, en: 'Mascara', fr: 'Mascara', ar: 'معسكر' },
  { number: 30, en: 'Ouargla', fr: 'Ouargla', ar: 'ورقلة' },
  { number: 31, en: 'Oran', fr: 'Oran', ar: 'وهران' },
  { number: 32, en: 'El Bayadh', fr: 'El Bayadh', ar: 'البيض' },
  { number: 33, en: 'Illizi', fr: 'Illizi', ar: 'إليزي' },
  { number: 34, en: 'Bordj Bou Arreridj', fr: 'Bordj Bou Arréridj', ar: 'برج بوعريريج' },
  { number: 35, en: 'Boumerdes', fr: 'Boumerdès', ar: 'بومرداس' },
  { number: 36, en: 'El Tarf', fr: 'El Tarf', ar: 'الطارف' },
  { number: 37, en: 'Tindouf', fr: 'Tindouf', ar: 'تندوف' },
  { number: 38, en: 'Tissemsilt', fr: 'Tissemsilt', ar: 'تيسمسيلت' },
  { number: 39, en: 'El Oued', fr: 'El Oued', ar: 'الوادي' },
  { number: 40, en: 'Khenchela', fr: 'Khenchela', ar: 'خنشلة' },
  { number: 41, en: 'Souk Ahras', fr: 'Souk Ahras', ar: 'سوق أهراس' },
  { number: 42, en: 'Tipaza', fr: 'Tipaza', ar: 'تيبازة' },
  { number: 43, en: 'Mila', fr: 'Mila', ar: 'ميلة' },
  { number: 44, en: 'Ain Defla', fr: 'Aïn Defla', ar: 'عين الدفلى' },
  { number: 45, en: 'Naama', fr: 'Naâma', ar: 'النعامة' },
  { number: 46, en: 'Ain Temouchent', fr: 'Aïn Témouchent', ar: 'عين تموشنت' },
  { number: 47, en: 'Ghardaia', fr: 'Ghardaïa', ar: 'غرداية' },
  { number: 48, en: 'Relizane', fr: 'Relizane', ar: 'غليزان' },
  { number: 49, en: 'Timimoun', fr: 'Timimoun', ar: 'تيميمون' },
  { number: 50, en: 'Bordj Badji Mokhtar', fr: 'Bordj Badji Mokhtar', ar: 'برج باجي مختار' },
  { number: 51, en: 'Ouled Djellal', fr: 'Ouled Djellal', ar: 'أولاد جلال' },
  { number: 52, en: 'Beni Abbes', fr: 'Béni Abbès', ar: 'بني عباس' },
  { number: 53, en: 'In Salah', fr: 'In Salah', ar: 'عين صالح' },
  { number: 54, en: 'In Guezzam', fr: 'In Guezzam', ar: 'عين قزام' },
  { number: 55, en: 'Touggourt', fr: 'Touggourt', ar: 'تقرت' },
  { number: 56, en: 'Djanet', fr: 'Djanet', ar: 'جانت' },
  { number: 57, en: "El M'Ghair", fr: "El M'Ghair", ar: 'المغير' },
  { number: 58, en: 'El Menia', fr: 'El Meniaa', ar: 'المنيعة' },
] as const

/**
 * Looks a wilaya's name up by its number (the seed indexed the array by number, one off;
 * see docs/seed-deviations.md), falling back to the raw value when no name is found.
 */
export function wilayaName(value: string | number, lang: Lang = 'ar'): string {
  const n = Number(value)
  return WILAYAS.find((w) => w.number === n)?.[lang] ?? String(value)
}
