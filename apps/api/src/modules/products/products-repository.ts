import { CATEGORIES } from '@rihla/contract/categories'
import {
  PRODUCT_FIELDS,
  type Product,
  type ProductField,
  type ProductFields,
  type ProductListQuery,
  type ReviewChangeField,
  type WaitingListItem,
  type WaitingListQuery,
} from '@rihla/contract/products'
import { normalizeSearchText } from '@rihla/contract/search-text'
import { WILAYAS } from '@rihla/contract/wilayas'
import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  productClaims,
  productCounts,
  productPictures,
  products,
  ratings,
  subcategories,
  users,
} from '../../db/schema'
import type { PageAnchors } from '../../lib/page-anchors'
import { type PagedList, readPage } from '../../lib/paged-list'
import { prepared } from '../../lib/prepared'
import type { SearchTarget } from '../../lib/search'
import type { FileStorage } from '../../lib/storage'
import { signalCondition, signalKindsColumn } from '../signals'
import { thumbnailSrcset } from './picture-sizes'

/** A product row as the lists and the by-id read it: the rejection shaped in SQL. */
type ProductRow = Pick<typeof products.$inferSelect, ProductField> & {
  rejection: RejectionRead | null
  resubmitted: boolean
}
export type ProductStatus = ProductRow['status']

/** The rejection as `rejectionColumn` reads it: `at` is PostgreSQL's JSON text of the time. */
type RejectionRead = {
  reason: NonNullable<Product['rejection']>['reason'] | null
  note: string | null
  byId: number | null
  byName: string | null
  at: string | null
}

/** The rejection a product shows. */
function rejectionOf(read: RejectionRead | null): Product['rejection'] {
  if (!read?.reason || !read.at) return null
  return {
    reason: read.reason,
    note: read.note,
    by: read.byId !== null ? { id: read.byId, name: read.byName ?? '' } : null,
    at: new Date(read.at).toISOString(),
  }
}

