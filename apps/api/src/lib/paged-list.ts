import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import { type PgColumn, type PgTable, type SelectedFields, union } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { DbOrTx } from '../db/client'
import { causes } from './http-errors'
import type { KeysetSort, KeysetType } from './keyset'
import type { PageAnchors } from './page-anchors'
import { prepared, runSearch } from './prepared'
import { type SearchTarget, searchAlternatives, searchCondition, withIndexedSearch } from './search'

/** Every paged list of the API is a `PagedList`. */
export type PagedList<
  Columns extends SelectedFields,
  Sort extends string,
  Filter extends string,
> = {
  /** Names the list's prepared statements and anchors. */
  name: string
  table: PgTable
  /** The primary key: it breaks ties in every sort, so pages never overlap or skip rows. */
  id: PgColumn
  columns: Columns
  sorts: Record<Sort, ListSort>
  /** Filters by name: an equality on a column or a bound of a range. */
  filters: Record<Filter, PgColumn | FilterCondition>
  /** The normalized search document a text search looks in (lib/search.ts); none: no search. */
  search?: SearchTarget
  /** A condition every row of the list meets (the banners shown now), whatever is asked. */
  where?: SQL
  /** Counters of the list with no search and no filter beyond `by`; `total` sums them in SQL. */
  counters?: {
    by: readonly Filter[]
    total: (bound: Partial<Record<Filter, Placeholder>>) => SQL
    /**
     * The list's change counter in SQL: it rises whenever a row joins or leaves the list, on any
     * instance; anchors are used only at their version.
     */
    version?: (bound: Partial<Record<Filter, Placeholder | string | number>>) => SQL
  }
}

/** A filter other than a column's equality: a condition on the row for the value asked. */
export type FilterCondition = (value: Placeholder | FilterValue) => SQL

/** A filter's value: a bound of a time range is a Date. */
type FilterValue = string | number | Date

/** A sort column; `type` casts a CSV export's cursor back exactly (lib/keyset.ts). */
export type ListSort = {
  /** A column of the table, or an expression on its row (a subcategory's product count). */
  column: AnyColumn | SQL
  type: KeysetType
  nullsLast?: boolean
}

/** What a request asks of a list. Filters left undefined are not applied. */
export type PageRequest<Sort extends string, Filter extends string> = {
  page: number
  limit: number
  sort: Sort
  order: 'asc' | 'desc'
  search?: string | undefined
  filters?: Partial<Record<Filter, FilterValue | undefined>>
  /** `exact`: a search counts every match (within the statement timeout), not up to the cap. */
  count?: 'exact' | undefined
}

/** A page's rows and its total; `totalCapped`: the total is a floor (decision 045). */
export type Page<Row> = { rows: Row[]; total: number; totalCapped: boolean }

/**
 * Text searches count up to this many matches: counting all 80,000 of a common word took seconds at
 * a million products. Past it the answer says `totalCapped` and pages read on (decision 045).
 */
export const SEARCH_COUNT_CAP = 100

/** Anchored paging serves big lists in id order with no filter the counters cannot count. */
const ANCHOR_MIN_TOTAL = 10_000

/**
 * Page `request.page` of `list`: page 1 with its total in one statement; else the total, then the
 * page from an anchor or from the nearer end of the sorted index.
 */
export function readPage<C extends SelectedFields, S extends string, F extends string>(
  db: DbOrTx,
  list: PagedList<C, S, F>,
  request: PageRequest<S, F>,
  anchors?: PageAnchors,
): Promise<Page<RowOf<C>>> {
  if (!request.search) return readPageIn(db, list, request, anchors)
  return withIndexedSearch(db, (tx) => readPageIn(tx, list, request, anchors))
}

