import { createHash } from 'node:crypto'
import { fillPlaceholders, is } from 'drizzle-orm'
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { isSearchDb } from '../db/search-db'
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
    const name = `q_${createHash('sha1').update(shape).digest('hex').slice(0, 24)}`
    query = build(name)
    readDirectly(query)
    queries.set(shape, query)
  }
  return query
}

/** The type parsers Drizzle gives node-postgres, built once instead of once per query. */
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
 * A prepared query read straight through the pool with a compiled row mapper: Drizzle's statement
 * and rows without its per-call work, on the list hot path.
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

/** A search statement's name and compiled mapper, by its SQL text. */
const searchStatements = new Map<
  string,
  { name: string; mapRow: ReturnType<typeof compileRowMapper> }
>()
/** A term's statement text depends on its shape (words, other forms, places), not its words. */
const SEARCH_STATEMENTS_KEPT = 500

/**
 * Runs a search as a named statement on the search pool, whose `plan_cache_mode =
 * force_custom_plan` still plans each term on its own; elsewhere the query runs as it is.
 */
export async function runSearch<Row>(
  db: object,
  query: PromiseLike<Row[]> & { prepare: (name: string) => unknown },
): Promise<Row[]> {
  if (!isSearchDb(db)) return query
  const built = query.prepare('') as NodePgInternals
  const text = built.queryString
  let statement = searchStatements.get(text)
  if (!statement) {
    const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    statement = { name, mapRow: built.fields ? compileRowMapper(built.fields) : undefined }
    if (searchStatements.size >= SEARCH_STATEMENTS_KEPT) {
      searchStatements.delete(searchStatements.keys().next().value as string)
    }
    searchStatements.set(text, statement)
  }
  const { mapRow, name } = statement
  if (!mapRow) return query
  const result = await built.client.query<unknown[]>({
    name,
    text,
    values: fillPlaceholders(built.params, {}),
    rowMode: 'array',
    types: driverTypes,
  })
  // The builder's row type: the mapper answers Drizzle's mapping of these fields.
  return result.rows.map(mapRow) as Row[]
}
