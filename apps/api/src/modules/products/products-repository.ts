import type { Product, ProductFields, ProductListQuery } from '@rihla/contract/products'
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { productCounts, productPictures, products, ratings } from '../../db/schema'
import type { PageAnchors } from '../../lib/page-anchors'
import { pageWindow } from '../../lib/paging'
import { prepared } from '../../lib/prepared'
import { cappedCount, likePattern, SEARCH_COUNT_CAP, searchMatches } from '../../lib/sql'
import type { FileStorage } from '../../lib/storage'

type ProductRow = typeof products.$inferSelect
export type ProductStatus = ProductRow['status']

const sortColumns = {
  id: products.id,
  title: products.title,
  price: products.price,
  category: products.category,
  location: products.location,
  createdAt: products.createdAt,
  averageRating: products.averageRating,
} as const

export function toProduct(row: ProductRow, pictures: PictureRef[], storage: FileStorage): Product {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    location: row.location,
    wilaya: String(row.wilaya),
    category: row.category,
    subcategoryId: row.subcategoryId,
    description: row.description,
    pictures: pictureUrls(pictures, row.status, storage),
    averageRating: row.averageRating,
    isE: row.isE,
    isF: row.isF,
    isG: row.isG,
    isH: row.isH,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type PictureRef = { id: number; fileKey: string; thumbKey: string | null }

/** Pictures of a product that is not approved yet get short-lived signed URLs (decision 011). */
function pictureUrls(pictures: PictureRef[], status: ProductStatus, storage: FileStorage) {
  const access = status === 'approved' ? 'public' : 'signed'
  return pictures.map((p) => ({
    id: p.id,
    url: storage.url(p.fileKey, access),
    thumbnailUrl: p.thumbKey ? storage.url(p.thumbKey, access) : null,
  }))
}

/**
 * The product's pictures as JSON in the same query as the product, saving a round trip per
 * list. The outer column is written out in full: inside the subquery a bare "id" would be
 * the picture's.
 */
const picturesColumn = sql<PictureRef[]>`coalesce((
  select json_agg(json_build_object('id', pp.id, 'fileKey', pp.file_key, 'thumbKey', pp.thumb_key)
    order by pp.position, pp.id)
  from ${productPictures} pp where pp.product_id = "products"."id"), '[]'::json)`

const listColumns = { ...getTableColumns(products), pictures: picturesColumn }

/** Placeholders of the prepared list queries, one per value a list request can bind. */
const bound = {
  status: sql.placeholder('status'),
  category: sql.placeholder('category'),
  wilaya: sql.placeholder('wilaya'),
  subcategoryId: sql.placeholder('subcategoryId'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  fromId: sql.placeholder('fromId'),
}

/**
 * The list's filters. `bind` writes placeholders for a prepared query (values come with
 * `execute`); text search always writes its pattern inline, so that PostgreSQL plans each
 * term on its own: a common and a rare term want different plans.
 */
/** What narrows a product list: the list's and the CSV export's query share these. */
export type ProductFilters = Pick<
  ProductListQuery,
  'search' | 'category' | 'wilaya' | 'subcategoryId'
>

export function listWhere(status: ProductStatus, query: ProductFilters, bind: boolean) {
  const value = <T>(name: keyof typeof bound, v: T) => (bind ? bound[name] : v)
  const conditions: Array<SQL | undefined> = [eq(products.status, value('status', status))]
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        ilike(products.title, pattern),
        ilike(products.description, pattern),
        ilike(products.location, pattern),
      ),
    )
  }
  if (query.category) conditions.push(eq(products.category, value('category', query.category)))
  if (query.wilaya) conditions.push(eq(products.wilaya, value('wilaya', query.wilaya)))
  if (query.subcategoryId) {
    conditions.push(eq(products.subcategoryId, value('subcategoryId', query.subcategoryId)))
  }
  return and(...conditions)
}

/** The values a prepared list query binds. */
function listValues(status: ProductStatus, query: ProductFilters) {
  return {
    status,
    category: query.category ?? null,
    wilaya: query.wilaya ?? null,
    subcategoryId: query.subcategoryId ?? null,
  }
}

/** Which filters a query uses: queries of one shape share one prepared statement. */
function shapeOf(status: ProductStatus, query: ProductListQuery) {
  return `${status}|c${query.category ? 1 : 0}w${query.wilaya ? 1 : 0}s${query.subcategoryId ? 1 : 0}`
}

/** True when the trigger-kept counters hold the list's total (no text or place filter). */
const countedByCounters = (query: ProductListQuery) =>
  !query.search && !query.wilaya && !query.subcategoryId

