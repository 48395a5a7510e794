import { fillMessage } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type { BulkDecisionBody, BulkDecisionResponse } from '@rihla/contract/products'
import { asc, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { products } from '../../db/schema'
import { recordAudit } from '../../lib/audit'
import { conflict, HttpError, notFound } from '../../lib/http-errors'
import { loadProduct, trashProducts } from '../products'
import { claimedByOthers, endClaims } from './claims'
import { type Decision, decisionAudit } from './decision-audit'
import { lastDecision } from './last-decision'

/** How a refusal reads: the single route keeps the seed's messages, the bulk one names ids. */
type Refusals = { unknown: (ids: number[]) => HttpError; notWaiting: (ids: number[]) => HttpError }

const ONE: Refusals = {
  unknown: () => notFound(MESSAGES.product.notFound),
  notWaiting: () => conflict(MESSAGES.product.notWaiting),
}

const MANY: Refusals = {
  unknown: (ids) =>
    new HttpError(
      404,
      fillMessage(MESSAGES.product.bulkNotFound, { ids: ids.join(', ') }),
      ids.map(String),
    ),
  notWaiting: (ids) =>
    conflict(
      fillMessage(MESSAGES.product.bulkNotWaiting, { ids: ids.join(', ') }),
      ids.map(String),
    ),
}

/**
 * Approves or rejects waiting products, one or many, inside `tx`: every id must name a product
 * waiting for approval, or nothing changes (unknown ids first, then those not waiting). Each
 * product gets its own audit entry (decision-audit.ts); rejected ones go to the trash, where
 * they can be restored until `undoUntil`.
 */
async function decide(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  actorId: number,
  decision: Decision,
  ids: number[],
  refuse: Refusals,
  takeOver = false,
) {
  // Locked in id order, so two decisions over the same products cannot deadlock, and a
  // product cannot be decided twice by two admins at once.
  const found = await tx
    .select({ id: products.id, title: products.title, status: products.status })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update')
  const byId = new Map(found.map((row) => [row.id, row]))
  // One product already decided by someone (approved, or rejected and so in the trash): the
  // single route says who and when, so the screen can show it (issue 17).
  if (ids.length === 1 && refuse === ONE && byId.get(ids[0] ?? 0)?.status !== 'pending') {
    const earlier = await lastDecision(tx, ids[0] ?? 0)
    if (earlier) throw earlier
  }
  const unknown = ids.filter((id) => !byId.has(id))
  if (unknown.length > 0) throw refuse.unknown(unknown)
  const decided = ids.filter((id) => byId.get(id)?.status !== 'pending')
  if (decided.length > 0) throw refuse.notWaiting(decided)

  // Products another moderator is reviewing: one is refused (409 naming them) unless taken
  // over; a bulk call leaves them out and says so, never overriding them silently.
  const claimed = takeOver ? [] : await claimedByOthers(tx, actorId, ids)
  if (claimed.length > 0 && refuse === ONE && claimed[0]) {
    const { name, expiresAt } = claimed[0]
    throw conflict(fillMessage(MESSAGES.product.claimed, { name }), [name, expiresAt])
  }
  const skipped = claimed.map((claim) => ({ id: claim.productId, name: claim.name }))
  const skippedIds = new Set(skipped.map((s) => s.id))
  ids = ids.filter((id) => !skippedIds.has(id))
  const chosen = found.filter((row) => !skippedIds.has(row.id))
  if (ids.length === 0) return { undoUntil: null, skipped }
  // The decision ends the claims, before its events (lib/events.ts: events come last).
  await endClaims(tx, ids)

  if (decision === 'reject') {
    // The trash writes the reject's audit entry, as for a DELETE of a waiting product.
    const trashed = await trashProducts(tx, ctx, actorId, ids)
    return { undoUntil: trashed[0]?.purgeAfter ?? null, skipped }
  }
  await tx
    .update(products)
    // An approval accepts an owner's changes too: the listing is no longer "changed".
    .set({
      status: 'approved',
      pendingChanges: null,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(inArray(products.id, ids))
  for (const product of chosen) await recordAudit(tx, decisionAudit(actorId, 'approve', product))
  return { undoUntil: null, skipped }
}

/** The bulk route: several products, one decision, one transaction. */
export async function decideMany(
  ctx: AppContext,
  actorId: number,
  body: BulkDecisionBody,
): Promise<BulkDecisionResponse> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b)
  const { undoUntil, skipped } = await ctx.db.transaction((tx) =>
    decide(tx, ctx, actorId, body.action, ids, MANY),
  )
  const decided = ids.filter((id) => !skipped.some((s) => s.id === id))
  return { action: body.action, ids: decided, undoUntil, ...(skipped.length ? { skipped } : {}) }
}

/** `PATCH /api/products/{id}/accept`: the same decision for one product, answered with it. */
export async function acceptProduct(
  ctx: AppContext,
  actorId: number,
  id: number,
  takeOver = false,
) {
  return ctx.db.transaction(async (tx) => {
    await decide(tx, ctx, actorId, 'approve', [id], ONE, takeOver)
    const product = await loadProduct(tx, ctx.storage, id)
    if (!product) throw notFound(MESSAGES.product.notFound)
    return product
  })
}
