import { count, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
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