export function toProduct(row: ProductRow, pictures: PictureRef[], storage: FileStorage): Product {
  const own = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, row[field]]))
  return {
    ...(own as Pick<ProductRow, ProductField>),
    wilaya: String(row.wilaya),
    pictures: pictureUrls(pictures, row.status, storage),
    rejection: rejectionOf(row.rejection),
    resubmitted: row.resubmitted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type PictureRef = {
  id: number
  fileKey: string
  thumbKey: string | null
  smallKey: string | null
}

/** Pictures of a product that is not approved yet get short-lived signed URLs (decision 011). */
function pictureUrls(pictures: PictureRef[], status: ProductStatus, storage: FileStorage) {
  const access = status === 'approved' ? 'public' : 'signed'
  return pictures.map((p) => {
    const thumbnailUrl = p.thumbKey ? storage.url(p.thumbKey, access) : null
    const srcset =
      thumbnailUrl && p.smallKey
        ? thumbnailSrcset(storage.url(p.smallKey, access), thumbnailUrl)
        : undefined
    return {
      id: p.id,
      url: storage.url(p.fileKey, access),
      thumbnailUrl,
      ...(srcset ? { thumbnailSrcset: srcset } : {}),
    }
  })
}

/** The pictures as JSON in the product's own query: no round trip per list. */
const picturesColumn = sql<PictureRef[]>`coalesce((
  select json_agg(json_build_object('id', pp.id, 'fileKey', pp.file_key, 'thumbKey', pp.thumb_key,
    'smallKey', pp.small_key) order by pp.position, pp.id)
  from ${productPictures} pp where pp.product_id = "products"."id"), '[]'::json)`

/**
 * The columns a product's answer shows, and no other (node-postgres parses every column of
 * every row, and the catalogue's rows never show a rejection).
 */
export const answerColumns = Object.fromEntries(
  PRODUCT_FIELDS.map((field) => [field, products[field]]),
) as { [F in ProductField]: (typeof products)[F] }

/** Where a rejection is shown: rejected, or waiting again after its owner resubmitted it. */
const showsRejection = sql`(${products.status} = 'rejected'
  or (${products.status} = 'pending' and ${products.resubmittedAt} is not null))`

/** The rejection as one JSON value where it is shown (`rejectionOf`), else null. */
const rejectionColumn = sql<RejectionRead | null>`case when ${showsRejection} then
  json_build_object('reason', ${products.rejectionReason}, 'note', ${products.rejectionNote},
    'byId', ${products.rejectedBy}, 'at', ${products.rejectedAt},
    'byName', (select u.username from ${users} u where u.id = "products"."rejected_by"))
  end`

/** Waiting again after a rejection, edited and sent back by its owner. */
const resubmittedColumn = sql<boolean>`(${products.status} = 'pending'
  and ${products.resubmittedAt} is not null)`

const listColumns = {
  ...answerColumns,
  rejection: rejectionColumn,
  resubmitted: resubmittedColumn,
  pictures: picturesColumn,
}

const WILAYA_COUNT = WILAYAS.length
const isWilayaNumber = (term: string) =>
  /^[0-9]{1,2}$/.test(term) && Number(term) >= 1 && Number(term) <= WILAYA_COUNT

/** The names a wilaya or category goes by in the three languages, normalized as terms are. */
const placeNames = <K>(places: ReadonlyArray<{ key: K; names: string[] }>) =>
  places.map(({ key, names }) => ({ key, text: normalizeSearchText(names.join(' ')) }))
const wilayaNames = placeNames(WILAYAS.map((w) => ({ key: w.number, names: [w.en, w.fr, w.ar] })))
const categoryNames = placeNames(
  CATEGORIES.map((c) => ({ key: c.code, names: [c.en, c.fr, c.ar] })),
)

/**
 * The wilayas and categories a normalized word names, by substring as in a document
 * (`oran`, `وهران`, `maisons`): one equality on their indexed columns each.
 */
export function placesNamed(word: string): SQL[] {
  return [
    ...wilayaNames.filter((w) => w.text.includes(word)).map((w) => eq(products.wilaya, w.key)),
    ...categoryNames.filter((c) => c.text.includes(word)).map((c) => eq(products.category, c.key)),
  ]
}

/** Where a product search looks (lib/search.ts): the lists and the top-bar search share it. */
export const productSearch: SearchTarget = {
  doc: products.searchDoc,
  // `31` (or `٣١`) names wilaya 31: a term too short for trigrams finds the rows in it too.
  short: (term) => (isWilayaNumber(term) ? eq(products.wilaya, Number(term)) : undefined),
  places: placesNamed,
}

/** The product lists (the catalogue and the waiting list), described for lib/paged-list.ts. */
export const productList = {
  name: 'products',
  table: products,
  id: products.id,
  columns: listColumns,
  sorts: {
    id: { column: products.id, type: 'integer' },
    title: { column: products.title, type: 'text' },
    price: { column: products.price, type: 'numeric' },
    category: { column: products.category, type: 'char' },
    location: { column: products.location, type: 'text' },
    createdAt: { column: products.createdAt, type: 'timestamptz' },
    // Unrated products sort last whichever the direction.
    averageRating: { column: products.averageRating, type: 'numeric', nullsLast: true },
  },
  filters: {
    status: products.status,
    category: products.category,
    wilaya: products.wilaya,
    subcategoryId: products.subcategoryId,
    // One owner's listings (`GET /api/products/mine`): counted by the query, not the counters.
    createdById: products.createdById,
  },
  search: productSearch,
  counters: {
    by: ['status', 'category'],
    total: ({ status, category }) =>
      sql`(select coalesce(sum(${productCounts.n}), 0) from ${productCounts}
        where ${productCounts.status} = ${status}
        ${category ? sql`and ${productCounts.category} = ${category}` : sql``})`,
    version: ({ status, category }) =>
      sql`(select coalesce(sum(${productCounts.version}), 0) from ${productCounts}
        where ${productCounts.status} = ${status}
        ${category !== undefined ? sql`and ${productCounts.category} = ${category}` : sql``})`,
  },
} satisfies PagedList<typeof listColumns, ProductListQuery['sort'], ProductFilter>

type ProductFilter = 'status' | 'category' | 'wilaya' | 'subcategoryId' | 'createdById'

/**
 * Who submitted it, by name: a column, not a join, so PostgreSQL computes it for the page's
 * rows only, after the sort and limit (docs/decisions/037-review-loop.md).
 */
const submitterName = sql<string | null>`(select u.username from ${users} u
  where u.id = "products"."created_by_id")`

/** The waiting list. */
export const waitingList = {
  ...productList,
  // Its own prepared statements: the same shapes read two more columns.
  name: 'waiting-products',
  columns: {
    ...listColumns,
    createdById: products.createdById,
    version: products.version,
    submitterName,
    signalKinds: signalKindsColumn,
  },
  filters: { ...productList.filters, signal: signalCondition },
} satisfies PagedList<
  typeof listColumns & {
    createdById: typeof products.createdById
    version: typeof products.version
    submitterName: typeof submitterName
    signalKinds: typeof signalKindsColumn
  },
  ProductListQuery['sort'],
  ProductFilter | 'signal'
>

/** What narrows a product list: the list's and the CSV export's query share these. */
export type ProductFilters = Pick<
  ProductListQuery,
  'search' | 'category' | 'wilaya' | 'subcategoryId'
>

/**
 * A list request of the API as the paged list reads it: the status (undefined: any, for an
 * owner's own list) and the owner are filters too.
 */
export function productPageRequest<Q extends ProductFilters>(
  status: ProductStatus | undefined,
  query: Q,
  createdById?: number,
) {
  const { category, wilaya, subcategoryId, ...rest } = query
  // `status` in the query is the route's business (the catalogue's is checked there).
  const { status: _status, ...others } = rest as typeof rest & { status?: unknown }
  return { ...others, filters: { status, category, wilaya, subcategoryId, createdById } }
}

export type ProductPage = { products: Product[]; total: number; totalCapped: boolean }

export async function listProducts(
  db: DbOrTx,
  storage: FileStorage,
  status: ProductStatus | undefined,
  query: ProductListQuery,
  anchors?: PageAnchors,
  createdById?: number,
): Promise<ProductPage> {
  const request = productPageRequest(status, query, createdById)
  const page = await readPage(db, productList, request, anchors)
  return {
    // No copy of each row without its pictures: toProduct reads the fields it names.
    products: page.rows.map((row) => toProduct(row, row.pictures, storage)),
    total: page.total,
    totalCapped: page.totalCapped,
  }
}

/** A page of the approval queue, each product with who submitted it (null: account deleted). */
export async function listWaitingProducts(
  db: DbOrTx,
  storage: FileStorage,
  query: WaitingListQuery,
  anchors?: PageAnchors,
): Promise<Omit<ProductPage, 'products'> & { products: WaitingListItem[] }> {
  const { signal, ...rest } = query
  const request = productPageRequest('pending', rest)
  const filters: Partial<Record<ProductFilter | 'signal', string | number | undefined>> = {
    ...request.filters,
    signal,
  }
  const page = await readPage(db, waitingList, { ...request, filters }, anchors)
  return {
    products: page.rows.map(({ pictures, submitterName, signalKinds, version, ...row }) => ({
      ...toProduct(row, pictures, storage),
      version,
      signalKinds,
      submitter:
        row.createdById !== null && submitterName !== null
          ? { id: row.createdById, username: submitterName }
          : null,
    })),
    total: page.total,
    totalCapped: page.totalCapped,
  }
}

export async function findProductRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  return row
}

