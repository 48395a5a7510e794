import type {
  NotificationKind,
  NotificationList,
  NotificationReadBody,
} from '@rihla/contract/appeals'
import { PERMISSIONS } from '@rihla/contract/permissions'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { publishEvents } from '../../lib/events'
import {
  claimHolders,
  insertNotifications,
  listNotifications,
  markRead,
  staffOfRoles,
} from './notifications-repository'

/** Writes the notices and says so on the live stream, naming whom (the bells refetch). */
async function tell(
  tx: DbOrTx,
  userIds: number[],
  notice: { kind: NotificationKind; productId: number; appealId?: number | null },
) {
  const told = await insertNotifications(tx, userIds, notice)
  if (told.length === 0) return
  await publishEvents(tx, [
    {
      type: 'notification',
      entityId: notice.productId,
      data: { userIds: told, kind: notice.kind },
    },
  ])
}

/** An appeal waits: everyone who may decide it is told, but the one who rejected (four eyes). */
export async function notifyAppeal(
  tx: DbOrTx,
  appeal: { id: number; productId: number; rejectedBy: number | null },
) {
  const deciders = await staffOfRoles(tx, PERMISSIONS['appeals.decide'], appeal.rejectedBy)
  await tell(tx, deciders, { kind: 'appeal', productId: appeal.productId, appealId: appeal.id })
}

/** A listing came back to the queue: the moderator who rejected it is told. */
export async function notifyResubmitted(tx: DbOrTx, productId: number, rejectedBy: number | null) {
  if (rejectedBy === null) return
  await tell(tx, [rejectedBy], { kind: 'resubmitted', productId })
}

/** Signals were found on listings someone is reviewing: the holder of each claim is told. */
export async function notifySignals(tx: DbOrTx, productIds: number[]) {
  for (const { productId, userId } of await claimHolders(tx, productIds)) {
    await tell(tx, [userId], { kind: 'signal', productId })
  }
}

/** `GET /api/notifications`. */
export async function getNotifications(ctx: AppContext, userId: number): Promise<NotificationList> {
  const { rows, unread } = await listNotifications(ctx.db, userId)
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      productId: row.productId,
      appealId: row.appealId,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread,
  }
}

/** `POST /api/notifications/read`. */
export async function readNotifications(
  ctx: AppContext,
  userId: number,
  body: NotificationReadBody,
) {
  await markRead(ctx.db, userId, 'all' in body ? 'all' : body.ids)
}
