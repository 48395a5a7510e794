import { type DismissSignalParams, SIGNAL_LIMITS } from '@rihla/contract/signals'
import type { AppContext, AuthUser } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { publishEvents } from '../../lib/events'
import { httpError } from '../../lib/http-errors'
import { enqueueJob } from '../../lib/jobs'
import { notifySignals } from '../notifications'
import { pictureHashes } from './picture-hash'
import {
  dismissedPairs,
  dismissPair,
  enqueueSignalsOfWaiting,
  findSubject,
  insertPictureHashes,
  kindsOf,
  listSignals,
  logPriceSpread,
  type NewSignal,
  nearPictures,
  phoneFigures,
  picturesToHash,
  productExists,
  replaceSignals,
  similarTitles,
  storedHashes,
  unhashedPictures,
} from './signals-repository'

/** The job kind that (re)computes a product's signals (lib/jobs.ts, decision 049). */
export const SIGNALS_JOB = 'product.signals'

/** One waiting signals job per product, whatever the number of changes (decision 053). */
export const signalsKey = (productId: number) => `${SIGNALS_JOB}:${productId}`

/**
 * Asks for a product's signals, in the transaction that created, edited or resubmitted it:
 * the job runs after the commit, never in the request. The caller wakes the runner after
 * the commit (`ctx.jobs.wake()`).
 */
export function enqueueSignals(tx: DbOrTx, productId: number) {
  return enqueueJob(
    tx,
    SIGNALS_JOB,
    { productId },
    { maxAttempts: 3, dedupeKey: signalsKey(productId) },
  )
}

/** How often the back-fill of older pictures takes its next batch, and how many pictures. */
const BACKFILL_EVERY_MS = 30_000
const BACKFILL_BATCH = 25

export function registerSignalJobs(ctx: AppContext) {
  ctx.jobs.register(SIGNALS_JOB, {
    maxAttempts: 3,
    backoffMs: 5_000,
    handler: async (payload) => {
      const id = (payload as { productId?: unknown }).productId
      if (typeof id === 'number') await computeSignals(ctx, id)
    },
  })
  ctx.jobs.every('signals.backfill', { everyMs: BACKFILL_EVERY_MS, handler: backfill(ctx) })
}

/**
 * The back-fill of pictures stored before signals existed (or whose hashing failed): without
 * their hashes a copy of an older approved listing would go unseen. One pass per process, a
 * batch a tick, in picture id order (a picture whose file is gone is passed over); when the
 * pass hashed anything, every waiting product's signals are asked for again, as durable jobs,
 * since they were computed without those pictures. Nothing to do costs one query, once.
 */
export function backfill(ctx: AppContext) {
  let cursor = 0
  let hashedAny = false
  let done = false
  return async () => {
    if (done) return
    const rows = await unhashedPictures(ctx.db, cursor, BACKFILL_BATCH)
    const last = rows.at(-1)
    if (!last) {
      done = true
      if (hashedAny) {
        await enqueueSignalsOfWaiting(ctx.db, SIGNALS_JOB)
        ctx.jobs.wake()
      }
      return
    }
    cursor = last.pictureId
    for (const productId of new Set(rows.map((r) => r.productId))) {
      // A file that cannot be read as a picture is passed over like a missing one: the pass
      // goes on (its listing's own job reports the failure when it runs).
      const hashed = await hashPictures(ctx, productId).catch(() => 0)
      if (hashed > 0) hashedAny = true
    }
  }
}

