import { createHash } from 'node:crypto'

const byDb = new WeakMap<object, Map<string, unknown>>()
let unnamed = false

/**
 * Makes `prepared` build unnamed statements from now on, in this process: parsed on every run,
 * as a transaction pooler that does not track named statements needs (PgBouncer before 1.21,
 * or without `max_prepared_statements`): a server connection is shared by every client, so a
 * name parsed by one is "already exists" to the next, or missing where it never ran.
 * `DATABASE_PREPARED_STATEMENTS=false`. Per process, not per handle: transactions (`tx`) are
 * handles of their own, and one process serves one database. `false` goes back to named
 * statements (a test process that runs other files after the pooler's).
 */
export function useUnnamedStatements(on = true) {
  unnamed = on
}

/**
 * A query built and prepared once per database handle and `shape`, then only executed with
 * new placeholder values. Two costs disappear from hot reads: Drizzle building the SQL text,
 * and PostgreSQL parsing and planning it (a named statement is parsed once per connection and
 * its plan cached; planning a list query cost more than running it, bench/RESULTS.md run 3).
 * Use it for shapes whose best plan does not depend on the values: not for text search,
 * where a common and a rare term want different plans.
 *
 * @example
 * const page = prepared(db, `products:${status}`, (name) =>
 *   db.select().from(products).where(eq(products.status, sql.placeholder('status'))).prepare(name))
 * await page.execute({ status: 'approved' })
 */
export function prepared<T>(db: object, shape: string, build: (name: string) => T): T {
  let queries = byDb.get(db)
  if (!queries) {
    queries = new Map()
    byDb.set(db, queries)
  }
  let query = queries.get(shape) as T | undefined
  if (query === undefined) {
    // PostgreSQL cuts statement names at 63 bytes; a digest keeps distinct shapes distinct.
    // An empty name is an unnamed statement to node-postgres.
    const name = unnamed ? '' : `q_${createHash('sha1').update(shape).digest('hex').slice(0, 24)}`
    query = build(name)
    queries.set(shape, query)
  }
  return query
}