async function readPageIn<C extends SelectedFields, S extends string, F extends string>(
  db: DbOrTx,
  list: PagedList<C, S, F>,
  request: PageRequest<S, F>,
  anchors?: PageAnchors,
): Promise<Page<RowOf<C>>> {
  const q = query(db, list, request)
  const { page, limit } = request

  if (page === 1 && q.counted) {
    const rows = await q.firstWithTotal()
    return { rows: rows.map(withoutTotal), total: rows[0]?.total ?? 0, totalCapped: false }
  }
  if (page === 1 && request.search && request.count !== 'exact') {
    const rows = await q.firstSearchWithTotal()
    const total = rows[0]?.total ?? 0
    if (total <= SEARCH_COUNT_CAP) {
      return { rows: rows.map(withoutTotal), total, totalCapped: false }
    }
    if (q.idOrder)
      return { rows: rows.map(withoutTotal), total: SEARCH_COUNT_CAP, totalCapped: true }
    // More matches than it counts, in another order: those rows were any of them, so read the
    // real first page.
    return { rows: await q.rows(false, 0, limit), total: SEARCH_COUNT_CAP, totalCapped: true }
  }

  // Other first pages (a filter the counters do not hold) need not wait for the total; an
  // exact count does, since its savepoint must not interleave with another statement.
  const exact = request.count === 'exact' && !!request.search
  const [{ total, capped, version }, firstRows] = exact
    ? [await q.total(), page === 1 ? await q.rows(false, 0, limit) : undefined]
    : await Promise.all([q.total(), page === 1 ? q.rows(false, 0, limit) : undefined])
  const done = (rows: RowOf<C>[]) => ({ rows, total, totalCapped: capped })
  if (firstRows) return done(firstRows)

  const offset = (page - 1) * limit
  if (capped) return readPastCap(q, offset, limit)
  const middle = Math.min(offset, total - offset) > (anchors?.every ?? Number.POSITIVE_INFINITY)
  if (anchors && version !== undefined && q.idOrder && total >= ANCHOR_MIN_TOTAL && middle) {
    const count = Math.min(limit, total - offset)
    const ascending = request.order === 'asc'
    const start = ascending ? offset : total - offset - count
    const seek = await anchors.seek(anchorKey(list, q.values), version, start, q.anchorStep)
    if (seek) {
      const read = await q.rowsFrom(seek.fromId, seek.skip, count)
      // The statement reads the version again: a change that committed since the total was read
      // would shift the anchors, so that page is read by offset instead.
      if (read.version === version) return done(ascending ? read.rows : read.rows.reverse())
    }
  }

  const window = pageWindow(total, page, limit)
  if (window.limit <= 0) return done([])
  const rows = await q.rows(window.reverse, window.offset, window.limit)
  return done(window.reverse ? rows.reverse() : rows)
}

/**
 * A page of a search with more matches than its count, read forward by offset with one row more:
 * the capped total does not say where the far end is, so neither reversed reads nor anchors apply.
 */
async function readPastCap<Row>(
  q: { rows: (reverse: boolean, offset: number, limit: number) => Promise<Row[]> },
  offset: number,
  limit: number,
): Promise<Page<Row>> {
  const read = await q.rows(false, offset, limit + 1)
  if (read.length > limit) {
    return {
      rows: read.slice(0, limit),
      total: Math.max(SEARCH_COUNT_CAP, offset + limit),
      totalCapped: true,
    }
  }
  if (read.length === 0) return { rows: read, total: SEARCH_COUNT_CAP, totalCapped: true }
  return { rows: read, total: offset + read.length, totalCapped: false }
}

/** Names a list's anchors: one set per list and applied filter values. */
export function anchorKey(list: { name: string }, values: Record<string, string | number>) {
  return `${list.name}:${JSON.stringify(values)}`
}

/** Second-half pages are read from the other end and flipped back, as cheap as the first. */
export function pageWindow(total: number, page: number, limit: number) {
  const offset = (page - 1) * limit
  if (offset >= total || offset < total / 2) return { reverse: false, offset, limit }
  const end = Math.min(total, offset + limit)
  return { reverse: true, offset: total - end, limit: end - offset }
}

/**
 * The list's filters and search as one condition, inline or as placeholders; a search is always
 * inline, so each term gets its own plan.
 */
export function listWhere<F extends string>(
  list: Pick<PagedList<SelectedFields, string, F>, 'filters' | 'search' | 'where'>,
  request: Pick<PageRequest<string, F>, 'search' | 'filters'>,
  bind = false,
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [list.where]
  for (const [name, value] of applied(request.filters)) {
    const filter = list.filters[name]
    const bound = bind ? sql.placeholder(name) : value
    conditions.push(typeof filter === 'function' ? filter(bound) : eq(filter, bound))
  }
  if (request.search && list.search) {
    conditions.push(searchCondition(list.search, request.search))
  }
  return and(...conditions)
}

/** The list's sort as a CSV export reads it in batches (lib/keyset.ts). */
export function keysetSortOf<S extends string>(
  list: Pick<PagedList<SelectedFields, S, string>, 'sorts' | 'id'>,
  request: Pick<PageRequest<S, string>, 'sort' | 'order'>,
): KeysetSort {
  return { ...list.sorts[request.sort], id: list.id, ascending: request.order === 'asc' }
}

// ---- The SQL of one request, used by readPage above. ----

/** What a page's rows hold: Drizzle's result type of the list's columns. */
type RowOf<C extends SelectedFields> = SelectResultFields<C>

