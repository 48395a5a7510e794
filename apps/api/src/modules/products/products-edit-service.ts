import { can } from '@rihla/contract/permissions'
import {
  PRODUCT_CHANGE_FIELDS,
  PRODUCT_EDIT_FIELDS,
  type ProductChangeField,
  type ProductChanges,
  type ProductEdit,
  type ProductEditField,
} from '@rihla/contract/products'
import type { AppContext, AuthUser } from '../../context'
import type { DbOrTx } from '../../db/client'
import type { products } from '../../db/schema'
import { recordAudit } from '../../lib/audit'
import { publishEvents } from '../../lib/events'
import { formError, httpError, stale } from '../../lib/http-errors'
import { thenWake } from '../../lib/jobs'
import { enqueueSignals } from '../signals'
import {
  endOthersClaims,
  loadProduct,
  lockProductRow,
  NO_DECISION,
  subcategoryCategory,
  updateProduct,
} from './products-repository'

type Row = NonNullable<Awaited<ReturnType<typeof lockProductRow>>>
type Values = ProductChanges['before']

// Staff who may edit any product, and who may approve it (the permission table, decision 031):
// the admin and the moderator; anyone else edits only their own.
const mayEditAny = (user: AuthUser) => can(user.role, 'products.edit')
const mayApprove = (user: AuthUser) => can(user.role, 'queue.decide')
// Who may read the product as its GET answers it (products-service getVersionedProduct).
const mayRead = (user: AuthUser, row: Row) =>
  can(user.role, 'products.read') || row.status === 'approved' || row.createdById === user.id

/** A field as the product's answer shows it (the wilaya as text), for changes and the audit. */
function shown(row: Pick<Row, ProductEditField>, field: ProductEditField) {
  return field === 'wilaya' ? String(row.wilaya) : row[field]
}

/** 400 unless the subcategory exists and belongs to the category. */
export async function checkSubcategory(tx: DbOrTx, category: string, subcategoryId: number) {
  const belongsTo = await subcategoryCategory(tx, subcategoryId)
  if (belongsTo === undefined) throw formError('product.subcategory')
  if (belongsTo !== category) throw formError('product.subcategoryMismatch')
}

/**
 * What the queue shows a moderator after this change: an owner's change of an approved
 * listing sends it back as "changed" with the approved values of what changed; a change
 * while it waits (a new listing too) adds its fields, keeping the values first approved or
 * submitted (decision 052). Undefined: left as it is.
 */
function queueChanges(
  row: Row,
  user: AuthUser,
  fields: ProductChangeField[],
  before: Values,
): ProductChanges | undefined {
  if (mayApprove(user)) return undefined
  if (row.status === 'approved') return { fields, before }
  if (row.status !== 'pending') return undefined
  const earlier = row.pendingChanges
  if (!earlier) return { fields, before, submitted: true }
  const all = new Set([...earlier.fields, ...fields])
  return {
    fields: PRODUCT_CHANGE_FIELDS.filter((field) => all.has(field)),
    before: { ...before, ...earlier.before },
    ...(earlier.submitted ? { submitted: true as const } : {}),
  }
}

/**
 * A product locked for a change by `user` (an edit, its pictures): staff who edit any
 * product, or its owner; a waiting product of someone else is not there (404), as in its GET.
 * A staff account REQUIRE_2FA_FOR_STAFF holds back changes nothing until it enrolls, as on
 * every permission route (decision 036). `expected` is the version the client read
 * (undefined: not checked); `current` reads the product as the API answers it, inside the
 * transaction.
 */
export async function lockForChange(
  tx: DbOrTx,
  ctx: AppContext,
  user: AuthUser,
  id: number,
  expected: number | undefined,
) {
  if (user.mustEnroll) throw httpError(403, 'twoFactor.enrollmentRequired')
  const row = await lockProductRow(tx, id)
  const own = row?.createdById === user.id
  if (!row || (!mayEditAny(user) && !own && row.status !== 'approved')) {
    throw httpError(404, 'product.notFound')
  }
  if (!mayEditAny(user) && !own) throw httpError(403, 'auth.forbidden')
  const current = async () => {
    const product = await loadProduct(tx, ctx.storage, id)
    if (!product) throw httpError(404, 'product.notFound')
    return product
  }
  if (expected !== undefined && expected !== row.version) {
    // The 409 carries the product only to whoever may read it (its GET's rule).
    if (!mayRead(user, row)) throw httpError(404, 'product.notFound')
    throw stale({ ...(await current()), version: row.version })
  }
  return { row, current }
}

/**
 * Writes a change of a locked product: `values` with one version bump, back to the queue
 * when its owner changed an approved listing (`before` holds the changed fields' approved
 * values), and one audit entry `product.update` with each changed field before and after.
 * A change of a waiting listing ends the claims of others on it: they reviewed the version
 * before (decision 052). Returns the new version.
 */
export async function writeChange(
  tx: DbOrTx,
  user: AuthUser,
  row: Row,
  change: {
    fields: ProductChangeField[]
    before: Record<string, unknown>
    after: Record<string, unknown>
    values: Partial<typeof products.$inferInsert>
  },
) {
  const { fields, before, after, values } = change
  const changes = queueChanges(row, user, fields, before as Values)
  const requeued = row.status === 'approved' && changes !== undefined
  const written = await updateProduct(
    tx,
    row.id,
    {
      ...values,
      // Back in the queue: the approval that put it in the catalogue can no longer be undone.
      ...(requeued ? { status: 'pending' as const, ...NO_DECISION } : {}),
      ...(changes ? { pendingChanges: changes } : {}),
    },
    fields,
  )
  if (!written) throw httpError(404, 'product.notFound')
  const released = row.status === 'pending' ? await endOthersClaims(tx, row.id, user.id) : []
  // Its signals are computed again after the commit: the caller wakes the runner.
  await enqueueSignals(tx, row.id)
  await recordAudit(tx, {
    actorId: user.id,
    action: 'product.update',
    entity: 'product',
    entityId: row.id,
    // Each changed field before and after, and the status when it went back to the queue.
    before: { ...before, ...(requeued ? { status: 'approved' } : {}) },
    after: { ...after, ...(requeued ? { status: 'pending' } : {}) },
  })
  // The screens learn the claims ended, as on a release (events last: lib/events.ts).
  const releases = released.map((holder) => ({
    type: 'claim.release' as const,
    entityId: row.id,
    actorId: holder,
  }))
  if (releases.length > 0) await publishEvents(tx, releases)
  return written.version
}

/**
 * Edits a product: any product for staff, their own for its owner. The row is
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
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const { row, current } = await lockForChange(tx, ctx, user, id, expected)
      const fields = PRODUCT_EDIT_FIELDS.filter(
        (field) => edit[field] !== undefined && edit[field] !== row[field],
      )
      if (fields.length === 0) return { body: await current(), version: row.version }
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
      const values = Object.fromEntries(fields.map((field) => [field, next[field]]))
      const version = await writeChange(tx, user, row, { fields, before, after, values })
      return { body: await current(), version }
    }),
  )
}
