import { normalizeSearchText, SEARCH_TRIGRAM_MIN } from './search-text'

/**
 * Words staff type in one script for listings written in another (issue 31, decision 045):
 * property and offer words common in the marketplace's listings, in French, English and Arabic.
 * A typed word equal to one of a group's forms also finds the group's other forms, as place
 * names do (decision 028). Kept small on purpose: each form must name the same thing in every
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

/**
 * The vocabulary as search compares it: each normalized form and its group's other forms. Built
 * on first use: search-text.ts imports this module for its highlights, and this one needs its
 * normalization, which is not yet evaluated while the modules load.
 */
let synonyms: ReadonlyMap<string, readonly string[]> | undefined

function buildSynonyms(): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>()
  for (const group of SEARCH_VOCABULARY) {
    const forms = [...new Set(group.map(normalizeSearchText))]
    for (const form of forms) {
      // A form too short for trigrams would read the whole index: it is looked up, never added.
      const others = forms.filter((f) => f !== form && f.length >= SEARCH_TRIGRAM_MIN)
      map.set(form, [...new Set([...(map.get(form) ?? []), ...others])])
    }
  }
  return map
}

/** The Arabic article: `الفيلا` is the vocabulary's `فيلا`. */
const ARTICLE = 'ال'

/**
 * The other forms of a normalized search word from `SEARCH_VOCABULARY` (`فيلا` → `villa`),
 * none when the word is not in it. The word may carry the Arabic article or a French or English
 * plural's `s` (`villas` → `فيلا`).
 */
export function searchSynonyms(word: string): readonly string[] {
  synonyms ??= buildSynonyms()
  const direct = synonyms.get(word)
  if (direct) return direct
  if (word.startsWith(ARTICLE)) {
    const bare = synonyms.get(word.slice(ARTICLE.length))
    if (bare) return bare
  }
  if (word.endsWith('s')) return synonyms.get(word.slice(0, -1)) ?? []
  return []
}
