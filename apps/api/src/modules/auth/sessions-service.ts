import type { SessionList } from '@rihla/contract/sessions'
import type { AppContext, AuthUser } from '../../context'
import { httpError } from '../../lib/http-errors'
import { endSessions } from './session-end-service'
import { listLiveSessions, lockOwnSession } from './session-repository'

/** The caller's live sessions, the latest first, the one of this request marked `current`. */
export async function listSessions(ctx: AppContext, caller: AuthUser): Promise<SessionList> {
  const rows = await listLiveSessions(ctx.db, caller.id)
  return {
    data: rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      address: row.address,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      current: row.id === caller.sessionId,
    })),
  }
}

/**
 * Ends one of the caller's sessions (the current one too: that is a logout). Whether it is
 * theirs is checked in the transaction that ends it, under the row's lock, so the answer for
 * another person's session, an unknown one and an ended one is the same 404.
 */
export async function endOwnSession(ctx: AppContext, caller: AuthUser, sessionId: string) {
  await endSessions(ctx, { sessionId }, async (tx) => {
    if (!(await lockOwnSession(tx, caller.id, sessionId))) throw httpError(404, 'session.notFound')
  })
}

/** "Sign out everywhere else": every session of the caller's but the one of this request. */
export async function endOtherSessions(ctx: AppContext, caller: AuthUser) {
  await endSessions(ctx, { userId: caller.id, exceptSessionId: caller.sessionId })
}
