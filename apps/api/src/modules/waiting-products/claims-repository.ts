import type { Claim } from '@rihla/contract/events'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { productClaims, users } from '../../db/schema'

/**
 * Takes or renews `userId`'s claim on a waiting product for `seconds`, in one statement on the
 * primary key (of two at once, one wins). Nothing when the product is not waiting or another
 * holds a live claim (and not `takeOver`); `fresh` when the holder is new.
 */
export async function upsertClaim(
  tx: DbOrTx,
  productId: number,
  userId: number,
  seconds: number,
  takeOver: boolean,
) {
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
  return rowsOf<{ user_id: number; expires_at: string; fresh: boolean }>(taken)[0]
}

/** Deletes `userId`'s own claim on `productId`; true when there was one. */
export async function deleteOwnClaim(tx: DbOrTx, productId: number, userId: number) {
  const gone = await tx
    .delete(productClaims)
    .where(and(eq(productClaims.productId, productId), eq(productClaims.userId, userId)))
    .returning({ productId: productClaims.productId })
  return gone.length > 0
}

/** Deletes every claim on `ids`. */
export async function deleteClaims(tx: DbOrTx, ids: number[]) {
  await tx.delete(productClaims).where(inArray(productClaims.productId, ids))
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
