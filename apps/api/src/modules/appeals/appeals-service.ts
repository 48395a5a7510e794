import type {
  Appeal,
  AppealBody,
  AppealDecisionBody,
  AppealListItem,
  AppealListQuery,
  AppealListResponse,
  Statement,
} from '@rihla/contract/appeals'
import { pageMeta } from '@rihla/contract/pagination'
import { can } from '@rihla/contract/permissions'
import type { AppContext, AuthUser } from '../../context'
import type { appeals } from '../../db/schema'
import { recordAudit } from '../../lib/audit'
import { httpError } from '../../lib/http-errors'
import { thenWake } from '../../lib/jobs'
import { notifyAppeal } from '../notifications'
import { decide, movedOn, ONE } from '../review'
import { enqueueSellerMail } from '../seller-mail'
import { toAppeal } from '../statements'
import {
  findAppealOf,
  insertAppeal,
  listAppeals,
  lockAppeal,
  lockRejection,
  writeOutcome,
} from './appeals-repository'

/**
 * `POST /api/products/{id}/appeal` (decision 057): its owner appeals the listing's current
 * rejection, once, within APPEAL_WINDOW_DAYS. Refusals in this order: unknown or not theirs
 * (404 as its GET, 403 to staff who read it), not rejected (409), appealed already (409),
 * window over (410). Everyone who may decide it, but the rejecter, is told.
 */
export async function appealRejection(
  ctx: AppContext,
  user: AuthUser,
  productId: number,
  body: AppealBody,
): Promise<Appeal> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockRejection(tx, productId, ctx.config.appealWindowDays)
    const own = row?.createdById === user.id
    if (!row || (!own && !can(user.role, 'products.read') && row.status !== 'approved')) {
      throw httpError(404, 'product.notFound')
    }
    if (!own) throw httpError(403, 'appeal.notOwner')
    if (row.status !== 'rejected' || !row.rejectedAt || !row.reason) {
      throw httpError(409, 'appeal.notRejected')
    }
    if (await findAppealOf(tx, productId)) throw httpError(409, 'appeal.already')
    if (!row.inWindow) throw httpError(410, 'appeal.windowOver')
    const appeal = await insertAppeal(tx, {
      productId,
      sellerId: user.id,
      rejectedVersion: Number(row.rejectedVersion),
      rejectedBy: row.rejectedBy,
      rejectionReason: row.reason,
      rejectionNote: row.note,
      rejectionSignals: Boolean(row.signals),
      message: body.message,
    })
    await notifyAppeal(tx, { id: appeal.id, productId, rejectedBy: row.rejectedBy })
    await recordAudit(tx, {
      actorId: user.id,
      action: 'product.appeal',
      entity: 'product',
      entityId: productId,
      before: { title: row.title, status: 'rejected' },
      after: { appealId: appeal.id, rejectedBy: row.rejectedBy },
    })
    return toAppeal(appeal)
  })
}

/**
 * `POST /api/appeals/{id}/decision` on the listing's version `version` (If-Match, decision
 * 052). Four eyes: the moderator who rejected may not decide (403); a decided appeal is final
 * (409). Overturn publishes through the one decision path; uphold leaves the listing rejected,
 * and its rejection can no longer be appealed. The seller is mailed the outcome.
 */
export async function decideAppeal(
  ctx: AppContext,
  actorId: number,
  id: number,
  version: number,
  body: AppealDecisionBody,
): Promise<Appeal> {
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const appeal = await lockAppeal(tx, id)
      if (!appeal) throw httpError(404, 'appeal.notFound')
      if (appeal.rejectedBy === actorId) throw httpError(403, 'appeal.fourEyes')
      if (appeal.status !== 'open') throw httpError(409, 'appeal.decided')
      const reviewed = new Map([[appeal.productId, version]])
      const about = { appealId: appeal.id, rejectedBy: appeal.rejectedBy }
      if (body.outcome === 'overturn') {
        await decide(tx, ctx, actorId, { decision: 'approve' }, [appeal.productId], {
          refuse: ONE,
          reviewed,
          takeOver: true,
          appeal: { id: appeal.id, rejectedBy: appeal.rejectedBy },
        })
      } else {
        const row = await lockRejection(tx, appeal.productId, ctx.config.appealWindowDays)
        if (row?.status !== 'rejected') throw httpError(409, 'appeal.notRejected')
        // The same refusal as any decision on a listing that moved on (decision 052).
        const now = await movedOn(tx, ctx.storage, [row], reviewed)
        if (now.length > 0) throw ONE.movedOn(now)
        await recordAudit(tx, {
          actorId,
          action: 'product.appeal-uphold',
          entity: 'product',
          entityId: appeal.productId,
          before: { title: row.title, status: 'rejected' },
          after: about,
        })
      }
      const decided = await writeOutcome(tx, id, {
        outcome: body.outcome,
        note: body.note ?? null,
        decidedBy: actorId,
      })
      await enqueueSellerMail(tx, ctx, { kind: 'outcome', appealId: id })
      return toAppeal(decided)
    }),
  )
}

function statementOf(
  row: typeof appeals.$inferSelect,
  title: string,
  windowDays: number,
): Statement {
  const until = new Date(row.rejectedAt.getTime() + windowDays * 86_400_000)
  return {
    productId: row.productId,
    title,
    reason: row.rejectionReason,
    note: row.rejectionNote,
    version: row.rejectedVersion,
    signals: row.rejectionSignals,
    decidedBy: 'a moderator',
    decidedAt: row.rejectedAt.toISOString(),
    appeal: { how: 'POST /api/products/{id}/appeal', until: until.toISOString(), open: false },
    appealed: toAppeal(row),
  }
}

/** `GET /api/appeals`: a page of open or decided appeals, each with what deciding it needs. */
export async function getAppeals(
  ctx: AppContext,
  user: AuthUser,
  query: AppealListQuery,
): Promise<AppealListResponse> {
  const { rows, total } = await listAppeals(ctx.db, query)
  const person = (pid: number | null, name: string | null) =>
    pid !== null && name !== null ? { id: pid, name } : null
  const data = rows.map(
    (row): AppealListItem => ({
      ...toAppeal(row.appeal),
      statement: statementOf(row.appeal, row.title, ctx.config.appealWindowDays),
      product: {
        id: row.appeal.productId,
        title: row.title,
        status: row.status,
        version: row.version,
        thumbnailUrl: row.thumbKey
          ? ctx.storage.url(row.thumbKey, row.status === 'approved' ? 'public' : 'signed')
          : null,
      },
      seller: person(row.appeal.sellerId, row.sellerName),
      rejectedBy: person(row.appeal.rejectedBy, row.rejecterName),
      decidedBy: person(row.appeal.decidedBy, row.deciderName),
      mayDecide: row.appeal.status === 'open' && row.appeal.rejectedBy !== user.id,
    }),
  )
  return { data, meta: pageMeta(query, { total }) }
}