/** A row of a "page with its total" statement, without the total. */
function withoutTotal<R>({ total: _, ...row }: R & { total: number }): R {
  // The spread drops exactly `total`, which `R` (the list's own columns) does not have.
  return row as unknown as R
}

function applied<F extends string>(filters: PageRequest<string, F>['filters']) {
  return Object.entries(filters ?? {}).filter(([, v]) => v !== undefined && v !== null) as Array<
    [F, FilterValue]
  >
}

/** What every statement of one request shares; built once per request by `query`. */
type Q<C extends SelectedFields, S extends string, F extends string> = {
  db: DbOrTx
  list: PagedList<C, S, F>
  request: PageRequest<S, F>
  /** Read as plain fields: Drizzle cannot follow a generic selection through its builder; the
   * rows are cast back to `RowOf<C>`, which these columns are by construction. */
  columns: SelectedFields
  /** The applied filters' values as a prepared statement is given them: a Date as its ISO text. */
  params: Record<string, string | number>
  /** The applied filters' names, sorted. */
  names: string[]
  sort: ListSort
  /** No search, and the counters hold the total of the applied filters. */
  counted: boolean
  /** Queries of one shape (list, filters applied, sort) share one prepared statement. */
  filtered: string
  shape: string
  /** The search's alternatives (lib/search.ts `searchAlternatives`); none without a search. */
  alternatives: SQL[]
  /** `where(q, false)`, once built. */
  inline?: SQL | undefined
}

const bound = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }

/** The SQL of one request, used by readPage above. */
function query<C extends SelectedFields, S extends string, F extends string>(
  db: DbOrTx,
  list: PagedList<C, S, F>,
  request: PageRequest<S, F>,
) {
  const values = Object.fromEntries(applied(request.filters)) as Record<string, FilterValue>
  const params = Object.fromEntries(
    Object.entries(values).map(([name, v]) => [name, v instanceof Date ? v.toISOString() : v]),
  )
  const names = Object.keys(values).sort()
  const counters = list.counters
  const filtered = `${list.name}|${names.join(',')}`
  const q: Q<C, S, F> = {
    db,
    list,
    request,
    columns: list.columns,
    params,
    names,
    sort: list.sorts[request.sort],
    counted: !request.search && !!counters && names.every((n) => counters.by.includes(n as F)),
    filtered,
    shape: `${filtered}|${request.sort}|${request.order}`,
    alternatives:
      request.search && list.search ? searchAlternatives(list.search, request.search) : [],
  }
  return {
    values: params,
    counted: q.counted,
    idOrder: q.sort.column === list.id,
    firstWithTotal: () => firstWithTotal(q),
    firstSearchWithTotal: () => firstSearchWithTotal(q),
    total: () => totalOf(q),
    rows: (reverse: boolean, offset: number, limit: number) => rowsAt(q, reverse, offset, limit),
    rowsFrom: (fromId: number, skip: number, limit: number) => rowsFrom(q, fromId, skip, limit),
    anchorStep: (after: number | undefined, rows: number, every: number) =>
      anchorStep(q, after, rows, every),
  }
}

/** The sort's ORDER BY, or its reverse; the id breaks ties. */
function orderBy(q: Q<SelectedFields, string, string>, reverse: boolean) {
  const dir = (q.request.order === 'asc') !== reverse ? asc : desc
  return [
    // Rows without a value sort last whichever the direction.
    ...(q.sort.nullsLast ? [(reverse ? desc : asc)(sql`${q.sort.column} is null`)] : []),
    dir(q.sort.column),
    dir(q.list.id),
  ]
}

/** The filters and search as one condition (`listWhere`), the inline one built once per request. */
function where(q: Q<SelectedFields, string, string>, bind: boolean) {
  if (bind) return listWhere(q.list, q.request, true)
  if (!('inline' in q)) q.inline = listWhere(q.list, q.request, false)
  return q.inline
}

/** The counters' total of the applied filters, bound as placeholders. */
function countersTotal<F extends string>(q: Q<SelectedFields, string, F>) {
  const placeholders = Object.fromEntries(q.names.map((n) => [n, sql.placeholder(n)]))
  const total = q.list.counters?.total(placeholders as Partial<Record<F, Placeholder>>)
  return sql<number>`${total ?? sql`0`}`.mapWith(Number)
}

/** The list's change counter (null when the list has none), bound or inline. */
function versionSql<F extends string>(q: Q<SelectedFields, string, F>, bind: boolean) {
  const values = Object.fromEntries(
    q.names.map((n) => [n, bind ? sql.placeholder(n) : (q.params[n] as string | number)]),
  )
  const version = q.list.counters?.version?.(values as Partial<Record<F, Placeholder>>)
  return sql<number | null>`${version ?? sql`null`}`.mapWith((v) => (v === null ? null : Number(v)))
}

