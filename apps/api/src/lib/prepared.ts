import { createHash } from 'node:crypto'
import { fillPlaceholders, is } from 'drizzle-orm'
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { compileRowMapper, type OrderedField } from './row-mapper'

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
    readDirectly(query)
    queries.set(shape, query)
  }
  return query
}

/**
 * The type parsers Drizzle gives node-postgres (dates and intervals left as text for its
 * columns to decode), as one object built once instead of one per query.
 */
const RAW_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
])
const asText = (value: string) => value
const driverTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(id) ? asText : pg.types.getTypeParser(id, format),
}

/** What `NodePgPreparedQuery` keeps, private in its types. */
type NodePgInternals = {
  client: pg.Pool | pg.PoolClient | pg.Client
  queryString: string
  params: unknown[]
  fields?: OrderedField[]
  customResultMapper?: unknown
  queryConfig: { name?: string }
  execute: (values?: Record<string, unknown>) => Promise<unknown>
}

/**
 * A node-postgres prepared query read straight through the pool with a compiled row mapper
 * (lib/row-mapper.ts): the same statement, name, parameters, type parsers and row objects as
 * Drizzle's `execute`, without its per-call work (tracing spans, a copy of the query config
 * and a walk of the fields for every row). Issue 31.3, the list hot path. Other queries (PGlite,
 * nested selections, raw results) keep Drizzle's.
 */
function readDirectly(query: unknown): void {
  if (!is(query, NodePgPreparedQuery)) return
  const q = query as unknown as NodePgInternals
  if (!q.fields || q.customResultMapper) return
  const mapRow = compileRowMapper(q.fields)
  if (!mapRow) return
  const { client, queryString: text, params } = q
  const name = q.queryConfig.name
  q.execute = async (values = {}) => {
    const result = await client.query<unknown[]>({
      ...(name ? { name } : {}),
      text,
      values: fillPlaceholders(params, values),
      rowMode: 'array',
      types: driverTypes,
    })
    return result.rows.map(mapRow)
  }
}
