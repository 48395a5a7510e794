import type { MessageCode } from '@rihla/contract/message-codes'
import {
  type BulkDecisionBody,
  type BulkDecisionResponse,
  REVIEW_CHANGE_FIELDS,
  type Reject,
  type ReviewConflictProduct,
  type ReviewedItem,
} from '@rihla/contract/products'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { conflictWith, type HttpError, httpError } from '../../lib/http-errors'
import type { FileStorage } from '../../lib/storage'
import { loadVersionedProduct, trashProducts } from '../products'
import { enqueueSellerMail } from '../seller-mail'
import { claimedByOthers, endClaims } from '../waiting-products'
import { decisionAudit, type Verdict } from './decision-audit'
import { applyVerdict, findLastDecision, lockForDecision } from './review-repository'

/** How a refusal reads: the single routes keep the seed's messages, the bulk one names ids. */
type Refusals = {
  unknown: (ids: number[]) => HttpError
  notWaiting: (ids: number[]) => HttpError
  movedOn: (now: ReviewConflictProduct[]) => HttpError
}

/** One product: the seed's messages (the single routes and the seed's DELETE). */
export const ONE: Refusals = {
  unknown: () => httpError(404, 'product.notFound'),
  notWaiting: () => httpError(409, 'product.notWaiting'),
  movedOn: ([now]) => {
    const details = now?.changed ?? []
    return httpError(409, 'product.changedSinceReview', {}, { details, current: now })
  },
}

const listing = (
  status: number,
  code: MessageCode,
  ids: number[],
  current?: Record<string, unknown>,
) => httpError(status, code, { ids: ids.join(', ') }, { details: ids.map(String), current })

const MANY: Refusals = {
  unknown: (ids) => listing(404, 'product.bulkNotFound', ids),
  notWaiting: (ids) => listing(409, 'product.bulkNotWaiting', ids),
  movedOn: (now) =>
    listing(
      409,
      'product.bulkChanged',
      now.map((product) => product.id),
      { products: now },
    ),
}

/** The version each product was reviewed at, by id (If-Match, or a bulk body's items). */
export type Reviewed = ReadonlyMap<number, number>

/** The versions of a bulk body's items; an id named twice at two versions cannot match both. */
export function reviewedOf(items: readonly ReviewedItem[]): Reviewed {
  const map = new Map<number, number>()
  for (const { id, version } of items) {
    map.set(id, map.has(id) && map.get(id) !== version ? Number.NaN : version)
  }
  return map
}

/**
 * Products locked by a decision whose version is not the one reviewed, as they are now, each
 * with the parts changed since that version (decision 052). Only decision routes call this,
 * whose permissions (`queue.decide`, `products.edit`) read what it answers.
 */
export async function movedOn(
  tx: DbOrTx,
  storage: FileStorage,
  rows: ReadonlyArray<{ id: number; version: number }>,
  reviewed: Reviewed,
): Promise<ReviewConflictProduct[]> {
  const moved = rows.filter((row) => reviewed.get(row.id) !== row.version)
  const now: ReviewConflictProduct[] = []
  for (const row of moved) {
    const found = await loadVersionedProduct(tx, storage, row.id)
    if (!found) continue
    const since = reviewed.get(row.id) ?? 0
    const changed = REVIEW_CHANGE_FIELDS.filter(
      (part) => (found.changedAtVersion[part] ?? 0) > since,
    )
    now.push({ ...found.product, version: found.version, changes: found.changes, changed })
  }
  return now
}

type DecideOptions = {
  /** One product, answered with the seed's messages, or several (bulk, naming ids). */
  refuse: Refusals
  /** Decide products another moderator is reviewing (after asking). */
  takeOver?: boolean
  /** The versions reviewed; undefined only for the seed's `DELETE`, which names none. */
  reviewed: Reviewed | undefined
  /**
   * An appeal overturned (decision 057): the rejected listing is approved, audited as
   * `product.appeal-overturn`; its seller is mailed the outcome instead of an approval.
   */
  appeal?: { id: number; rejectedBy: number | null }
}

/**
 * The one decision path (docs/architecture.md, decision 037): approves or rejects waiting
 * products, or deletes them for the seed's `DELETE` (`delete`: into the trash, audited as a
 * rejection), inside `tx`. Every id must name a waiting product, or nothing changes (unknown
 * ids first, then those not waiting; one product decided already is the 409 naming who and
 * when), and at the version reviewed (409 with each as it is now and what changed: a decision
 * publishes only what was reviewed, decision 052). Products another moderator claims are
 * refused (one) or skipped (bulk). Each decided product gets its audit entry and event, after
 * its claim ends. Returns the undo deadline and the decided products' new versions.
 */
