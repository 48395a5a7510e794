import { SEARCH_VOCABULARY } from './search-vocabulary'

/**
 * The search normalization (decision 018): what a stored search document and a typed term both
 * become before they are compared, so `Séjour` finds `sejour`, `فُندُق` finds `فندق` and
 * `0555 12 34 56` finds `+213555123456`. The database computes documents with the SQL function
 * `search_normalize` (migration 0010), this module computes terms and highlights; the two are
 * checked against one table of pairs (apps/api/test/search-normalize.test.ts).
 *
 * 1. Each character is decomposed (NFD) and its marks removed (`MARKS`: accents, Arabic vowel
 *    marks, hamza signs, tatweel); then folded by `SEARCH_FOLD` (ligatures, ى ة ٱ, Arabic-Indic
 *    digits, spaces) and ASCII capitals are lowered.
 * 2. A space, dot or dash between two digits is dropped (`0555 12.34-56` → `0555123456`).
 * 3. `+213` before a digit, not after one, becomes `0` (an Algerian number in local form).
 * 4. Runs of spaces become one; the ends are trimmed.
 */

/**
 * Removed after canonical decomposition (NFD): the Latin accents (é is e + U+0301), the Arabic
 * vowel marks and hamza signs (أ is ا + U+0654, so أ إ آ ؤ ئ lose their hamza), the superscript
 * alef and the tatweel.
 */
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits. */
const DIGITS = Array.from({ length: 10 }, (_, d) => [
  [String.fromCharCode(0x660 + d), String(d)],
  [String.fromCharCode(0x6f0 + d), String(d)],
]).flat()

/** Tab, line breaks and the no-break spaces count as a space. */
const SPACES = [...'\t\n\r\u000b\u000c\u00a0\u2007\u202f'].map((c) => [c, ' '])

/**
 * What the characters NFD leaves alone become; ASCII capitals are lowered besides. The SQL
 * twin is the `translate` and `replace` calls of search_normalize.
 */
export const SEARCH_FOLD: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries([...DIGITS, ...SPACES]),
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ø: 'o',
  Ø: 'o',
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
})

/** One character of a normalized text and the index of the original character it came from. */
type Piece = { c: string; from: number }

const isDigit = (piece: Piece | undefined) => !!piece && piece.c >= '0' && piece.c <= '9'

function fold(text: string): Piece[] {
  const out: Piece[] = []
  for (let i = 0; i < text.length; i++) {
    for (const c of (text[i] as string).normalize('NFD')) {
      if (MARKS.test(c)) continue
      const to = SEARCH_FOLD[c] ?? (c >= 'A' && c <= 'Z' ? c.toLowerCase() : c)
      for (const t of to) out.push({ c: t, from: i })
    }
  }
  return out
}

/**
 * The normalized text and, for each of its characters, the index in `text` it came from (for
 * highlighting the original words a normalized match covers).
 */
export function normalizeWithOrigins(text: string): { text: string; origins: number[] } {
  const folded = fold(text)
  // 2. separators between digits
  const joined = folded.filter(
    (p, i) => !(' .-'.includes(p.c) && isDigit(folded[i - 1]) && isDigit(folded[i + 1])),
  )
  // 3. +213 before a digit, not after one
  const local: Piece[] = []
  for (let i = 0; i < joined.length; i++) {
    const piece = joined[i] as Piece
    const prefix =
      piece.c === '+' &&
      joined[i + 1]?.c === '2' &&
      joined[i + 2]?.c === '1' &&
      joined[i + 3]?.c === '3'
    if (prefix && isDigit(joined[i + 4]) && !isDigit(joined[i - 1])) {
      local.push({ c: '0', from: piece.from })
      i += 3
    } else local.push(piece)
  }
  // 4. one space at a time, none at the ends
  const spaced: Piece[] = []
  for (const piece of local) {
    if (piece.c === ' ' && (spaced.length === 0 || spaced[spaced.length - 1]?.c === ' ')) continue
    spaced.push(piece)
  }
  while (spaced[spaced.length - 1]?.c === ' ') spaced.pop()
  return { text: spaced.map((p) => p.c).join(''), origins: spaced.map((p) => p.from) }
}

/** A text as search compares it (the same as the database's `search_normalize`). */
export function normalizeSearchText(text: string): string {
  return normalizeWithOrigins(text).text
}

/** The last terms' words: a request asks for them several times (its conditions, its count). */
const wordsOf = new Map<string, readonly string[]>()
const WORDS_KEPT = 256

/** The words of a term, normalized, without repeats. */
export function searchWords(term: string): readonly string[] {
  let words = wordsOf.get(term)
  if (words === undefined) {
    words = Object.freeze([...new Set(normalizeSearchText(term).split(' ').filter(Boolean))])
    // Oldest first out: a Map iterates in insertion order.
    if (wordsOf.size >= WORDS_KEPT) wordsOf.delete(wordsOf.keys().next().value as string)
    wordsOf.set(term, words)
  }
  return words
}

/**
 * Terms whose longest word is shorter than this have no trigram to look up: they match the
 * start of a document instead (a title, a username, a name), see decision 018.
 */
export const SEARCH_TRIGRAM_MIN = 3

/**
 * Where the words of `term`, or their other forms in the vocabulary (search-vocabulary.ts), occur
 * in `text`, as [start, end) ranges of `text`, sorted and merged; what a result shows marked.
 */
export function matchedRanges(text: string, term: string): Array<[number, number]> {
  const { text: normalized, origins } = normalizeWithOrigins(text)
  const ranges: Array<[number, number]> = []
  const typed = searchWords(term)
  const words = typed.flatMap((word) =>
    word.length >= SEARCH_TRIGRAM_MIN ? [word, ...searchSynonyms(word)] : [word],
  )
  for (const word of words) {
    let at = normalized.indexOf(word)
    while (at !== -1) {
      const start = origins[at] as number
      const last = origins[at + word.length - 1] as number
      // A removed mark right after the last letter (a vowel sign) belongs to it.
      let end = last + 1
      while (end < text.length && MARKS.test(text[end] as string)) end++
      ranges.push([start, end])
      at = normalized.indexOf(word, at + word.length)
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: Array<[number, number]> = []
  for (const range of ranges) {
    const previous = merged[merged.length - 1]
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/**
 * The vocabulary as search compares it: each normalized form and its group's other forms, built
 * on first use.
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
