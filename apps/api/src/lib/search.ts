import {
  normalizeSearchText,
  SEARCH_TRIGRAM_MIN,
  searchSynonyms,
  searchWords,
} from '@rihla/contract/search-text'

import { and, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'
import { SEARCH_PREFIX_LENGTH } from '../db/schema'
import { searchDbOf } from '../db/search-db'
import { likePattern } from './sql'

/** Where a text search looks: a normalized document, and what a short term may name. */
export type SearchTarget = {
  doc: PgColumn
  /** An extra indexed match for a short normalized term, or undefined. */
  short?: (normalized: string) => SQL | undefined
  /**
   * Rows a word finds besides their document, one equality on an indexed column per place: for
   * products, the wilayas and categories whose names contain it (`oran` → wilaya = 31). Kept out
   * of the documents: every row of a wilaya would share those trigrams.
   */
  places?: (word: string) => SQL[]
}

/** The condition "the row matches `term`" (decision 018). */
export function searchCondition(target: SearchTarget, term: string): SQL {
  const words = searchWords(term)
  if (words.length === 0) return sql`false`
  if (words.some((word) => word.length >= SEARCH_TRIGRAM_MIN)) {
    return and(
      ...words.map((word) => {
        const inDoc = wordInDoc(target, word)
        const places = target.places?.(word) ?? []
        return places.length > 0 ? (or(inDoc, ...places) as SQL) : inDoc
      }),
    ) as SQL
  }
  const normalized = normalizeSearchText(term)
  const start = `${likePattern(normalized).slice(1, -1)}%`
  const prefix = sql`left(${target.doc}, ${sql.raw(String(SEARCH_PREFIX_LENGTH))}) like ${start}`
  const extra = target.short?.(normalized)
  return extra ? (or(prefix, extra) as SQL) : prefix
}

/**
 * The document holds `word` or one of its other forms in the contract's vocabulary (`فيلا` finds
 * `villa`, decision 045): the term is widened, the documents stay as they are, so the
 * vocabulary can change without rewriting a million rows.
 */
function wordInDoc(target: SearchTarget, word: string): SQL {
  const inDoc = sql`${target.doc} like ${likePattern(word)}`
  const others = searchSynonyms(word).map((form) => sql`${target.doc} like ${likePattern(form)}`)
  return others.length > 0 ? (or(inDoc, ...others) as SQL) : inDoc
}

/** More alternatives than this and `searchAlternatives` gives the single condition. */
const MAX_ALTERNATIVES = 8

/**
 * `searchCondition` as alternatives whose union is the rows it matches: each word is found in the
 * document or in one of the places it names, so a term naming one wilaya gives two.
 */
export function searchAlternatives(target: SearchTarget, term: string): SQL[] {
  const words = searchWords(term)
  const single = [searchCondition(target, term)]
  if (!target.places || !words.some((word) => word.length >= SEARCH_TRIGRAM_MIN)) return single
  let alternatives: SQL[][] = [[]]
  for (const word of words) {
    const ways = [wordInDoc(target, word), ...target.places(word)]
    alternatives = alternatives.flatMap((conditions) => ways.map((way) => [...conditions, way]))
    if (alternatives.length > MAX_ALTERNATIVES) return single
  }
  return alternatives.length > 1 ? alternatives.map((c) => and(...c) as SQL) : single
}

/**
 * Runs a search's queries with sequential scans priced out, so no plan reads a whole table whatever
 * the statistics say; on PostgreSQL through the search pool, whose sessions have the setting,
 * elsewhere in a transaction that sets it.
 */
export function withIndexedSearch<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const searchDb = searchDbOf(db)
  if (searchDb) return work(searchDb)
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    return work(tx)
  })
}