/** The counters' total for a status, and a category when the list filters by one. */
const countersTotal = (query: ProductListQuery) =>
  sql<number>`(select coalesce(sum(${productCounts.n}), 0) from ${productCounts}
    where ${productCounts.status} = ${bound.status}
    ${query.category ? sql`and ${productCounts.category} = ${bound.category}` : sql``})`.mapWith(
    Number,
  )

/** The total for a list: from the counters when they hold it, else counted (capped for text). */
async function countProducts(db: DbOrTx, status: ProductStatus, query: ProductListQuery) {
  if (countedByCounters(query)) {
    const total = prepared(db, `products:count:${shapeOf(status, query)}`, (name) =>
      db
        .select({ n: countersTotal(query) })
        .from(sql`(select 1) as one`)
        .prepare(name),
    )
    const [row] = await total.execute(listValues(status, query))
    return { total: row?.n ?? 0, capped: false }
  }
  if (query.search) return cappedCount(db, products, listWhere(status, query, false))
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(listWhere(status, query, false))
  return { total: row?.n ?? 0, capped: false }
}

/** Anchored paging serves big lists in id order with no text or place filter. */
const ANCHOR_MIN_TOTAL = 10_000
/** Pages near either end are cheap from that end; anchors serve the ones in between. */
const canAnchor = (query: ProductListQuery, total: number, every: number) => {
  const offset = (query.page - 1) * query.limit
  return (
    query.sort === 'id' &&
    countedByCounters(query) &&
    total >= ANCHOR_MIN_TOTAL &&
    Math.min(offset, total - offset) > every
  )
}

/** Every `every`-th id of the list in ascending order, in one pass over the index. */
async function idAnchors(db: DbOrTx, where: SQL | undefined, every: number) {
  const ranked = db
    .select({
      id: products.id,
      rn: sql<number>`row_number() over (order by ${products.id})`.as('rn'),
    })
    .from(products)
    .where(where)
    .as('ranked')
  const rows = await db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`(${ranked.rn} - 1) % ${every} = 0`)
    .orderBy(asc(ranked.id))
  return rows.map((r) => r.id)
}

type ListRow = Awaited<ReturnType<typeof readProducts>>[number]
/** Only the type of a page's rows; never called. */
const readProducts = (db: DbOrTx) => db.select(listColumns).from(products)

export type ProductPage = { products: Product[]; total: number; totalCapped: boolean }