/** Stores the hashes of a product's pictures that have none yet; how many were hashed. */
async function hashPictures(ctx: AppContext, id: number): Promise<number> {
  let hashed = 0
  for (const picture of await picturesToHash(ctx.db, id)) {
    if (picture.hashed) continue
    const file = await ctx.storage.get(picture.thumbKey ?? picture.fileKey)
    if (!file) continue
    const chunks: Buffer[] = []
    for await (const chunk of file.body) chunks.push(chunk as Buffer)
    await insertPictureHashes(ctx.db, id, picture.id, await pictureHashes(Buffer.concat(chunks)))
    hashed++
  }
  return hashed
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits

/**
 * Computes and stores a product's four signals: hashes its new pictures, looks up
 * the near pictures and titles (through indexes), the phone and the price figures, replaces
 * its stored signals and the mirrors on the other waiting products, and tells the open
 * queues (`product.signals`). A product gone meanwhile is nothing to do.
 */
export async function computeSignals(ctx: AppContext, id: number) {
  const subject = await findSubject(ctx.db, id)
  if (!subject) return
  await hashPictures(ctx, id)

  const signals: NewSignal[] = []
  const near = await nearPictures(
    ctx.db,
    id,
    await storedHashes(ctx.db, id),
    SIGNAL_LIMITS.pictureDistance,
  )
  for (const { otherId, distance } of near) {
    signals.push({
      kind: 'same-picture',
      score: round(1 - distance / 64),
      otherProductId: otherId,
      detail: { distance },
    })
  }
  for (const title of await similarTitles(ctx.db, subject, SIGNAL_LIMITS.titleSimilarity)) {
    signals.push({
      kind: 'similar-title',
      score: round(Math.min(1, title.similarity)),
      otherProductId: title.otherId,
      detail: { otherTitle: title.title },
    })
  }
  if (subject.createdById !== null) {
    const phone = await phoneFigures(ctx.db, subject.createdById)
    if (phone.listings > SIGNAL_LIMITS.phoneListings || phone.accounts > 1) {
      signals.push({ kind: 'same-phone-many', score: 1, detail: phone })
    }
  }
  const spread = await logPriceSpread(ctx.db, subject)
  if (spread.n >= SIGNAL_LIMITS.priceSamples && spread.median !== null && spread.mad !== null) {
    const sigma = Math.max(1.4826 * spread.mad, SIGNAL_LIMITS.priceMinSpread)
    const z = (Math.log(subject.price) - spread.median) / sigma
    const k = SIGNAL_LIMITS.priceDeviations
    if (Math.abs(z) > k) {
      signals.push({
        kind: 'price-outlier',
        score: round(Math.min(1, Math.abs(z) / (2 * k))),
        detail: {
          median: round(Math.exp(spread.median), 2),
          low: round(Math.exp(spread.median - k * sigma), 2),
          high: round(Math.exp(spread.median + k * sigma), 2),
        },
      })
    }
  }

  const dismissed = await dismissedPairs(ctx.db, id)
  const kept = signals.filter(
    (s) => s.otherProductId === undefined || !dismissed.has(`${s.kind}:${s.otherProductId}`),
  )
  await ctx.db.transaction(async (tx) => {
    const touched = await replaceSignals(tx, id, kept)
    if (touched) await publishKinds(tx, [id, ...touched.filter((t) => t !== id)])
    // Whoever is reviewing the listing is told of what was found (decision 057).
    if (touched && kept.length > 0) await notifySignals(tx, [id])
  })
}

/** One `product.signals` event per product whose signals changed, with its kinds now. */
async function publishKinds(tx: DbOrTx, ids: number[]) {
  const kinds = await kindsOf(tx, ids)
  await publishEvents(
    tx,
    ids.map((id) => ({
      type: 'product.signals' as const,
      entityId: id,
      data: { signalKinds: kinds.get(id) ?? [] },
    })),
  )
}

/** The signals of a product, strongest first (the waiting details). */
export function getSignals(ctx: AppContext, id: number) {
  return listSignals(ctx.db, id)
}

/**
 * "Not a duplicate" (`POST /api/products/{id}/signals/{kind}/{otherProductId}/dismiss`): the
 * pair is silenced both ways, now and in later computations, and audited.
 */
export async function dismissSignal(ctx: AppContext, user: AuthUser, params: DismissSignalParams) {
  const { id, kind, otherProductId } = params
  await ctx.db.transaction(async (tx) => {
    if (!(await productExists(tx, id)) || !(await productExists(tx, otherProductId))) {
      throw httpError(404, 'product.notFound')
    }
    await dismissPair(tx, kind, id, otherProductId, user.id)
    await recordAudit(tx, {
      actorId: user.id,
      action: 'product.signal-dismiss',
      entity: 'product',
      entityId: id,
      after: { kind, otherProductId },
    })
    await publishKinds(tx, [...new Set([id, otherProductId])])
  })
}
