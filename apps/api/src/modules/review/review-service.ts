import { fillMessage } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type { BulkDecisionBody, BulkDecisionResponse, Reject } from '@rihla/contract/products'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { conflict, conflictWith, HttpError, notFound } from '../../lib/http-errors'
import { loadProduct, trashProducts } from '../products'
import { claimedByOthers, endClaims } from '../waiting-products'
import { decisionAudit, type Verdict } from './decision-audit'
import { applyVerdict, findLastDecision, lockForDecision } from './review-repository'

/** How a refusal reads: the single routes keep the seed's messages, the bulk one names ids. */
type Refusals = { unknown: (ids: number[]) => HttpError; notWaiting: (ids: number[]) => HttpError }

/** One product: the seed's messages (the single routes and the seed's DELETE). */
export const ONE: Refusals = {
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

type DecideOptions = {
  /** One product, answered with the seed's messages, or several (bulk, naming ids). */
  refuse: Refusals
  /** Decide products another moderator is reviewing (after asking). */
  takeOver?: boolean
}

/**
 * The one decision path (docs/architecture.md, decision 037): approves or rejects waiting
 * products, or deletes them for the seed's `DELETE` (`delete`: into the trash, audited as a
 * rejection), inside `tx`. Every id must name a waiting product, or nothing changes (unknown
 * ids first, then those not waiting; one product decided already is the 409 naming who and
 * when). Products another moderator claims are refused (one) or skipped (bulk). Each decided
 * product gets its audit entry and event, after its claim ends. Returns the undo deadline.
 */
export async function decide(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  actorId: number,
  verdict: Verdict | { decision: 'delete' },
  ids: number[],
  { refuse, takeOver = false }: DecideOptions,
) {
  const found = await lockForDecision(tx, ids)
  const byId = new Map(found.map((row) => [row.id, row]))
  // One product already decided by someone: the single routes say who and when, so the
  // screen can show it.
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
    throw conflictWith('product.claimed', { name, expiresAt })
  }
  const skipped = claimed.map((claim) => ({ id: claim.productId, name: claim.name }))
  const skippedIds = new Set(skipped.map((s) => s.id))
  const chosen = found.filter((row) => !skippedIds.has(row.id))
  const chosenIds = chosen.map((row) => row.id)
  if (chosenIds.length === 0) return { undoUntil: null, skipped, ids: chosenIds }
  // The decision ends the claims, before its events (lib/events.ts: events come last).
  await endClaims(tx, chosenIds)

  let undoUntil: string | null
  if (verdict.decision === 'delete') {
    // The seed's reject: the listing leaves for the trash, restorable until `purgeAfter`.
    const trashed = await trashProducts(tx, ctx, actorId, chosenIds)
    undoUntil = trashed[0]?.purgeAfter ?? null
  } else {
    undoUntil = await applyVerdict(tx, chosenIds, actorId, verdict, ctx.config.undoWindowSeconds)
  }
  for (const product of chosen) await recordAudit(tx, decisionAudit(actorId, verdict, product))
  return { undoUntil, skipped, ids: chosenIds }
}

/** The bulk route: several products, one decision (one reason for a rejection), one transaction. */
export async function decideMany(
  ctx: AppContext,
  actorId: number,
  body: BulkDecisionBody,
): Promise<BulkDecisionResponse> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b)
  const verdict: Verdict =
    body.action === 'approve'
      ? { decision: 'approve' }
      : // The contract requires the reason with a rejection (bulkDecisionBodySchema).
        { decision: 'reject', reason: body.reason ?? 'other', note: body.note ?? null }
  const done = await ctx.db.transaction((tx) =>
    decide(tx, ctx, actorId, verdict, ids, { refuse: MANY }),
  )
  return {
    action: body.action,
    ids: done.ids,
    undoUntil: done.undoUntil,
    ...(done.skipped.length ? { skipped: done.skipped } : {}),
  }
}

/** One product decided, answered with it as it is now and until when it can be undone. */
async function decideOne(
  ctx: AppContext,
  actorId: number,
  id: number,
  verdict: Verdict,
  takeOver: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const { undoUntil } = await decide(tx, ctx, actorId, verdict, [id], { refuse: ONE, takeOver })
    const product = await loadProduct(tx, ctx.storage, id)
    if (!product || !undoUntil) throw notFound(MESSAGES.product.notFound)
    return { ...product, undoUntil }
  })
}

/** `PATCH /api/products/{id}/accept`. */
export function acceptProduct(ctx: AppContext, actorId: number, id: number, takeOver = false) {
  return decideOne(ctx, actorId, id, { decision: 'approve' }, takeOver)
}

/** `POST /api/products/{id}/reject`: rejected with a reason, kept for its owner to fix. */
export function rejectProduct(
  ctx: AppContext,
  actorId: number,
  id: number,
  body: Reject,
  takeOver = false,
) {
  const verdict: Verdict = { decision: 'reject', reason: body.reason, note: body.note ?? null }
  return decideOne(ctx, actorId, id, verdict, takeOver)
}

/** The 409 naming who decided a product and when, from its latest decision's audit entry. */
export async function lastDecision(tx: DbOrTx, id: number): Promise<HttpError | undefined> {
  const row = await findLastDecision(tx, id)
  if (!row) return undefined
  const code =
    row.action === 'product.approve' ? 'product.alreadyApproved' : 'product.alreadyRejected'
  return conflictWith(code, { name: row.name ?? '?', at: row.at.toISOString() })
}
