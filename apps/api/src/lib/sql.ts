import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'

/** Escapes LIKE wildcards so a search for `50%` looks for those characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Runs a batched `delete … limit <batch>` until it deletes fewer rows, so each statement holds its
 * locks briefly; answers the count.
 */
export async function deleteInBatches(
  db: DbOrTx,
  statement: SQL,
  batch: number,
  maxRounds = 1000,
): Promise<number> {
  let total = 0
  for (let round = 0; round < maxRounds; round++) {
    const result = (await db.execute(
      sql`with d as (${statement} returning 1) select count(*)::int as n from d`,
    )) as unknown as { rows: Array<{ n: number }> }
    const n = Number(result.rows[0]?.n ?? 0)
    total += n
    if (n < batch) break
  }
  return total
}