/** One product with its pictures, in one query; undefined when there is none. */
export async function loadProduct(db: DbOrTx, storage: FileStorage, id: number) {
  return (await loadVersionedProduct(db, storage, id))?.product
}

/**
 * The same, with the version a form sends back (If-Match, lib/versions.ts) and what its owner
 * changed since it was last approved (null for none).
 */
export async function loadVersionedProduct(db: DbOrTx, storage: FileStorage, id: number) {
  const byId = prepared(db, 'products:by-id', (name) =>
    db
      .select({
        ...listColumns,
        createdById: products.createdById,
        version: products.version,
        pendingChanges: products.pendingChanges,
        changedAtVersion: products.changedAtVersion,
      })
      .from(products)
      .where(eq(products.id, sql.placeholder('id')))
      .prepare(name),
  )
  const [found] = await byId.execute({ id })
  if (!found) return undefined
  return {
    product: toProduct(found, found.pictures, storage),
    version: found.version,
    changes: found.pendingChanges ?? null,
    createdById: found.createdById,
    changedAtVersion: found.changedAtVersion,
  }
}

/**
 * `changed_at_version` with each of `parts` set to the version the same update writes
 * (version + 1), for an update's `set` (decision 052).
 */
export function markChanged(parts: readonly ReviewChangeField[]): SQL {
  const pairs = parts.map((part) => sql`${part}::text, ${products.version} + 1`)
  return sql`${products.changedAtVersion} || jsonb_build_object(${sql.join(pairs, sql`, `)})`
}

/** Ends others' claims on a product that changed while it waited (decisions 052, 014). */
export async function endOthersClaims(db: DbOrTx, productId: number, editorId: number) {
  const ended = await db
    .delete(productClaims)
    .where(and(eq(productClaims.productId, productId), ne(productClaims.userId, editorId)))
    .returning({ userId: productClaims.userId })
  return ended.map((row) => row.userId)
}

/** A product's row, locked until the transaction ends (a checked save reads its version). */
export async function lockProductRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update')
  return row
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

/** Writes `values` with one version bump, noting the reviewed parts it changes (`changed`). */
export async function updateProduct(
  db: DbOrTx,
  id: number,
  values: Partial<typeof products.$inferInsert>,
  changed: readonly ReviewChangeField[],
) {
  const [row] = await db
    .update(products)
    .set({
      ...values,
      changedAtVersion: markChanged(changed),
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
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

/** The category a subcategory belongs to (undefined: no such subcategory). */
export async function subcategoryCategory(db: DbOrTx, id: number) {
  const [sub] = await db
    .select({ category: subcategories.category })
    .from(subcategories)
    .where(eq(subcategories.id, id))
  return sub?.category
}

/** The undo-related columns cleared: no decision to undo any more. */
export const NO_DECISION = {
  decidedBy: null,
  decidedAt: null,
  undoUntil: null,
  previousStatus: null,
  previousChanges: null,
} as const
