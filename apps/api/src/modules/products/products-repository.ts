import type { CategoryCode } from '@rihla/contract/categories'
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
import { likePattern } from '../../lib/sql'
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
    category: row.category as CategoryCode,
    subcategoryId: row.subcategoryId,
    description: row.description,
    pictures: pictures.map((p) => ({
      id: p.id,
      url: storage.url(p.fileKey),
      thumbnailUrl: p.thumbKey ? storage.url(p.thumbKey) : null,
    })),
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

function listWhere(status: ProductStatus, query: ProductListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(products.status, status)]
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
  if (query.category) conditions.push(eq(products.category, query.category))
  if (query.wilaya) conditions.push(eq(products.wilaya, query.wilaya))
  if (query.subcategoryId) conditions.push(eq(products.subcategoryId, query.subcategoryId))
  return and(...conditions)
}

/** The total for a list: from the trigger-kept counters when no text or place filter applies. */
async function countProducts(
  db: DbOrTx,
  status: ProductStatus,
  query: ProductListQuery,
  where: SQL | undefined,
) {
  if (!query.search && !query.wilaya && !query.subcategoryId) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${productCounts.n}), 0)`.mapWith(Number) })
      .from(productCounts)
      .where(
        and(
          eq(productCounts.status, status),
          query.category ? eq(productCounts.category, query.category) : undefined,
        ),
      )
    return row?.n ?? 0
  }
  const [row] = await db.select({ n: count() }).from(products).where(where)
  return row?.n ?? 0
}

/** Anchored paging serves big lists in id order with no text or place filter. */
const ANCHOR_MIN_TOTAL = 10_000
/** Pages near either end are cheap from that end; anchors serve the ones in between. */
const canAnchor = (query: ProductListQuery, total: number, every: number) => {
  const offset = (query.page - 1) * query.limit
  return (
    query.sort === 'id' &&
    !query.search &&
    !query.wilaya &&
    !query.subcategoryId &&
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

export async function listProducts(
  db: DbOrTx,
  storage: FileStorage,
  status: ProductStatus,
  query: ProductListQuery,
  anchors?: PageAnchors,
) {
  const where = listWhere(status, query)
  const direction = (ascending: boolean) => (ascending ? asc : desc)
  const sortColumn = sortColumns[query.sort]
  const readPage = (reverse: boolean, offset: number, limit: number) => {
    const dir = direction((query.order === 'asc') !== reverse)
    return db
      .select(listColumns)
      .from(products)
      .where(where)
      .orderBy(
        // Unrated products sort last whichever the direction.
        ...(query.sort === 'averageRating'
          ? [direction(!reverse)(sql`${sortColumn} is null`)]
          : []),
        dir(sortColumn),
        dir(products.id),
      )
      .limit(limit)
      .offset(offset)
  }
  // The first page never reads from the far end, so its rows need not wait for the total.
  const firstPage = query.page === 1
  const [total, firstRows] = await Promise.all([
    countProducts(db, status, query, where),
    firstPage ? readPage(false, 0, query.limit) : undefined,
  ])
  let rows = firstRows
  if (!rows && anchors && canAnchor(query, total, anchors.every)) {
    const offset = (query.page - 1) * query.limit
    const limit = Math.min(query.limit, total - offset)
    if (limit <= 0) return { products: [], total }
    const ascending = query.order === 'asc'
    const start = ascending ? offset : total - offset - limit
    const key = `${status}:${query.category ?? '*'}`
    const seek = await anchors.seek(key, total, start, (every) => idAnchors(db, where, every))
    if (seek) {
      rows = await db
        .select(listColumns)
        .from(products)
        .where(and(where, gte(products.id, seek.fromId)))
        .orderBy(asc(products.id))
        .limit(limit)
        .offset(seek.skip)
      if (!ascending) rows.reverse()
    }
  }
  if (!rows) {
    const window = pageWindow(total, query.page, query.limit)
    if (window.limit <= 0) return { products: [], total }
    rows = await readPage(window.reverse, window.offset, window.limit)
    if (window.reverse) rows.reverse()
  }
  return {
    products: rows.map(({ pictures, ...row }) => toProduct(row, pictures, storage)),
    total,
  }
}

export async function findProductRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  return row
}

/** One product with its pictures, in one query; undefined when there is none. */
export async function loadProduct(db: DbOrTx, storage: FileStorage, id: number) {
  const [found] = await db.select(listColumns).from(products).where(eq(products.id, id))
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

/** Deletes a product with its pictures and ratings; returns the storage keys to remove. */
export async function deleteProductRow(db: DbOrTx, id: number) {
  const pictures = await db.select().from(productPictures).where(eq(productPictures.productId, id))
  const [deleted] = await db.delete(products).where(eq(products.id, id)).returning()
  const keys = pictures.flatMap((p) => (p.thumbKey ? [p.fileKey, p.thumbKey] : [p.fileKey]))
  return { deleted, keys }
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
