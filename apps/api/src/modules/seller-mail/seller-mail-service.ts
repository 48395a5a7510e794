import { LANGS, type Lang } from '@rihla/contract/constants'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { enqueueJob, MAIL_PRIORITY } from '../../lib/jobs'
import { readStatements } from '../statements'
import { type SellerMailEvent, sellerMail } from './seller-mail'
import {
  findAppeal,
  findListingAndSeller,
  releaseMailKey,
  rememberLang,
  takeMailKey,
} from './seller-mail-repository'

/** The job kind that mails a seller about their listing (decision 057). */
export const SELLER_MAIL_JOB = 'seller.mail'

const payloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['reject', 'approve']), productId: z.number().int(), at: z.string() }),
  z.object({ kind: z.literal('outcome'), appealId: z.number().int() }),
])
export type SellerMailPayload = z.infer<typeof payloadSchema>

/** One key per event: a decision is its listing and time; an outcome, its appeal. */
const keyOf = (p: SellerMailPayload) =>
  p.kind === 'outcome' ? `appeal:${p.appealId}` : `${p.kind}:${p.productId}:${p.at}`

/**
 * Queues a seller's mail in the transaction of the change it tells of (nothing without
 * SMTP_URL). A decision's mail waits out the undo window and is dropped if it was undone;
 * the dedupe key joins a second enqueue of one event, and the sent key (`sent_mails`) stops a
 * job run twice from mailing twice.
 */
export async function enqueueSellerMail(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'mailer' | 'config'>,
  payload: SellerMailPayload,
) {
  if (!ctx.mailer) return
  const delayMs = payload.kind === 'outcome' ? 0 : (ctx.config.undoWindowSeconds + 1) * 1000
  await enqueueJob(tx, SELLER_MAIL_JOB, payload, {
    priority: MAIL_PRIORITY,
    dedupeKey: `${SELLER_MAIL_JOB}:${keyOf(payload)}`,
    delayMs,
    maxAttempts: 6,
  })
}

/** What the mail tells, read at send time; undefined when there is nothing to tell any more. */
async function eventOf(ctx: AppContext, p: SellerMailPayload) {
  const productId =
    p.kind === 'outcome' ? (await findAppeal(ctx.db, p.appealId))?.productId : p.productId
  if (productId === undefined) return undefined
  const listing = await findListingAndSeller(ctx.db, productId)
  if (!listing) return undefined
  let event: SellerMailEvent | undefined
  if (p.kind === 'outcome') {
    const appeal = await findAppeal(ctx.db, p.appealId)
    if (!appeal?.outcome) return undefined
    event = {
      kind: 'outcome',
      title: listing.title,
      outcome: appeal.outcome,
      note: appeal.decisionNote,
    }
  } else if (p.kind === 'approve') {
    // Undone within its window, or decided again since: that decision is told instead.
    if (listing.status === 'approved' && listing.decidedAt?.toISOString() === p.at) {
      event = { kind: 'approve', title: listing.title }
    }
  } else if (listing.rejectedAt?.toISOString() === p.at) {
    // Still this rejection (an undo forgets it), even if an appeal has overturned it since.
    const statements = await readStatements(ctx.db, [productId], ctx.config.appealWindowDays, true)
    const statement = statements.get(productId)
    if (statement) event = { kind: 'reject', statement }
  }
  return event && { event, email: listing.email, lang: listing.lang ?? 'en' }
}

async function runSellerMail(ctx: AppContext, raw: unknown) {
  const parsed = payloadSchema.safeParse(raw)
  if (!parsed.success || !ctx.mailer) return
  const found = await eventOf(ctx, parsed.data)
  if (!found) return
  const key = keyOf(parsed.data)
  if (!(await takeMailKey(ctx.db, key))) return
  const base = ctx.config.publicUrl ?? ''
  try {
    await ctx.mailer.send(sellerMail(found.email, found.lang, found.event, `${base}/my-listings`))
  } catch (error) {
    await releaseMailKey(ctx.db, key)
    throw error
  }
}

/** Registers the seller-mail job: retried for about half an hour (30 s doubling, 6 tries). */
export function registerSellerMail(ctx: AppContext) {
  ctx.jobs.register(SELLER_MAIL_JOB, {
    handler: (payload) => runSellerMail(ctx, payload),
    maxAttempts: 6,
    backoffMs: 30_000,
  })
}

/** The language of a request's `Accept-Language` the panel speaks, if any. */
export function langOf(acceptLanguage: string | undefined): Lang | undefined {
  const tag = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim().slice(0, 2).toLowerCase()
  return LANGS.find((lang) => lang === tag)
}

/** Remembers the language of the person's request, when it names one the panel speaks. */
export async function rememberRequestLang(db: DbOrTx, userId: number, acceptLanguage?: string) {
  const lang = langOf(acceptLanguage)
  if (lang) await rememberLang(db, userId, lang)
}
