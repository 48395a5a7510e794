/**
 * Words staff type in one script for listings written in another (decision 045):
 * property and offer words common in the marketplace's listings, in French, English and Arabic.
 * A typed word equal to one of a group's forms also finds the group's other forms, as place
 * names do (decision 028; `searchSynonyms` in search-text.ts). Kept small on purpose: each form must name the same thing in every
 * listing, and none may be a common part of other words (دار is in إدارة, `mer` in `merci`).
 */
export const SEARCH_VOCABULARY: readonly (readonly string[])[] = [
  ['villa', 'فيلا'],
  ['appartement', 'apartment', 'شقة'],
  ['studio', 'ستوديو', 'استوديو'],
  ['hôtel', 'hotel', 'فندق'],
  ['restaurant', 'مطعم'],
  ['café', 'cafe', 'مقهى'],
  ['omra', 'umrah', 'umra', 'عمرة'],
  ['hajj', 'hadj', 'الحج'],
  ['voyage', 'trip', 'travel', 'رحلة'],
  ['piscine', 'pool', 'مسبح'],
  ['plage', 'beach', 'شاطئ'],
  ['maison', 'house', 'منزل'],
  ['chambre', 'room', 'غرفة'],
  ['jardin', 'garden', 'حديقة'],
  ['montagne', 'mountain', 'جبل'],
  ['désert', 'desert', 'sahara', 'صحراء'],
  ['camping', 'تخييم'],
]
