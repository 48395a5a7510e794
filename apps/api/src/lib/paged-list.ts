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
  lt,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import { type PgColumn, type PgTable, type SelectedFields, union } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { DbOrTx } from '../db/client'
import type { KeysetSort, KeysetType } from './keyset'
import type { PageAnchors } from './page-anchors'
import { prepared } from './prepared'
import { type SearchTarget, searchAlternatives, searchCondition, withIndexedSearch } from './search'

/**
 * Every paged list of the API (users, products, the waiting list, the activity log, the live
 * banners, subcategories) is a `PagedList`: a table,
 * the columns a page reads, its sorts and its filters. `readPage` turns "page N" into SQL for
 * any of them with the same properties: prepared statements, totals from trigger-kept
 * counters, the far half read from the far end, anchors for big id-ordered lists, page 1 and
 * its total in one statement, and text searches counted up to a cap. docs/architecture.md.
 */
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
  /**
   * Filters by name, an equality on a column or a bound of a range; a request names the values
   * of those it applies.
   */
  filters: Record<Filter, PgColumn | RangeFilter | ConditionFilter>
  /** The normalized search document a text search looks in (lib/search.ts); none: no search. */
  search?: SearchTarget
  /** A condition every row of the list meets (the banners shown now), whatever is asked. */
  where?: SQL
  /**
   * Trigger-kept counters: they hold the total of a list with no search and no filter beyond
   * `by`. `total` is their sum as SQL, given a placeholder for each applied filter of `by`.
   */
  counters?: {
    by: readonly Filter[]
    total: (bound: Partial<Record<Filter, Placeholder>>) => SQL
    /**
     * The list's change counter as SQL: it rises whenever a row joins or leaves the list, on
     * any instance. Page anchors are only used at the version they were built at.
     */
    version?: (bound: Partial<Record<Filter, Placeholder | string | number>>) => SQL
  }
}

/** A bound of a range on a column: `gte` inclusive, `lt` exclusive (the activity's dates). */
export type RangeFilter = { column: PgColumn; compare: 'gte' | 'lt' }

/**
 * A filter written as a condition on the row, given its value or placeholder (the waiting
 * list's `signal`: an `exists` on the row's stored signals, decision 049).
 */
export type ConditionFilter = { condition: (value: Placeholder | FilterValue) => SQL }

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

/**
 * A page's rows as the list's columns read them, its total, and whether the total is capped:
 * then more rows than `total` match, and the page after this one holds some when
 * `page * limit >= total`.
 */
export type Page<Row> = { rows: Row[]; total: number; totalCapped: boolean }

/**
 * Text searches count their matches up to this many and no further: counting all 80,000
 * matches of a common word took seconds at a million products, and even stopping at 1,000
 * meant reading about 12,000 rows (14 ms) per request (bench/RESULTS.md, run 3). Above it
 * the answer says `totalCapped` and `total` is this floor, as search engines show "100+".
 * Pages past it are read on, each with one row more, which tells whether another follows and
 * raises the floor; the last page makes the total exact (issue 31). `count=exact` counts all.
 */
export const SEARCH_COUNT_CAP = 100

/** Anchored paging serves big lists in id order with no filter the counters cannot count. */
const ANCHOR_MIN_TOTAL = 10_000

/**
 * Page `request.page` of `list`, straight down: page 1 with its total in one statement (from
 * the counters, or among the capped matches of a search); else the total, then the page from
 * an anchor or from the nearer end of the sorted index.
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
 * A page of a search with more matches than its count, read forward by offset with one row
 * more: the capped total does not say where the far end is, so neither reversed reads nor
 * anchors apply. A row past the page raises the floor to the page's end; a short page ends the
 * matches, and its end is the exact total. A page past the end cannot tell how far before it
 * the matches ended: it keeps the capped total.
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

/**
 * How to fetch page `page` of `total` rows: pages in the second half are read from the other
 * end of the index (reversed order, smaller offset) and flipped back, so the last page costs
 * what the first does. `reverse` tells the caller to invert its ORDER BY and the rows.
 */
export function pageWindow(total: number, page: number, limit: number) {
  const offset = (page - 1) * limit
  if (offset >= total || offset < total / 2) return { reverse: false, offset, limit }
  const end = Math.min(total, offset + limit)
  return { reverse: true, offset: total - end, limit: end - offset }
}

