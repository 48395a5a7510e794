import type { NotificationKind } from '@rihla/contract/appeals'
import { NOTIFICATIONS_SHOWN } from '@rihla/contract/appeals'
import type { Role } from '@rihla/contract/constants'
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { notifications, productClaims, products, users } from '../../db/schema'

/**
 * Tells `userIds` of something on a product, once: a person who has the same notice unread
 * is not told again. Returns who was told.
 */
export async function insertNotifications(
  tx: DbOrTx,
  userIds: number[],
  notice: { kind: NotificationKind; productId: number; appealId?: number | null },
) {
  if (userIds.length === 0) return []
  const rows = await tx.execute(sql`
    insert into ${notifications} (user_id, kind, product_id, appeal_id)
    select u.id, ${notice.kind}, ${notice.productId}, ${notice.appealId ?? null}
    from ${users} u
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and not exists (select 1 from ${notifications} n where n.user_id = u.id
        and n.kind = ${notice.kind} and n.product_id = ${notice.productId} and n.read_at is null)
    returning user_id`)
  return (rows as unknown as { rows: Array<{ user_id: number }> }).rows.map((r) =>
    Number(r.user_id),
  )
}

/** Staff of these roles who are not blocked, but for `except` (the four-eyes rule). */
export async function staffOfRoles(tx: DbOrTx, roles: readonly Role[], except: number | null) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.isBlocked, false)))
  return rows.map((r) => r.id).filter((id) => id !== except)
}

/** Who holds a live claim on each of these products. */
export async function claimHolders(tx: DbOrTx, productIds: number[]) {
  if (productIds.length === 0) return []
  return tx
    .select({ productId: productClaims.productId, userId: productClaims.userId })
    .from(productClaims)
    .where(
      and(inArray(productClaims.productId, productIds), sql`${productClaims.expiresAt} > now()`),
    )
}

/** One's newest notifications with their listing's title, and how many are unread in all. */
export async function listNotifications(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      productId: notifications.productId,
      appealId: notifications.appealId,
      title: products.title,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .innerJoin(products, eq(products.id, notifications.productId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN)
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return { rows, unread: Number(unread?.n ?? 0) }
}

/** Marks one's notifications read: these ids (others' are left alone), or all. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | 'all') {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
}
