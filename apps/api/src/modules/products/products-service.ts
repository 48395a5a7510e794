import { randomUUID } from 'node:crypto'
import type { MyProductListResponse } from '@rihla/contract/appeals'
import { MESSAGES } from '@rihla/contract/messages'
import { pageMeta } from '@rihla/contract/pagination'
import { can } from '@rihla/contract/permissions'
import {
  type ProductListQuery,
  productFieldsSchema,
  type WaitingListQuery,
} from '@rihla/contract/products'
import type { AppContext, AuthUser } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { badRequest, forbidden, invalidInput, notFound, stale } from '../../lib/http-errors'
import { processImage } from '../../lib/images'
import type { MultipartForm } from '../../lib/multipart'
import { enqueueSignals } from '../signals'
import { readStatements } from '../statements'
import { PICTURE_ENCODINGS, pictureKeys } from './picture-sizes'
import {
  findProductRow,
  insertPicture,
  insertProduct,
  listProducts,
  listWaitingProducts,
  loadProduct,
  loadVersionedProduct,
  lockProductRow,
  type ProductStatus,
  subcategoryCategory,
  updateProduct,
  upsertRating,
} from './products-repository'

// The 58 wilayas by name are one plain read (wilayas-repository.ts).
export { listWilayas } from './wilayas-repository'

const NOT_FOUND = MESSAGES.product.notFound

/** The product as the API answers it, read inside the transaction that changed it. */
async function loaded(tx: DbOrTx, ctx: AppContext, id: number) {
  const product = await loadProduct(tx, ctx.storage, id)
  if (!product) throw notFound(NOT_FOUND)
  return product
}

/** A list's answer: its page of rows, the total and the page count (`totalCapped` when so). */
function pageAnswer<T>(
  { products, ...read }: { products: T[]; total: number; totalCapped: boolean },
  query: ProductListQuery,
) {
  return { products, ...pageMeta(query, read) }
}

export async function getProductPage(
  ctx: AppContext,
  status: ProductStatus | undefined,
  query: ProductListQuery,
  /** One owner's listings (page anchors are for the big shared lists only). */
  createdById?: number,
) {
  const anchors = createdById === undefined ? ctx.pageAnchors : undefined
  const page = await listProducts(ctx.db, ctx.storage, status, query, anchors, createdById)
  return pageAnswer(page, query)
}

/** The approval queue (`GET /api/products/waiting-list`): each product with its submitter. */
export async function getWaitingPage(ctx: AppContext, query: WaitingListQuery) {
  const page = await listWaitingProducts(ctx.db, ctx.storage, query, ctx.pageAnchors)
  return pageAnswer(page, query)
}

/**
 * The products list (`GET /api/products`): the catalogue, or with `status` the waiting or the
 * rejected listings, which only staff who read products may ask for (403 otherwise).
 */
export function getCatalogueOrStatusPage(ctx: AppContext, user: AuthUser, query: ProductListQuery) {
  const status = query.status ?? 'approved'
  if (status !== 'approved' && !can(user.role, 'products.read')) {
    throw forbidden(MESSAGES.auth.forbidden)
  }
  return getProductPage(ctx, status, query)
}

/**
 * The caller's own listings, any status unless one is asked (`GET /api/products/mine`), each
 * rejected one with its statement of reasons. The seller never learns who rejected them: the
 * statement says "a moderator" and the rejection names no one (decision 057).
 */
export async function getMyProducts(
  ctx: AppContext,
  user: AuthUser,
  query: ProductListQuery,
): Promise<MyProductListResponse> {
  const page = await getProductPage(ctx, query.status, query, user.id)
  const rejected = page.products.filter((p) => p.status === 'rejected').map((p) => p.id)
  const statements = await readStatements(ctx.db, rejected, ctx.config.appealWindowDays)
  return {
    ...page,
    products: page.products.map((product) => ({
      ...product,
      rejection: product.rejection && { ...product.rejection, by: null },
      statement: statements.get(product.id) ?? null,
    })),
  }
}

/**
 * One product; others than staff see approved products and their own listings only (an owner
 * reads the version of a rejected listing to edit it), and `status` narrows it further.
 */
export async function getProduct(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  status?: ProductStatus,
) {
  return (await getVersionedProduct(ctx, user, id, status)).product
}