export async function listProducts(
  db: DbOrTx,
  storage: FileStorage,
  status: ProductStatus,
  query: ProductListQuery,
  anchors?: PageAnchors,
): Promise<ProductPage> {
  const direction = (ascending: boolean) => (ascending ? asc : desc)
  const sortColumn = sortColumns[query.sort]
  const orderBy = (reverse: boolean) => {
    const dir = direction((query.order === 'asc') !== reverse)
    return [
      // Unrated products sort last whichever the direction.
      ...(query.sort === 'averageRating' ? [direction(!reverse)(sql`${sortColumn} is null`)] : []),
      dir(sortColumn),
      dir(products.id),
    ]
  }
  const values = listValues(status, query)
  const shape = `${shapeOf(status, query)}|${query.sort}|${query.order}`
  /** A page as a prepared statement, unless it searches text (see `listWhere`). */
  const readPage = (reverse: boolean, offset: number, limit: number): Promise<ListRow[]> => {
    if (query.search) {
      return db
        .select(listColumns)
        .from(products)
        .where(listWhere(status, query, false))
        .orderBy(...orderBy(reverse))
        .limit(limit)
        .offset(offset)
    }
    const page = prepared(db, `products:page:${shape}|${reverse}`, (name) =>
      db
        .select(listColumns)
        .from(products)
        .where(listWhere(status, query, true))
        .orderBy(...orderBy(reverse))
        .limit(bound.limit)
        .offset(bound.offset)
        .prepare(name),
    )
    return page.execute({ ...values, limit, offset })
  }
  const finish = (rows: ListRow[], total: number, totalCapped = false): ProductPage => ({
    products: rows.map(({ pictures, ...row }) => toProduct(row, pictures, storage)),
    total,
    totalCapped,
  })

  // Page 1 of a list the counters count: the rows and the total in one statement.
  if (query.page === 1 && countedByCounters(query)) {
    const firstPage = prepared(db, `products:first:${shape}`, (name) =>
      db
        .select({ ...listColumns, total: countersTotal(query) })
        .from(products)
        .where(listWhere(status, query, true))
        .orderBy(...orderBy(false))
        .limit(bound.limit)
        .prepare(name),
    )
    const rows = await firstPage.execute({ ...values, limit: query.limit })
    const first = rows[0]
    if (first)
      return finish(
        rows.map(({ total: _, ...row }) => row),
        first.total,
      )
    return finish([], 0)
  }

  // Page 1 of a search: the matches (up to the cap), their count and the page in one
  // statement, so a rare term's trigram index is read once.
  if (query.page === 1 && query.search) {
    const search = searchMatches(db, products, products.id, listWhere(status, query, false))
    const rows = await db
      .with(search.matches)
      .select({ ...listColumns, total: search.total })
      .from(products)
      .where(search.isMatch)
      .orderBy(...orderBy(false))
      .limit(query.limit)
    const total = rows[0]?.total ?? 0
    if (!search.capped(total)) {
      return finish(
        rows.map(({ total: _, ...row }) => row),
        total,
      )
    }
    // More matches than it counts: those rows were any of them, so read the real first page.
    return finish(await readPage(false, 0, query.limit), SEARCH_COUNT_CAP, true)
  }

  // Other first pages need not wait for the total.
  const [{ total, capped }, firstRows] = await Promise.all([
    countProducts(db, status, query),
    query.page === 1 ? readPage(false, 0, query.limit) : undefined,
  ])
  if (firstRows) return finish(firstRows, total, capped)

  if (anchors && canAnchor(query, total, anchors.every)) {
    const offset = (query.page - 1) * query.limit
    const limit = Math.min(query.limit, total - offset)
    if (limit <= 0) return finish([], total)
    const ascending = query.order === 'asc'
    const start = ascending ? offset : total - offset - limit
    const key = `${status}:${query.category ?? '*'}`
    const seek = await anchors.seek(key, total, start, (every) =>
      idAnchors(db, listWhere(status, query, false), every),
    )
    if (seek) {
      const fromAnchor = prepared(db, `products:anchor:${shapeOf(status, query)}`, (name) =>
        db
          .select(listColumns)
          .from(products)
          .where(and(listWhere(status, query, true), gte(products.id, bound.fromId)))
          .orderBy(asc(products.id))
          .limit(bound.limit)
          .offset(bound.offset)
          .prepare(name),
      )
      const rows = await fromAnchor.execute({
        ...values,
        fromId: seek.fromId,
        limit,
        offset: seek.skip,
      })
      if (!ascending) rows.reverse()
      return finish(rows, total)
    }
  }
  const window = pageWindow(total, query.page, query.limit)
  if (window.limit <= 0) return finish([], total, capped)
  const rows = await readPage(window.reverse, window.offset, window.limit)
  if (window.reverse) rows.reverse()
  return finish(rows, total, capped)
}

export async function findProductRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  return row
}

/** One product with its pictures, in one query; undefined when there is none. */
export async function loadProduct(db: DbOrTx, storage: FileStorage, id: number) {
  const byId = prepared(db, 'products:by-id', (name) =>
    db
      .select(listColumns)
      .from(products)
      .where(eq(products.id, sql.placeholder('id')))
      .prepare(name),
  )
  const [found] = await byId.execute({ id })
  if (!found) return undefined
  const { pictures, ...row } = found
  return toProduct(row, pictures, storage)
}

export async function insertProduct(
  db: DbOrTx,
  fields: ProductFields,
  status: ProductStatus,
  createdById: number,
) {
  const [row] = await db
    .insert(products)
    .values({ ...fields, status, createdById })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function insertPicture(
  db: DbOrTx,
  productId: number,
  fileKey: string,
  thumbKey: string,
) {
  await db.insert(productPictures).values({ productId, fileKey, thumbKey, position: 0 })
}

export async function updateProduct(
  db: DbOrTx,
  id: number,
  values: Partial<typeof products.$inferInsert>,
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning()
  return row
}

/** Records one user's rating (replacing their earlier one) and recomputes the average. */
export async function upsertRating(db: DbOrTx, productId: number, userId: number, rating: number) {
  await db
    .insert(ratings)
    .values({ productId, userId, rating })
    .onConflictDoUpdate({
      target: [ratings.productId, ratings.userId],
      set: { rating, updatedAt: new Date() },
    })
  const [row] = await db
    .update(products)
    .set({
      averageRating: sql`(select round(avg(${ratings.rating}), 2) from ${ratings} where ${ratings.productId} = ${productId})`,
      ratingCount: sql`(select count(*) from ${ratings} where ${ratings.productId} = ${productId})`,
    })
    .where(eq(products.id, productId))
    .returning()
  return row
}
