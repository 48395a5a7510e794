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
import { httpError, invalidInput, stale } from '../../lib/http-errors'
import type { MultipartForm } from '../../lib/multipart'
import { enqueueSignals } from '../signals'
import { readStatements } from '../statements'
import type { PictureKeys } from './picture-sizes'
import { checkSubcategory } from './products-edit-service'
import { appendPictures } from './products-pictures-repository'
import { encodePicture, withStoredPictures } from './products-pictures-service'
import {
  findProductRow,
  insertProduct,
  listProducts,
  listWaitingProducts,
  loadProduct,
  loadVersionedProduct,
  lockProductRow,
  type ProductStatus,
  updateProduct,
  upsertRating,
} from './products-repository'

// The 58 wilayas by name are one plain read (wilayas-repository.ts).
export { listWilayas } from './wilayas-repository'

/** The product as the API answers it, read inside the transaction that changed it. */
async function loaded(tx: DbOrTx, ctx: AppContext, id: number) {
  const product = await loadProduct(tx, ctx.storage, id)
  if (!product) throw httpError(404, 'product.notFound')
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
    throw httpError(403, 'auth.forbidden')
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
    throw httpError(404, 'product.notFound')
  }
  return found
}

/** The add-product form: fields in the seed's order (every failure in `details`), then the image. */
export async function createProduct(ctx: AppContext, user: AuthUser, form: MultipartForm) {
  const parsed = productFieldsSchema.safeParse(form.fields)
  const details = parsed.success ? [] : parsed.error.issues.map((i) => i.message)
  if (!form.file) details.push(MESSAGES.product.image)
  if (!parsed.success || !form.file) throw invalidInput(details)
  const fields = parsed.data

  await checkSubcategory(ctx.db, fields.category, fields.subcategoryId)
  const picture = await encodePicture(form.file)
  // Whoever may approve it does not wait for themselves (seed-deviations 14).
  const status: ProductStatus = can(user.role, 'queue.decide') ? 'approved' : 'pending'
  return withStoredPictures(ctx, [picture], async ([keys]) => {
    const created = await ctx.db.transaction(async (tx) => {
      const row = await insertProduct(tx, fields, status, user.id)
      await appendPictures(tx, row.id, 0, [keys as PictureKeys])
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
  })
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
    if (!before) throw httpError(404, 'product.notFound')
    if (expected !== undefined && expected !== before.version) {
      throw stale({ ...(await loaded(tx, ctx, id)), version: before.version })
    }
    const row = await updateProduct(tx, id, flags, ['flags'])
    if (!row) throw httpError(404, 'product.notFound')
    await recordAudit(tx, {
      actorId,
      action: 'product.flags',
      entity: 'product',
      entityId: id,
      before: { isE: before.isE, isF: before.isF, isG: before.isG, isH: before.isH },
      after: flags,
    })
    return { body: await loaded(tx, ctx, row.id), version: row.version }
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
      throw httpError(404, 'product.notFound')
    // A rating is someone else's opinion of a listing: its owner's would only inflate it.
    if (before.createdById === user.id) throw httpError(403, 'rating.ownListing')
    const row = await upsertRating(tx, productId, user.id, rating)
    if (!row) throw httpError(404, 'product.notFound')
    return loaded(tx, ctx, row.id)
  })
}
