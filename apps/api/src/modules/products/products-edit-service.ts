import { MESSAGES } from '@rihla/contract/messages'
import { can } from '@rihla/contract/permissions'
import {
  PRODUCT_EDIT_FIELDS,
  type ProductChanges,
  type ProductEdit,
  type ProductEditField,
} from '@rihla/contract/products'
import { eq } from 'drizzle-orm'
import type { AppContext, AuthUser } from '../../context'
import type { DbOrTx } from '../../db/client'
import { subcategories } from '../../db/schema'
import { recordAudit } from '../../lib/audit'
import { badRequest, forbidden, notFound, stale } from '../../lib/http-errors'
import { loadProduct, lockProductRow, updateProduct } from './products-repository'

const NOT_FOUND = MESSAGES.product.notFound

/** A decision's undo state cleared (modules/review keeps the same list for its own writes). */
const NO_DECISION = {
  decidedBy: null,
  decidedAt: null,
  undoUntil: null,
  previousStatus: null,
  previousChanges: null,
} as const

type Row = NonNullable<Awaited<ReturnType<typeof lockProductRow>>>
type Values = ProductChanges['before']

// Staff who may edit any product, and who may approve it (the permission table, decision 031):
// the admin and the moderator; anyone else edits only their own.
const mayEditAny = (user: AuthUser) => can(user.role, 'products.edit')
const mayApprove = (user: AuthUser) => can(user.role, 'queue.decide')

/** A field as the product's answer shows it (the wilaya as text), for changes and the audit. */
function shown(row: Pick<Row, ProductEditField>, field: ProductEditField) {
  return field === 'wilaya' ? String(row.wilaya) : row[field]
}

async function checkSubcategory(tx: DbOrTx, category: string, subcategoryId: number) {
  const [sub] = await tx
    .select({ category: subcategories.category })
    .from(subcategories)
    .where(eq(subcategories.id, subcategoryId))
  if (!sub) throw badRequest(MESSAGES.product.subcategory, [MESSAGES.product.subcategory])
  if (sub.category !== category) {
    const message = MESSAGES.product.subcategoryMismatch
    throw badRequest(message, [message])
  }
}

/**
 * What the queue shows a moderator after this edit: an owner's edit of an approved listing
 * sends it back as "changed" with the approved values of what changed; a further edit while
 * it waits adds its fields, keeping the values first approved. Undefined: left as it is.
 */
function queueChanges(
  row: Row,
  user: AuthUser,
  fields: ProductEditField[],
  before: Values,
): ProductChanges | undefined {
  if (mayApprove(user)) return undefined
  if (row.status === 'approved') return { fields, before }
  const earlier = row.pendingChanges
  if (!earlier) return undefined
  const all = new Set([...earlier.fields, ...fields])
  return {
    fields: PRODUCT_EDIT_FIELDS.filter((field) => all.has(field)),
    before: { ...before, ...earlier.before },
  }
}

/**
 * Edits a product (issue 27): any product for staff, their own for its owner. The row is
 * locked and its version compared with the one the form read; only the fields that differ
 * are written, with one version bump and one audit entry listing each before and after.
 */
export async function editProduct(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  edit: ProductEdit,
  expected: number,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockProductRow(tx, id)
    const own = row?.createdById === user.id
    // A waiting product of someone else is not there for a user, as in its GET.
    if (!row || (!mayEditAny(user) && !own && row.status !== 'approved')) {
      throw notFound(NOT_FOUND)
    }
    if (!mayEditAny(user) && !own) throw forbidden(MESSAGES.auth.forbidden)
    const current = async () => {
      const product = await loadProduct(tx, ctx.storage, id)
      if (!product) throw notFound(NOT_FOUND)
      return product
    }
    if (expected !== row.version) throw stale({ ...(await current()), version: row.version })

    const fields = PRODUCT_EDIT_FIELDS.filter(
      (field) => edit[field] !== undefined && edit[field] !== row[field],
    )
    if (fields.length === 0) return { product: await current(), version: row.version }
    if (fields.includes('category') || fields.includes('subcategoryId')) {
      await checkSubcategory(
        tx,
        edit.category ?? row.category,
        edit.subcategoryId ?? row.subcategoryId,
      )
    }

    const next = { ...row, ...edit }
    const before: Record<string, unknown> = {}
    const after: Record<string, unknown> = {}
    for (const field of fields) {
      before[field] = shown(row, field)
      after[field] = shown(next, field)
    }
    const changes = queueChanges(row, user, fields, before as Values)
    const requeued = row.status === 'approved' && changes !== undefined
    const written = await updateProduct(tx, id, {
      ...Object.fromEntries(fields.map((field) => [field, next[field]])),
      // Back in the queue: the approval that put it in the catalogue can no longer be undone.
      ...(requeued ? { status: 'pending' as const, ...NO_DECISION } : {}),
      ...(changes ? { pendingChanges: changes } : {}),
    })
    if (!written) throw notFound(NOT_FOUND)
    await recordAudit(tx, {
      actorId: user.id,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      // Each changed field before and after, and the status when it went back to the queue.
      before: { ...before, ...(requeued ? { status: 'approved' } : {}) },
      after: { ...after, ...(requeued ? { status: 'pending' } : {}) },
    })
    return { product: await current(), version: written.version }
  })
}