/**
 * The list's filters and search as one condition, written inline (for an export or a count)
 * or, with `bind`, as placeholders for a prepared statement. Search is always inline, so that
 * PostgreSQL plans each term on its own: a common and a rare term want different plans.
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
    if ('condition' in filter) conditions.push(filter.condition(bound))
    else if (!('compare' in filter)) conditions.push(eq(filter, bound))
    else conditions.push((filter.compare === 'gte' ? gte : lt)(filter.column, bound))
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

function query<C extends SelectedFields, S extends string, F extends string>(
  db: DbOrTx,
  list: PagedList<C, S, F>,
  request: PageRequest<S, F>,
) {
  type Row = RowOf<C>
  // Read as plain fields: Drizzle cannot follow a generic selection through its builder; the
  // rows are cast back to `Row`, which these columns are by construction.
  const columns: SelectedFields = list.columns
  const values = Object.fromEntries(applied(request.filters)) as Record<string, FilterValue>
  /** The values as a prepared statement is given them: a Date as its ISO text. */
  const params = Object.fromEntries(
    Object.entries(values).map(([name, v]) => [name, v instanceof Date ? v.toISOString() : v]),
  )
  const names = Object.keys(values).sort()
  const sort = list.sorts[request.sort]
  const counters = list.counters
  const counted =
    !request.search && !!counters && names.every((name) => counters.by.includes(name as F))
  /** Queries of one shape (list, filters applied, sort) share one prepared statement. */
  const filtered = `${list.name}|${names.join(',')}`
  const shape = `${filtered}|${request.sort}|${request.order}`
  const bound = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }

  const orderBy = (reverse: boolean) => {
    const dir = (request.order === 'asc') !== reverse ? asc : desc
    return [
      // Rows without a value sort last whichever the direction.
      ...(sort.nullsLast ? [(reverse ? desc : asc)(sql`${sort.column} is null`)] : []),
      dir(sort.column),
      dir(list.id),
    ]
  }
  const countersTotal = () => {
    const placeholders = Object.fromEntries(names.map((n) => [n, sql.placeholder(n)]))
    return sql<number>`${counters?.total(placeholders as Partial<Record<F, Placeholder>>) ?? sql`0`}`.mapWith(
      Number,
    )
  }
  const where = (bind: boolean) => listWhere(list, request, bind)
  /**
   * Up to `n` ids of the search's matches, in no order: from each of the term's alternatives
   * (lib/search.ts `searchAlternatives`) when it has several, so each stops at `n`.
   */
  const alternatives =
    request.search && list.search ? searchAlternatives(list.search, request.search) : []
  /**
   * The first `n` ids of each alternative in id order (ascending unless `descending`), as one
   * union; undefined when the search is a single condition. An equality on an index's first
   * column (`wilaya = 31`) then walks that index and stops at `n`.
   */
  const alternativeIds = (n: number, descending = false) => {
    const [first, second, ...rest] = alternatives
    if (!first || !second) return undefined
    const filters = listWhere(list, { filters: request.filters }, false)
    const branch = (alternative: SQL) =>
      db
        .select({ id: list.id })
        .from(list.table)
        .where(and(filters, alternative))
        .orderBy(descending ? desc(list.id) : asc(list.id))
        .limit(n)
    return union(branch(first), branch(second), ...rest.map(branch))
  }
  /** Up to `n` ids of the search's matches: the first in id order when `order` is given. */
  const matchIds = (n: number, order?: 'asc' | 'desc') => {
    const byId = order === 'desc' ? desc(list.id) : asc(list.id)
    const alternatives = alternativeIds(n, order === 'desc')
    if (alternatives) return (order ? alternatives.orderBy(byId) : alternatives).limit(n)
    const select = db.select({ id: list.id }).from(list.table).where(where(false))
    return (order ? select.orderBy(byId) : select).limit(n)
  }
  /**
   * Every match counted, or undefined when the statement timeout cut the count: a savepoint
   * keeps the search's transaction usable, and the caller counts up to the cap instead.
   */
  const countAll = async () => {
    try {
      return await db.transaction(async (sp) => {
        const [row] = await sp.select({ n: count() }).from(list.table).where(where(false))
        return row?.n ?? 0
      })
    } catch (error) {
      if (isStatementTimeout(error)) return undefined
      throw error
    }
  }
  /** The list's change counter (null when the list has none), bound or inline. */
  const versionSql = (bind: boolean) => {
    const bound = Object.fromEntries(
      names.map((n) => [n, bind ? sql.placeholder(n) : (params[n] as string | number)]),
    )
    const version = counters?.version?.(bound as Partial<Record<F, Placeholder>>)
    return sql<number | null>`${version ?? sql`null`}`.mapWith((v) =>
      v === null ? null : Number(v),
    )
  }

  return {
    values: params,
    counted,
    idOrder: sort.column === list.id,

    /** Page 1 and the counters' total as a column of every row, in one prepared statement. */
    firstWithTotal: () =>
      prepared(db, `${shape}|first`, (name) =>
        db
          .select({ ...list.columns, total: countersTotal() })
          .from(list.table)
          .where(where(true))
          .orderBy(...orderBy(false))
          .limit(bound.limit)
          .prepare(name),
      ).execute({ ...params, limit: request.limit }) as Promise<Array<Row & { total: number }>>,

    /**
     * Page 1 of a search: the matches (up to one past the cap) as a CTE, their count as a
     * column of every row, and the page read among them, so a rare term's index is read once.
     */
    firstSearchWithTotal: () => {
      // In id order the matches are the first ones, so their first rows are page 1 even when
      // there are more than the cap: one statement, where another sort reads the page again.
      const order = sort.column === list.id ? request.order : undefined
      const matches = db.$with('matches').as(matchIds(SEARCH_COUNT_CAP + 1, order))
      const total = sql<number>`(select count(*) from ${matches})`.mapWith(Number)
      return db
        .with(matches)
        .select({ ...list.columns, total })
        .from(list.table)
        .where(inArray(list.id, db.select({ id: matches.id }).from(matches)))
        .orderBy(...orderBy(false))
        .limit(request.limit) as never as Promise<Array<Row & { total: number }>>
    },

    /**
     * The total: from the counters when they hold it (with the list's version, read in the
     * same statement, when it has one), else counted (up to the cap for text).
     */
    total: async (): Promise<{ total: number; capped: boolean; version?: number }> => {
      if (counted) {
        const statement = prepared(db, `${filtered}|count`, (name) =>
          db
            .select({ n: countersTotal(), version: versionSql(true) })
            .from(sql`(select 1) as one`)
            .prepare(name),
        )
        const [row] = await statement.execute(params)
        return { total: row?.n ?? 0, capped: false, version: row?.version ?? undefined }
      }
      if (!request.search) {
        const [row] = await db.select({ n: count() }).from(list.table).where(where(false))
        return { total: row?.n ?? 0, capped: false }
      }
      if (request.count === 'exact') {
        const exact = await countAll()
        if (exact !== undefined) return { total: exact, capped: false }
      }
      const matches = matchIds(SEARCH_COUNT_CAP + 1).as('matches')
      const [row] = await db.select({ n: count() }).from(matches)
      const n = row?.n ?? 0
      return n > SEARCH_COUNT_CAP
        ? { total: SEARCH_COUNT_CAP, capped: true }
        : { total: n, capped: false }
    },

    /** `limit` rows after `offset` in the sort's order (or its reverse); prepared unless a search. */
    rows: (reverse: boolean, offset: number, limit: number): Promise<Row[]> => {
      if (request.search) {
        // In id order, a search of several alternatives takes the page from their first ids.
        const descending = (request.order === 'desc') !== reverse
        const ids =
          sort.column === list.id
            ? alternativeIds(offset + limit, descending)
                ?.orderBy(descending ? desc(list.id) : asc(list.id))
                .limit(limit)
                .offset(offset)
            : undefined
        const page = db
          .select(columns)
          .from(list.table)
          .where(ids ? inArray(list.id, ids) : where(false))
          .orderBy(...orderBy(reverse))
        return (ids ? page : page.limit(limit).offset(offset)) as Promise<Row[]>
      }
      return prepared(db, `${shape}|page|${reverse}`, (name) =>
        db
          .select(columns)
          .from(list.table)
          .where(where(true))
          .orderBy(...orderBy(reverse))
          .limit(bound.limit)
          .offset(bound.offset)
          .prepare(name),
      ).execute({ ...params, limit, offset }) as Promise<Row[]>
    },

    /**
     * `limit` rows in id order from the anchor `fromId`, skipping `skip`, and the list's
     * version as the same statement saw it (undefined when no row came back).
     */
    rowsFrom: async (fromId: number, skip: number, limit: number) => {
      const read = (await prepared(db, `${filtered}|anchor`, (name) =>
        db
          .select({ ...list.columns, listVersion: versionSql(true) })
          .from(list.table)
          .where(and(where(true), gte(list.id, sql.placeholder('fromId'))))
          .orderBy(asc(list.id))
          .limit(bound.limit)
          .offset(bound.offset)
          .prepare(name),
      ).execute({ ...params, fromId, limit, offset: skip })) as Array<
        Row & { listVersion: number | null }
      >
      const rows = read.map(({ listVersion: _, ...row }) => row as unknown as Row)
      return { rows, version: read[0]?.listVersion ?? undefined }
    },

    /**
     * One step of an anchor build (lib/page-anchors.ts): the version, then among the next
     * `rows` ids after `after` every `every`-th, and the last one when all `rows` were read.
     */
    anchorStep: async (after: number | undefined, rows: number, every: number) => {
      const next = db
        .select({ id: list.id })
        .from(list.table)
        .where(and(where(false), after === undefined ? undefined : gt(list.id, after)))
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
        .select({ version: versionSql(false), id: ranked.id, rn: ranked.rn })
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
    },
  }
}

/** PostgreSQL's "canceling statement due to statement timeout", through drizzle's wrapping. */
function isStatementTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '57014') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
