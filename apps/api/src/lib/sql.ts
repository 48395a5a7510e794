import { count, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'

/** Escapes LIKE wildcards so a search for `50%` looks for those characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Text searches count their matches up to this many and no further: counting all 80,000
 * matches of a common word took seconds at a million products, and even stopping at 1,000
 * meant reading about 12,000 rows (14 ms) per request (bench/RESULTS.md, run 3). Above it
 * the answer says `totalCapped` and `total` is this floor, as search engines show "100+".
 */
export const SEARCH_COUNT_CAP = 100

/** Counts the rows `where` matches in `table`, stopping after `cap` of them. */
export async function cappedCount(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  cap = SEARCH_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches')
  const [row] = await db.select({ n: count() }).from(matches)
  const n = row?.n ?? 0
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false }
}

/**
 * Page 1 of a text search in one statement: the matches (up to the cap) as a CTE, their count
 * as a column of every row, and the page read among them. `capped` tells the caller those
 * rows were any of the matches, not the first in its order, so it must read page 1 again.
 * @example
 * const m = searchMatches(db, products, products.id, where)
 * const rows = await db.with(m.matches).select({ ...cols, total: m.total }).from(products)
 *   .where(m.isMatch).orderBy(...).limit(7)
 */
export function searchMatches(db: DbOrTx, table: PgTable, id: PgColumn, where: SQL | undefined) {
  const matches = db.$with('matches').as(
    db
      .select({ id })
      .from(table)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1),
  )
  return {
    matches,
    total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    isMatch: inArray(id, db.select({ id: matches.id }).from(matches)),
    capped: (total: number) => total > SEARCH_COUNT_CAP,
  }
}