/**
 * The first `n` ids of each of the search's alternatives, as one union, so an equality such as
 * `wilaya = 31` walks its index and stops at `n`.
 */
function alternativeIds(q: Q<SelectedFields, string, string>, n: number, descending = false) {
  const [first, second, ...rest] = q.alternatives
  if (!first || !second) return undefined
  const filters = listWhere(q.list, { filters: q.request.filters }, false)
  const branch = (alternative: SQL) =>
    q.db
      .select({ id: q.list.id })
      .from(q.list.table)
      .where(and(filters, alternative))
      .orderBy(descending ? desc(q.list.id) : asc(q.list.id))
      .limit(n)
  return union(branch(first), branch(second), ...rest.map(branch))
}

/** Up to `n` ids of the search's matches: the first in id order when `order` is given. */
function matchIds(q: Q<SelectedFields, string, string>, n: number, order?: 'asc' | 'desc') {
  const byId = order === 'desc' ? desc(q.list.id) : asc(q.list.id)
  const alternatives = alternativeIds(q, n, order === 'desc')
  if (alternatives) return (order ? alternatives.orderBy(byId) : alternatives).limit(n)
  const select = q.db.select({ id: q.list.id }).from(q.list.table).where(where(q, false))
  return (order ? select.orderBy(byId) : select).limit(n)
}

/**
 * Every match counted, or undefined when the statement timeout cut the count: a savepoint
 * keeps the search's transaction usable, and the caller counts up to the cap instead.
 */
async function countAll(q: Q<SelectedFields, string, string>) {
  try {
    return await q.db.transaction(async (sp) => {
      const [row] = await sp.select({ n: count() }).from(q.list.table).where(where(q, false))
      return row?.n ?? 0
    })
  } catch (error) {
    if (isStatementTimeout(error)) return undefined
    throw error
  }
}

/** Page 1 and the counters' total as a column of every row, in one prepared statement. */
function firstWithTotal<C extends SelectedFields, S extends string, F extends string>(
  q: Q<C, S, F>,
) {
  const { db, list } = q
  return prepared(db, `${q.shape}|first`, (name) =>
    db
      .select({ ...list.columns, total: countersTotal(q) })
      .from(list.table)
      .where(where(q, true))
      .orderBy(...orderBy(q, false))
      .limit(bound.limit)
      .prepare(name),
  ).execute({ ...q.params, limit: q.request.limit }) as Promise<Array<RowOf<C> & { total: number }>>
}

/**
 * Page 1 of a search: the matches (up to one past the cap) as a CTE, their count as a column
 * of every row, and the page read among them, so a rare term's index is read once.
 */
function firstSearchWithTotal<C extends SelectedFields, S extends string, F extends string>(
  q: Q<C, S, F>,
) {
  const { db, list } = q
  // In id order the matches are the first ones, so their first rows are page 1 even when
  // there are more than the cap: one statement, where another sort reads the page again.
  const order = q.sort.column === list.id ? q.request.order : undefined
  const matches = db.$with('matches').as(matchIds(q, SEARCH_COUNT_CAP + 1, order))
  const total = sql<number>`(select count(*) from ${matches})`.mapWith(Number)
  const page = db
    .with(matches)
    .select({ ...list.columns, total })
    .from(list.table)
    .where(inArray(list.id, db.select({ id: matches.id }).from(matches)))
    .orderBy(...orderBy(q, false))
    .limit(q.request.limit)
  return runSearch(db, page) as never as Promise<Array<RowOf<C> & { total: number }>>
}

/**
 * The total: from the counters when they hold it (with the version, in the same statement), else
 * counted, up to the cap for text.
 */
async function totalOf(
  q: Q<SelectedFields, string, string>,
): Promise<{ total: number; capped: boolean; version?: number }> {
  const { db, list, request } = q
  if (q.counted) {
    const statement = prepared(db, `${q.filtered}|count`, (name) =>
      db
        .select({ n: countersTotal(q), version: versionSql(q, true) })
        .from(sql`(select 1) as one`)
        .prepare(name),
    )
    const [row] = await statement.execute(q.params)
    return { total: row?.n ?? 0, capped: false, version: row?.version ?? undefined }
  }
  if (!request.search) {
    const [row] = await db.select({ n: count() }).from(list.table).where(where(q, false))
    return { total: row?.n ?? 0, capped: false }
  }
  if (request.count === 'exact') {
    const exact = await countAll(q)
    if (exact !== undefined) return { total: exact, capped: false }
  }
  const matches = matchIds(q, SEARCH_COUNT_CAP + 1).as('matches')
  const [row] = await runSearch(db, db.select({ n: count() }).from(matches))
  const n = row?.n ?? 0
  return n > SEARCH_COUNT_CAP
    ? { total: SEARCH_COUNT_CAP, capped: true }
    : { total: n, capped: false }
}

