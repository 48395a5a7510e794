import type { Claim } from '@rihla/contract/events'
import { MESSAGES } from '@rihla/contract/messages'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { productClaims, users } from '../../db/schema'
import { publishEvents } from '../../lib/events'
import { conflictWith, notFound } from '../../lib/http-errors'

/**
 * Claims (issue 17): opening a waiting product claims it for `CLAIM_SECONDS`, renewed while
 * it stays open. One row per product (its primary key), taken by one statement: of two
 * moderators claiming at once, exactly one gets it; the other learns who (409). A claim ends
 * on a decision (review/decide.ts), on leaving (release), or when it expires; a blocked moderator's
 * claim holds nothing. Taking one's own expired claim again is a new claim (announced).
 */
export async function takeClaim(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: number,
  productId: number,
  takeOver: boolean,
): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const seconds = ctx.config.claimSeconds
    const taken = await tx.execute(sql`
      insert into product_claims (product_id, user_id, expires_at)
      select ${productId}, ${userId}, now() + make_interval(secs => ${seconds})
      where exists (select 1 from products where id = ${productId} and status = 'pending')
      on conflict (product_id) do update
        set user_id = excluded.user_id, expires_at = excluded.expires_at,
            taken_at = case when product_claims.user_id = excluded.user_id
                                 and product_claims.expires_at >= now()
                            then product_claims.taken_at else now() end
        where product_claims.user_id = excluded.user_id
           or product_claims.expires_at < now()
           or exists (select 1 from users where id = product_claims.user_id and is_blocked)
           or ${takeOver}
      returning user_id, expires_at, (xmax = 0 or taken_at = now()) as fresh`)
    const row = rowsOf<{ user_id: number; expires_at: string; fresh: boolean }>(taken)[0]
    if (!row) {
      const holder = await currentClaims(tx, [productId])
      const claim = holder[0]
      if (!claim) throw notFound(MESSAGES.product.notFound)
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
    if (!claim) throw notFound(MESSAGES.product.notFound)
    return claim
  })
}

/** Ends the caller's own claim (leaving the product); someone else's is left alone. */
export async function releaseClaim(ctx: Pick<AppContext, 'db'>, userId: number, productId: number) {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(productClaims)
      .where(and(eq(productClaims.productId, productId), eq(productClaims.userId, userId)))
      .returning({ productId: productClaims.productId })
    if (gone.length > 0) {
      await publishEvents(tx, [{ type: 'claim.release', entityId: productId, actorId: userId }])
    }
  })
}

/** Live claims (not expired, holder not blocked), of some products or of all. */
export async function currentClaims(db: DbOrTx, productIds?: number[]): Promise<Claim[]> {
  const rows = await db
    .select({
      productId: productClaims.productId,
      userId: productClaims.userId,
      name: users.username,
      expiresAt: productClaims.expiresAt,
    })
    .from(productClaims)
    .innerJoin(users, eq(users.id, productClaims.userId))
    .where(
      and(
        gt(productClaims.expiresAt, sql`now()`),
        // A blocked moderator's sessions are over; their claim must not hold the others back.
        eq(users.isBlocked, false),
        productIds ? inArray(productClaims.productId, productIds) : undefined,
      ),
    )
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }))
}

/** Claims on `ids` held by others than `userId`, live ones only. */
export async function claimedByOthers(tx: DbOrTx, userId: number, ids: number[]) {
  const rows = await currentClaims(tx, ids)
  return rows.filter((claim) => claim.userId !== userId)
}

/** Ends the claims of decided products, before the decision's events (lib/events.ts rule). */
export async function endClaims(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return
  await tx.delete(productClaims).where(inArray(productClaims.productId, ids))
}

// node-postgres answers { rows }, PGlite { rows } too; drizzle's type differs per driver.
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}
