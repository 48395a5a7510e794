import type { Db, Tx } from '../../db/client'
import { publishEvents } from '../../lib/events'
import type { SessionCache } from './session-cache'
import { markSessionsRevoked, type SessionScope } from './session-repository'
import { endChallenges } from './two-factor-repository'

export type { SessionScope }

type SessionsContext = { db: Db; sessions: SessionCache }

/**
 * The one way to end sessions (logout, block, a reused refresh token, a password change):
 * marks them revoked, commits, and only then drops the remembered session checks, so no
 * check can store the state from before the commit (session-cache.ts). `alongside` runs in
 * the same transaction first (a block sets the flag and writes its audit row there); if it
 * throws, nothing is revoked and the error goes on.
 *
 * Every refresh token of an ended session is refused (rotation locks the session row and sees
 * `revoked_at`), and every access token with its `sid` is refused by the session check. Ending
 * a person's sessions (a password set, a block, a second factor changed) also ends the sign-ins
 * waiting for their code: a challenge earned with the old password must not become a session.
 */
export async function endSessions(ctx: SessionsContext, scope: SessionScope): Promise<void>
export async function endSessions<T>(
  ctx: SessionsContext,
  scope: SessionScope,
  alongside: (tx: Tx) => Promise<T>,
): Promise<T>
export async function endSessions<T>(
  ctx: SessionsContext,
  scope: SessionScope,
  alongside?: (tx: Tx) => Promise<T>,
): Promise<T | undefined> {
  const result = await ctx.db.transaction(async (tx) => {
    // First, before any row lock (lib/events.ts): open event streams of these sessions close
    // on every instance when this commits (modules/events).
    await publishEvents(tx, [{ type: 'session.end', data: { ...scope } }])
    const result = alongside ? await alongside(tx) : undefined
    await markSessionsRevoked(tx, scope)
    if ('userId' in scope) await endChallenges(tx, scope.userId)
    return result
  })
  ctx.sessions.invalidate()
  return result
}
