import { mayAccess } from '@rihla/contract/permissions'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AuthUser } from '../context'
import { httpError } from '../lib/http-errors'
import { findSessionUser } from '../modules/auth/session-repository'
import { verifyAccessToken } from '../modules/auth/tokens'
import { mustEnrollFirst } from '../modules/auth/two-factor-requirement'

/**
 * The single place that decides who may call what. Every /api route says its `config.access`:
 * `public`, `authenticated`, or a permission of the contract's table (`permissions.ts`), held
 * by the roles it lists; a route that says nothing is the admin's alone. A token is checked
 * against the database (remembered for at most SESSION_CACHE_MS, dropped when a session changes:
 * at once on this instance, when the change's event arrives on the others) so that a block or a
 * logout takes effect then, not when the token expires, and the role is the database's, not the
 * token's.
 *
 * With REQUIRE_2FA_FOR_STAFF, a staff account without a second factor keeps only the
 * `authenticated` routes (its own 2FA setup, password, sessions, logout) until it enrolls:
 * enforced here, for every client, not only by the web's redirect (decision 036), and by the
 * services of `authenticated` routes that use staff rights (`mustEnroll`).
 *
 * A route with `config.stepUp` (staff powers over accounts) also needs the session stepped up
 * by `POST /api/auth/step-up` within STEP_UP_MINUTES: a stolen access token alone never
 * reaches them (decision 055).
 */
export function registerAuthorization(api: FastifyInstance) {
  api.decorateRequest('authUser', null)
  api.decorateRequest('user', {
    getter(this: FastifyRequest) {
      if (!this.authUser) throw httpError(401, 'auth.tokenRequired')
      return this.authUser
    },
  })
  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access
    if (access === 'public' || !request.routeOptions.url) return
    const user = await authenticate(api, request)
    const allowed = access === undefined ? user.role === 'admin' : mayAccess(user.role, access)
    if (!allowed) throw httpError(403, 'auth.forbidden')
    const heldBack = mustEnrollFirst(api.ctx.config.requireTwoFactorForStaff, user)
    if (access !== 'authenticated' && heldBack) {
      throw httpError(403, 'twoFactor.enrollmentRequired')
    }
    if (request.routeOptions.config?.stepUp && !(await steppedUp(api, user)))
      throw httpError(403, 'auth.stepUpRequired')
    // An `authenticated` route that would use staff rights (editing others' listings) reads
    // `mustEnroll` and refuses them the same way.
    request.authUser = {
      id: user.id,
      role: user.role,
      sessionId: user.sessionId,
      ...(heldBack ? { mustEnroll: true as const } : {}),
    }
  })
}

async function authenticate(
  api: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthUser & { twoFactor: boolean; steppedUpUntil: number | null }> {
  const header = request.headers.authorization
  const match = header ? /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(header) : null
  if (!match?.[1]) throw httpError(401, 'auth.tokenRequired')
  const claims = verifyAccessToken(api.ctx.config.jwtSecret, match[1])
  if (!claims) throw httpError(401, 'auth.tokenInvalid')
  const user = await sessionState(api, claims.userId, claims.sessionId)
  if (!user) throw httpError(401, 'auth.tokenInvalid')
  // Blocked before live: blocking also ends the sessions, and the user should learn why.
  if (user.isBlocked) throw httpError(403, 'login.blocked')
  if (!user.live) throw httpError(401, 'auth.tokenInvalid')
  return { ...user, sessionId: claims.sessionId }
}

/**
 * Whether the session's step-up deadline is still ahead. The remembered deadline answers a yes;
 * a no is read again from the database, so a step-up answered by another instance counts at once.
 */
async function steppedUp(
  api: FastifyInstance,
  user: AuthUser & { steppedUpUntil: number | null },
): Promise<boolean> {
  const ahead = (until: number | null | undefined) => until != null && until > Date.now()
  if (ahead(user.steppedUpUntil)) return true
  return ahead((await findSessionUser(api.ctx.db, user.id, user.sessionId))?.steppedUpUntil)
}

/** The token's user and session, from the short-lived memory or else the database. */
async function sessionState(api: FastifyInstance, userId: number, sessionId: string) {
  const { sessions, db } = api.ctx
  const known = sessions.lookup(userId, sessionId)
  if (known) return known
  const epoch = sessions.epoch
  const found = await findSessionUser(db, userId, sessionId)
  if (found) sessions.remember(epoch, sessionId, found)
  return found
}
