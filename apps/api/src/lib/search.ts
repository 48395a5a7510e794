import { normalizeSearchText, SEARCH_TRIGRAM_MIN, searchWords } from '@rihla/contract/search-text'
import { and, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'
import { SEARCH_PREFIX_LENGTH } from '../db/schema'
import { likePattern } from './sql'

/**
 * Where a text search looks: a table's normalized search document (migration 0010), and what
 * else a term too short for trigrams may name (a wilaya number for products).
 */
export type SearchTarget = {
  doc: PgColumn
  /** An extra indexed match for a short normalized term, or undefined. */
  short?: (normalized: string) => SQL | undefined
  /**
   * Rows a word finds besides their document, through an indexed column: for products, the
   * wilayas and categories whose names contain it (`oran` → wilaya 31). Kept out of the
   * documents because every row of a wilaya shares them: their trigrams' lists were as long as
   * the wilaya, which the index read in full for every search (bench/RESULTS.md, 2026-11-25).
   */
  places?: (word: string) => SQL | undefined
}

/**
 * The condition "the row matches `term`" (decision 018). The term is normalized as the
 * documents are; each word of 3 characters or more must occur in the document (trigram index),
 * shorter words alongside are checked on the same rows. A term with no word that long matches
 * the start of the document (title, username, name: the prefix index) or the target's `short`
 * match. A word also finds the rows its target's `places` gives. A term that normalizes to
 * nothing matches nothing.
 */
export function searchCondition(target: SearchTarget, term: string): SQL {
  const words = searchWords(term)
  if (words.length === 0) return sql`false`
  if (words.some((word) => word.length >= SEARCH_TRIGRAM_MIN)) {
    return and(
      ...words.map((word) => {
        const inDoc = sql`${target.doc} like ${likePattern(word)}`
        const place = target.places?.(word)
        return place ? or(inDoc, place) : inDoc
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
 * Runs a search's queries with sequential scans priced out, in one transaction: the plan of a
 * search must never read a whole table, whatever the statistics say of the term (a common word
 * made PostgreSQL pick a scan; right after a bulk load, so did a rare one). Index plans remain
 * the planner's choice: the trigram index for rare terms, an ordered index walk for common ones.
 */
export function withIndexedSearch<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    return work(tx)
  })
}
