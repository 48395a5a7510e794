import type { Lang, Role } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import type { InviteStaffBody, StaffInvited } from '@rihla/contract/staff'
import type { User } from '@rihla/contract/users'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { holdEventsLock } from '../../lib/events'
import { httpError } from '../../lib/http-errors'
import {
  endSessions,
  issueInvite,
  resetTwoFactor,
  revokeResetTokens,
  unusablePasswordHash,
} from '../auth'
import { insertInvitedUser, listStaff, lockActiveAdmins, setRole } from './staff-repository'
import { findUser } from './users-repository'

/**
 * Staff powers aim at other accounts (decision 055): one's own password, second factor and
 * sessions are changed on the profile, which asks for the current password itself, and one's
 * own role by another admin.
 */
export function refuseOwnAccount(actorId: number, id: number) {
  if (actorId === id) throw httpError(403, 'user.selfStaff')
}

export async function getStaff(ctx: AppContext) {
  return { data: await listStaff(ctx.db) }
}

/**
 * The last-active-admin rule (decision 035): refuses, with 409, a change that would take
 * `target` out of the active admins (those who can sign in: `lockActiveAdmins`) when it is
 * the only one left.
 * `activeAdmins` comes from `lockActiveAdmins` in the change's transaction, and `target` was
 * read after it, so two admins demoting or blocking each other at once cannot both pass.
 */
export function refuseLastActiveAdmin(activeAdmins: number[], target: User) {
  if (activeAdmins.length <= 1 && activeAdmins.includes(target.id))
    throw httpError(409, 'user.lastAdmin')
}

/**
 * Invites a staff member: the account (its email unique without letter case, like sign-up's),
 * an unusable password, a one-time link answered once to the admin and, with mail on, mailed
 * to the address from the same transaction, and the audit row. The person's first password,
 * set from the link, ends the invitation.
 */
export async function inviteStaff(
  ctx: AppContext,
  actorId: number,
  body: InviteStaffBody,
  options: { origin: string; lang: Lang },
): Promise<StaffInvited> {
  const email = body.email.toLowerCase()
  // argon2 outside the transaction: it holds the event lock.
  const passwordHash = await unusablePasswordHash()
  const invited = await ctx.db.transaction(async (tx) => {
    // Before the insert's lock on the user counters, in the order a block takes them.
    await holdEventsLock(tx)
    const user = await insertInvitedUser(tx, {
      email,
      username: body.username,
      role: body.role,
      passwordHash,
    })
    if (!user)
      throw httpError(409, 'signup.emailTaken', {}, { details: [MESSAGES.signup.emailTaken] })
    const link = await issueInvite(
      ctx,
      tx,
      { id: user.id, email, role: body.role },
      { issuedBy: actorId, base: ctx.config.publicUrl ?? options.origin, lang: options.lang },
    )
    await recordAudit(tx, {
      actorId,
      action: 'user.invite',
      entity: 'user',
      entityId: user.id,
      after: { role: body.role, email, username: body.username },
    })
    return { user, ...link }
  })
  ctx.jobs.wake()
  return invited
}

/**
 * Changes a user's role (audited with before and after) and ends the account's unspent links.
 * The same role is answered as it is, without an audit row. The person's open sessions keep going: the authorization check reads
 * the role from the database, and the remembered checks are dropped after the commit, so
 * their next request has the new permissions. Their open event streams close on every
 * instance when the `user.role` event arrives (modules/events/event-hub.ts).
 */
export async function changeRole(ctx: AppContext, actorId: number, id: number, role: Role) {
  refuseOwnAccount(actorId, id)
  const { user, changed } = await ctx.db.transaction(async (tx) => {
    // The event lock before the row locks, in the order a block takes them (lib/events.ts).
    await holdEventsLock(tx)
    const activeAdmins = await lockActiveAdmins(tx)
    const before = await findUser(tx, id, true)
    if (!before) throw httpError(404, 'user.notFound')
    if (before.role === role) return { user: before, changed: false }
    if (role !== 'admin') refuseLastActiveAdmin(activeAdmins, before)
    const after = await setRole(tx, id, role)
    if (!after) throw httpError(404, 'user.notFound')
    // A link issued for the old role (an invitation naming it, a user's reset) must not open
    // the account with the new one.
    await revokeResetTokens(tx, id)
    await recordAudit(tx, {
      actorId,
      action: 'user.role',
      entity: 'user',
      entityId: id,
      before: { role: before.role },
      after: { role },
    })
    return { user: after, changed: true }
  })
  if (changed) ctx.sessions.invalidate()
  return user
}

/**
 * Turns off someone's second factor (a lost phone) and ends every session of theirs, audited,
 * in one transaction: whoever held a session opened with that factor signs in again.
 */
export async function resetStaffTwoFactor(ctx: AppContext, actorId: number, id: number) {
  refuseOwnAccount(actorId, id)
  await endSessions(ctx, { userId: id }, async (tx) => {
    const user = await findUser(tx, id, true)
    if (!user) throw httpError(404, 'user.notFound')
    if (!(await resetTwoFactor(tx, id))) throw httpError(409, 'twoFactor.notEnabled')
    await recordAudit(tx, {
      actorId,
      action: 'user.two-factor-reset',
      entity: 'user',
      entityId: id,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    })
  })
}