export async function decide(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config' | 'storage' | 'mailer'>,
  actorId: number,
  verdict: Verdict | { decision: 'delete' },
  ids: number[],
  { refuse, takeOver = false, reviewed, appeal }: DecideOptions,
) {
  // A decision takes a waiting listing; an appeal's overturn, the rejected one.
  const from = appeal ? 'rejected' : 'pending'
  const found = await lockForDecision(tx, ids)
  const byId = new Map(found.map((row) => [row.id, row]))
  // One product already decided by someone: the single routes say who and when, so the
  // screen can show it.
  if (ids.length === 1 && refuse === ONE && !appeal && byId.get(ids[0] ?? 0)?.status !== from) {
    const earlier = await lastDecision(tx, ids[0] ?? 0)
    if (earlier) throw earlier
  }
  const unknown = ids.filter((id) => !byId.has(id))
  if (unknown.length > 0) throw refuse.unknown(unknown)
  const decided = ids.filter((id) => byId.get(id)?.status !== from)
  if (decided.length > 0) throw refuse.notWaiting(decided)
  if (reviewed) {
    const now = await movedOn(tx, ctx.storage, found, reviewed)
    if (now.length > 0) throw refuse.movedOn(now)
  }

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
  if (chosenIds.length === 0) return { undoUntil: null, skipped, ids: chosenIds, items: [] }
  // The decision ends the claims, before its events (lib/events.ts: events come last).
  await endClaims(tx, chosenIds)

  let written: {
    undoUntil: string | null
    items: Array<{ id: number; version: number; decidedAt: string }>
  }
  if (verdict.decision === 'delete') {
    // The seed's reject: the listing leaves for the trash, restorable until `purgeAfter`.
    const trashed = await trashProducts(tx, ctx, actorId, chosenIds)
    written = { undoUntil: trashed[0]?.purgeAfter ?? null, items: [] }
  } else {
    const seconds = ctx.config.undoWindowSeconds
    written = await applyVerdict(tx, chosenIds, actorId, verdict, seconds, from)
    // Its seller is told once the undo window has passed (decision 057).
    if (!appeal) {
      for (const { id, decidedAt } of written.items) {
        await enqueueSellerMail(tx, ctx, { kind: verdict.decision, productId: id, at: decidedAt })
      }
    }
  }
  for (const product of chosen) {
    await recordAudit(
      tx,
      appeal
        ? {
            actorId,
            action: 'product.appeal-overturn',
            entity: 'product',
            entityId: product.id,
            before: { title: product.title, status: 'rejected' },
            after: { appealId: appeal.id, rejectedBy: appeal.rejectedBy, status: 'approved' },
          }
        : decisionAudit(actorId, verdict, product),
    )
  }
  return {
    ...written,
    items: written.items.map(({ id, version }) => ({ id, version })),
    skipped,
    ids: chosenIds,
  }
}

/** The bulk route: several products, one decision (one reason for a rejection), one transaction. */
export async function decideMany(
  ctx: AppContext,
  actorId: number,
  body: BulkDecisionBody,
): Promise<BulkDecisionResponse> {
  const reviewed = reviewedOf(body.items)
  const ids = [...reviewed.keys()].sort((a, b) => a - b)
  const verdict: Verdict =
    body.action === 'approve'
      ? { decision: 'approve' }
      : // The contract requires the reason with a rejection (bulkDecisionBodySchema).
        { decision: 'reject', reason: body.reason ?? 'other', note: body.note ?? null }
  const done = await ctx.db.transaction((tx) =>
    decide(tx, ctx, actorId, verdict, ids, { refuse: MANY, reviewed }),
  )
  return {
    action: body.action,
    ids: done.ids,
    items: done.items.sort((a, b) => a.id - b.id),
    undoUntil: done.undoUntil,
    ...(done.skipped.length ? { skipped: done.skipped } : {}),
  }
}

/** What a single decision names: the product, the version reviewed, and a take-over. */
export type OneDecision = { id: number; version: number; takeOver: boolean }

/**
 * One product decided, answered with it as it is now, until when it can be undone, and its
 * new version (the ETag its undo names).
 */
async function decideOne(
  ctx: AppContext,
  actorId: number,
  { id, version, takeOver }: OneDecision,
  verdict: Verdict,
) {
  return ctx.db.transaction(async (tx) => {
    const reviewed = new Map([[id, version]])
    const done = await decide(tx, ctx, actorId, verdict, [id], { refuse: ONE, takeOver, reviewed })
    const found = await loadVersionedProduct(tx, ctx.storage, id)
    if (!found || !done.undoUntil) throw httpError(404, 'product.notFound')
    return { body: { ...found.product, undoUntil: done.undoUntil }, version: found.version }
  })
}

/** `PATCH /api/products/{id}/accept`. */
export function acceptProduct(ctx: AppContext, actorId: number, one: OneDecision) {
  return decideOne(ctx, actorId, one, { decision: 'approve' })
}

/** `POST /api/products/{id}/reject`: rejected with a reason, kept for its owner to fix. */
export function rejectProduct(ctx: AppContext, actorId: number, one: OneDecision, body: Reject) {
  const verdict: Verdict = { decision: 'reject', reason: body.reason, note: body.note ?? null }
  return decideOne(ctx, actorId, one, verdict)
}

/** The 409 naming who decided a product and when, from its latest decision's audit entry. */
export async function lastDecision(tx: DbOrTx, id: number): Promise<HttpError | undefined> {
  const row = await findLastDecision(tx, id)
  if (!row) return undefined
  const code =
    row.action === 'product.approve' ? 'product.alreadyApproved' : 'product.alreadyRejected'
  return conflictWith(code, { name: row.name ?? '?', at: row.at.toISOString() })
}
