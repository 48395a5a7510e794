import { pageMeta } from '@rihla/contract/pagination'
import type { UserListQuery } from '@rihla/contract/users'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { httpError, stale } from '../../lib/http-errors'
import { endSessions, revokeResetTokens } from '../auth'
import { lockActiveAdmins } from './staff-repository'
import { refuseLastActiveAdmin } from './staff-service'
import {
  findUser,
  findVersionedUser,
  listUsers,
  setBlocked,
  setPhoneNumber,
} from './users-repository'

export async function getUserPage(ctx: AppContext, query: UserListQuery) {
  const { rows, ...read } = await listUsers(ctx.db, query)
  return { data: rows, meta: pageMeta(query, read) }
}

export async function getUser(ctx: AppContext, id: number) {
  const user = await findUser(ctx.db, id)
  if (!user) throw httpError(404, 'user.notFound')
  return user
}

/**
 * Blocks or unblocks a user; blocking ends all of their sessions, pending sign-ins and unspent
 * reset links in the same transaction, and is refused for the last active admin (decision 035: two admins blocking each other at once).
 */
export async function changeBlocked(ctx: AppContext, actorId: number, id: number, block: boolean) {
  if (block && id === actorId) throw httpError(400, 'user.selfBlock')
  const change = async (tx: Tx) => {
    const activeAdmins = block ? await lockActiveAdmins(tx) : []
    const before = await findUser(tx, id, block)
    if (!before) throw httpError(404, 'user.notFound')
    if (block) refuseLastActiveAdmin(activeAdmins, before)
    const after = await setBlocked(tx, id, block)
    if (block) await revokeResetTokens(tx, id)
    await recordAudit(tx, {
      actorId,
      action: block ? 'user.block' : 'user.unblock',
      entity: 'user',
      entityId: id,
      before: { isBlocked: before.isBlocked },
      after: { isBlocked: block },
    })
    return after
  }
  if (block) return endSessions(ctx, { userId: id }, change)
  const after = await ctx.db.transaction(change)
  // After the commit, so no check can remember the state from before it (session-cache.ts).
  ctx.sessions.invalidate()
  return after
}

/** The signed-in admin's own record, with its version (the phone form's ETag). */
export async function getOwnVersioned(ctx: AppContext, id: number) {
  const found = await findVersionedUser(ctx.db, id)
  if (!found) throw httpError(404, 'user.notFound')
  return { body: found.user, version: found.version }
}

export async function changeOwnPhone(
  ctx: AppContext,
  actorId: number,
  phoneNumber: string,
  /** The version the form read (If-Match); undefined: not checked (the seed's clients). */
  expected?: number,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await findVersionedUser(tx, actorId, true)
    if (!before) throw httpError(404, 'user.notFound')
    if (expected !== undefined && expected !== before.version) {
      throw stale({ ...before.user, version: before.version })
    }
    const after = await setPhoneNumber(tx, actorId, phoneNumber)
    if (!after) throw httpError(404, 'user.notFound')
    await recordAudit(tx, {
      actorId,
      action: 'user.phone',
      entity: 'user',
      entityId: actorId,
      before: { phoneNumber: before.user.phoneNumber },
      after: { phoneNumber },
    })
    return { body: after.user, version: after.version }
  })
}