/** The same, with its version for the ETag (the flags form sends it back in If-Match). */
export async function getVersionedProduct(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  status?: ProductStatus,
) {
  const found = await loadVersionedProduct(ctx.db, ctx.storage, id)
  if (
    !found ||
    (status && found.product.status !== status) ||
    (!can(user.role, 'products.read') &&
      found.product.status !== 'approved' &&
      found.createdById !== user.id)
  ) {
    throw notFound(NOT_FOUND)
  }
  return found
}

/**
 * Creates a product from the add-product form. Fields are checked in the seed's order (all
 * failures listed in `details`), then the image. Files are written before the row and removed
 * again if the transaction fails, so no row ever points at a missing file.
 */
export async function createProduct(ctx: AppContext, user: AuthUser, form: MultipartForm) {
  const parsed = productFieldsSchema.safeParse(form.fields)
  const details = parsed.success ? [] : parsed.error.issues.map((i) => i.message)
  if (!form.file) details.push(MESSAGES.product.image)
  if (!parsed.success || !form.file) throw invalidInput(details)
  const fields = parsed.data

  const belongsTo = await subcategoryCategory(ctx.db, fields.subcategoryId)
  if (belongsTo === undefined)
    throw badRequest(MESSAGES.product.subcategory, [MESSAGES.product.subcategory])
  if (belongsTo !== fields.category) {
    const message = MESSAGES.product.subcategoryMismatch
    throw badRequest(message, [message])
  }

  const [display, thumbnail, small] = await processImage(
    form.file.data,
    MESSAGES.banner.notImage,
    PICTURE_ENCODINGS,
  )
  if (!display || !thumbnail || !small) throw new Error('image pipeline returned nothing')
  const keys = pictureKeys(randomUUID())
  try {
    await Promise.all([
      ctx.storage.put(keys.file, display),
      ctx.storage.put(keys.thumb, thumbnail),
      ctx.storage.put(keys.small, small),
    ])
    // Whoever may approve it does not wait for themselves (seed-deviations 14).
    const status: ProductStatus = can(user.role, 'queue.decide') ? 'approved' : 'pending'
    const created = await ctx.db.transaction(async (tx) => {
      const row = await insertProduct(tx, fields, status, user.id)
      await insertPicture(tx, row.id, keys)
      // Its signals, after the commit; an approved one's pictures and title are
      // what later listings are compared with.
      await enqueueSignals(tx, row.id)
      await recordAudit(tx, {
        actorId: user.id,
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        after: { ...fields, status },
      })
      return loaded(tx, ctx, row.id)
    })
    ctx.jobs.wake()
    return created
  } catch (error) {
    await Promise.allSettled(Object.values(keys).map((key) => ctx.storage.remove(key)))
    throw error
  }
}

export async function setFlags(
  ctx: AppContext,
  actorId: number,
  id: number,
  flags: { isE: boolean; isF: boolean; isG: boolean; isH: boolean },
  /** The version the form read (If-Match); undefined: not checked (the seed's clients). */
  expected?: number,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockProductRow(tx, id)
    if (!before) throw notFound(NOT_FOUND)
    if (expected !== undefined && expected !== before.version) {
      throw stale({ ...(await loaded(tx, ctx, id)), version: before.version })
    }
    const row = await updateProduct(tx, id, flags, ['flags'])
    if (!row) throw notFound(NOT_FOUND)
    await recordAudit(tx, {
      actorId,
      action: 'product.flags',
      entity: 'product',
      entityId: id,
      before: { isE: before.isE, isF: before.isF, isG: before.isG, isH: before.isH },
      after: flags,
    })
    return { product: await loaded(tx, ctx, row.id), version: row.version }
  })
}

export async function rateProduct(
  ctx: AppContext,
  user: AuthUser,
  productId: number,
  rating: number,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await findProductRow(tx, productId)
    if (!before || (!can(user.role, 'products.read') && before.status !== 'approved'))
      throw notFound(NOT_FOUND)
    // A rating is someone else's opinion of a listing: its owner's would only inflate it.
    if (before.createdById === user.id) throw forbidden(MESSAGES.rating.ownListing)
    const row = await upsertRating(tx, productId, user.id, rating)
    if (!row) throw notFound(NOT_FOUND)
    return loaded(tx, ctx, row.id)
  })
}
