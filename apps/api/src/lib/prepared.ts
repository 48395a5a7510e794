import { createHash } from 'node:crypto'

const byDb = new WeakMap<object, Map<string, unknown>>()

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
    // Behind a transaction pooler, the database's connections send them unnamed
    // (`DATABASE_PREPARED_STATEMENTS=false`, `UnnamedStatementClient` in db/client.ts).
    const name = `q_${createHash('sha1').update(shape).digest('hex').slice(0, 24)}`
    query = build(name)
    queries.set(shape, query)
  }
  return query
}