/** `limit` rows after `offset` in the sort's order (or its reverse); prepared unless a search. */
function rowsAt<C extends SelectedFields, S extends string, F extends string>(
  q: Q<C, S, F>,
  reverse: boolean,
  offset: number,
  limit: number,
): Promise<RowOf<C>[]> {
  if (q.request.search) return searchRowsAt(q, reverse, offset, limit)
  const { db, list } = q
  return prepared(db, `${q.shape}|page|${reverse}`, (name) =>
    db
      .select(q.columns)
      .from(list.table)
      .where(where(q, true))
      .orderBy(...orderBy(q, reverse))
      .limit(bound.limit)
      .offset(bound.offset)
      .prepare(name),
  ).execute({ ...q.params, limit, offset }) as Promise<RowOf<C>[]>
}

/** `rowsAt` for a search, inline; in id order, from the alternatives' first ids. */
function searchRowsAt<C extends SelectedFields, S extends string, F extends string>(
  q: Q<C, S, F>,
  reverse: boolean,
  offset: number,
  limit: number,
): Promise<RowOf<C>[]> {
  const { db, list } = q
  const descending = (q.request.order === 'desc') !== reverse
  const ids =
    q.sort.column === list.id
      ? alternativeIds(q, offset + limit, descending)
          ?.orderBy(descending ? desc(list.id) : asc(list.id))
          .limit(limit)
          .offset(offset)
      : undefined
  const page = db
    .select(q.columns)
    .from(list.table)
    .where(ids ? inArray(list.id, ids) : where(q, false))
    .orderBy(...orderBy(q, reverse))
  return runSearch(db, ids ? page : page.limit(limit).offset(offset)) as Promise<RowOf<C>[]>
}

/**
 * `limit` rows in id order from the anchor `fromId`, skipping `skip`, and the list's version as
 * the same statement saw it (undefined when no row came back).
 */
async function rowsFrom<C extends SelectedFields, S extends string, F extends string>(
  q: Q<C, S, F>,
  fromId: number,
  skip: number,
  limit: number,
) {
  const { db, list } = q
  const read = (await prepared(db, `${q.filtered}|anchor`, (name) =>
    db
      .select({ ...list.columns, listVersion: versionSql(q, true) })
      .from(list.table)
      .where(and(where(q, true), gte(list.id, sql.placeholder('fromId'))))
      .orderBy(asc(list.id))
      .limit(bound.limit)
      .offset(bound.offset)
      .prepare(name),
  ).execute({ ...q.params, fromId, limit, offset: skip })) as Array<
    RowOf<C> & { listVersion: number | null }
  >
  const rows = read.map(({ listVersion: _, ...row }) => row as unknown as RowOf<C>)
  return { rows, version: read[0]?.listVersion ?? undefined }
}

/** One step of an anchor build: the version, then every `every`-th of the next ids. */
async function anchorStep(
  q: Q<SelectedFields, string, string>,
  after: number | undefined,
  rows: number,
  every: number,
) {
  const { db, list } = q
  const next = db
    .select({ id: list.id })
    .from(list.table)
    .where(and(where(q, false), after === undefined ? undefined : gt(list.id, after)))
    .orderBy(asc(list.id))
    .limit(rows)
    .as('next')
  const ranked = db
    .select({
      id: next.id,
      rn: sql<number>`row_number() over (order by ${next.id})`.mapWith(Number).as('rn'),
    })
    .from(next)
    .as('ranked')
  const found = await db
    .select({ version: versionSql(q, false), id: ranked.id, rn: ranked.rn })
    .from(sql`(select 1) as one`)
    .leftJoin(ranked, sql`(${ranked.rn} - 1) % ${every} = 0 or ${ranked.rn} = ${rows}`)
    .orderBy(asc(ranked.rn))
  const version = found[0]?.version ?? 0
  const ids: number[] = []
  let last: number | undefined
  for (const row of found) {
    if (row.id === null || row.rn === null) continue
    if ((row.rn - 1) % every === 0) ids.push(Number(row.id))
    if (row.rn === rows) last = Number(row.id)
  }
  return { version, ids, last }
}

const isStatementTimeout = (error: unknown) =>
  [...causes(error)].some((e) => (e as { code?: unknown } | null)?.code === '57014')
