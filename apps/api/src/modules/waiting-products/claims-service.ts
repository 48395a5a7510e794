import type { Claim } from '@rihla/contract/events'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { publishEvents } from '../../lib/events'
import { conflictWith, httpError } from '../../lib/http-errors'
import { currentClaims, deleteClaims, deleteOwnClaim, upsertClaim } from './claims-repository'

export { currentClaims } from './claims-repository'

/**
 * Claims: opening a waiting product claims it for `CLAIM_SECONDS`, renewed while
 * it stays open. One row per product (its primary key), taken by one statement: of two
 * moderators claiming at once, exactly one gets it; the other learns who (409). A claim ends
 * on a decision (review/review-service.ts), on leaving (release), or when it expires; a blocked moderator's
 * claim holds nothing. Taking one's own expired claim again is a new claim (announced).
 */
export async function takeClaim(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: number,
  productId: number,
  takeOver: boolean,
): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const row = await upsertClaim(tx, productId, userId, ctx.config.claimSeconds, takeOver)
    if (!row) {
      const holder = await currentClaims(tx, [productId])
      const claim = holder[0]
      if (!claim) throw httpError(404, 'product.notFound')
      throw conflictWith('product.claimed', { name: claim.name, expiresAt: claim.expiresAt })
    }
    // A renewal says nothing; a new holder is told to every screen (last write: events lock).
    if (row.fresh) {
      await publishEvents(tx, [
        {
          type: 'claim.take',
          entityId: productId,
          actorId: userId,
          data: { expiresAt: new Date(row.expires_at).toISOString() },
        },
      ])
    }
    const [claim] = await currentClaims(tx, [productId])
    if (!claim) throw httpError(404, 'product.notFound')
    return claim
  })
}

/** Ends the caller's own claim (leaving the product); someone else's is left alone. */
export async function releaseClaim(ctx: Pick<AppContext, 'db'>, userId: number, productId: number) {
  await ctx.db.transaction(async (tx) => {
    if (await deleteOwnClaim(tx, productId, userId)) {
      await publishEvents(tx, [{ type: 'claim.release', entityId: productId, actorId: userId }])
    }
  })
}

/** Claims on `ids` held by others than `userId`, live ones only. */
export async function claimedByOthers(tx: DbOrTx, userId: number, ids: number[]) {
  const rows = await currentClaims(tx, ids)
  return rows.filter((claim) => claim.userId !== userId)
}

/** Ends the claims of decided products, before the decision's events (lib/events.ts rule). */
export async function endClaims(tx: DbOrTx, ids: number[]) {
  if (ids.length > 0) await deleteClaims(tx, ids)
}
