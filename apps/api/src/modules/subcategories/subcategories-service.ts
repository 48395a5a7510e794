import type { Lang } from '@rihla/contract/constants'
import { pageMeta } from '@rihla/contract/pagination'
import type { SubcategoryBody } from '@rihla/contract/subcategories'
import type { AppContext } from '../../context'
import type { DbOrTx, Tx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { httpError, stale } from '../../lib/http-errors'
import {
  closeTrashOf,
  deleteSubcategory,
  findSubcategory,
  insertSubcategory,
  lockSubcategories,
  lockSubcategory,
  moveProducts,
  readSubcategoryPage,
  subcategoryVersion,
  updateSubcategory,
} from './subcategories-repository'

export { listSubcategories } from './subcategories-repository'

/** One page of the subcategories screen (`page` given), with the contract's page meta. */
export async function getSubcategoryPage(
  db: DbOrTx,
  query: Parameters<typeof readSubcategoryPage>[1],
) {
  const { data, ...read } = await readSubcategoryPage(db, query)
  return { data, meta: pageMeta({ page: query.page, limit: query.limit }, read) }
}

export async function getSubcategory(ctx: AppContext, id: number, lang: Lang) {
  const found = await findSubcategory(ctx.db, id, lang)
  if (!found) throw httpError(404, 'subcategory.notFound')
  return found
}

/** One subcategory with its version for the ETag (undefined: deleted in between). */
export async function getVersionedSubcategory(ctx: AppContext, id: number, lang: Lang) {
  const subcategory = await getSubcategory(ctx, id, lang)
  return { body: subcategory, version: await subcategoryVersion(ctx.db, id) }
}

export function createSubcategory(
  ctx: AppContext,
  actorId: number,
  body: SubcategoryBody,
  lang: Lang,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await insertSubcategory(tx, body)
    await recordAudit(tx, {
      actorId,
      action: 'subcategory.create',
      entity: 'subcategory',
      entityId: row.id,
      after: body,
    })
    const created = await findSubcategory(tx, row.id, lang)
    if (!created) throw httpError(404, 'subcategory.notFound')
    return created
  })
}

export function changeSubcategory(
  ctx: AppContext,
  actorId: number,
  id: number,
  body: SubcategoryBody,
  lang: Lang,
  /** The version the form read (If-Match); undefined: not checked (the seed's clients). */
  expected?: number,
) {
  return ctx.db.transaction(async (tx) => {
    const version = await lockSubcategory(tx, id)
    const before = await findSubcategory(tx, id, lang)
    if (!before || version === undefined) throw httpError(404, 'subcategory.notFound')
    if (expected !== undefined && expected !== version) throw stale({ ...before, version })
    // Deleted products waiting for an undo do not hold a move back: their restore is refused
    // with the reason (products-trash-service.ts).
    // Moving a used subcategory to another category would leave its products inconsistent.
    if (before.category !== body.category && before.productCount > 0) {
      throw httpError(409, 'subcategory.categoryLocked')
    }
    await updateSubcategory(tx, id, body)
    const { nameAr, nameFr, nameEn, category } = before
    await recordAudit(tx, {
      actorId,
      action: 'subcategory.update',
      entity: 'subcategory',
      entityId: id,
      before: { nameAr, nameFr, nameEn, category },
      after: body,
    })
    const after = await findSubcategory(tx, id, lang)
    if (!after) throw httpError(404, 'subcategory.notFound')
    return { body: after, version: version + 1 }
  })
}

/** Deletes an unused subcategory; one still used by products is refused and nothing is lost. */
export function removeSubcategory(ctx: AppContext, actorId: number, id: number) {
  return ctx.db.transaction(async (tx) => {
    await lockSubcategory(tx, id)
    const before = await findSubcategory(tx, id, 'en')
    if (!before) throw httpError(404, 'subcategory.notFound')
    if (before.productCount > 0) throw httpError(409, 'subcategory.inUse')
    await deleteAndAudit(tx, actorId, id, before)
  })
}

/**
 * The end of every subcategory delete: its trash's undo window closed, the row deleted, the
 * audit entry written (with `after` when its products moved elsewhere first).
 */
async function deleteAndAudit(
  tx: Tx,
  actorId: number,
  id: number,
  before: { nameAr: string; nameFr: string; nameEn: string; category: string },
  after?: Record<string, unknown>,
) {
  await closeTrashOf(tx, id)
  await deleteSubcategory(tx, id)
  const { nameAr, nameFr, nameEn, category } = before
  await recordAudit(tx, {
    actorId,
    action: 'subcategory.delete',
    entity: 'subcategory',
    entityId: id,
    before: { nameAr, nameFr, nameEn, category },
    ...(after ? { after } : {}),
  })
}

/**
 * A subcategory still in use is not a dead end: its products move to another subcategory of the
 * same category, then it is deleted, in one transaction. Both rows are locked first, so a product
 * added meanwhile fails its foreign key rather than being orphaned.
 */
export function moveAndRemoveSubcategory(
  ctx: AppContext,
  actorId: number,
  id: number,
  targetId: number,
) {
  if (targetId === id) throw httpError(400, 'subcategory.moveTarget')
  return ctx.db.transaction(async (tx) => {
    await lockSubcategories(tx, [id, targetId])
    const before = await findSubcategory(tx, id, 'en')
    if (!before) throw httpError(404, 'subcategory.notFound')
    const target = await findSubcategory(tx, targetId, 'en')
    if (!target || target.category !== before.category)
      throw httpError(400, 'subcategory.moveTarget')
    const moved = await moveProducts(tx, id, targetId)
    await deleteAndAudit(tx, actorId, id, before, { movedTo: targetId, moved })
    return moved
  })
}
