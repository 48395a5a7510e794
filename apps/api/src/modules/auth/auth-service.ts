import type { LoginBody, RegisterBody, TwoFactorLoginBody } from '@rihla/contract/auth'
import type { Role } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import type { AppContext } from '../../context'
import { limitAddress } from '../../lib/address-key'
import { httpError, tooManyRequests } from '../../lib/http-errors'
import { findAccountByEmail, findSignInAccount, insertAccount } from './account-repository'
import { rememberAddress } from './known-addresses-repository'
import { loginKeys } from './login-limits'
import { refuseWeakPassword } from './password-policy'
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords'
import { endSessions } from './session-end-service'
import {
  createSession,
  findTokenSession,
  rotateSession,
  type SessionClient,
} from './session-repository'
import { signAccessToken } from './tokens'
import { mustEnrollFirst } from './two-factor-requirement'
import {
  type ChallengeSeen,
  completeChallenge,
  hasTwoFactor,
  startChallenge,
} from './two-factor-service'

async function issueTokens(
  ctx: AppContext,
  user: { id: number; role: Role },
  client: SessionClient,
) {
  const session = await createSession(ctx.db, user.id, ctx.config.refreshTokenTtlDays, client)
  const accessToken = await signAccessToken(
    ctx.config.jwtSecret,
    { userId: user.id, role: user.role, sessionId: session.familyId },
    ctx.config.accessTokenTtlSeconds,
  )
  return { accessToken, refreshToken: session.refreshToken, role: user.role }
}

/**
 * Sign-in (docs/security.md): the attempt is counted on the three limits before the password
 * is checked, so at most the allowance of guesses is ever verified, however many requests
 * arrive together. A right password gives its attempt back and clears its email+address count.
 */
export async function login(ctx: AppContext, body: LoginBody, client: SessionClient) {
  const ip = client.address
  const email = body.email.toLowerCase()
  const user = await findSignInAccount(ctx.db, email, ip, ctx.limiter.now())
  const { keys, pairKey, signInsKey } = loginKeys(
    ctx.config.login.rules,
    email,
    ip,
    user?.known ?? false,
  )
  const attempt = await ctx.limiter.reserve(keys)
  if (!attempt.ok) throw tooManyRequests('login.tooMany', attempt.retryAfter)

  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await burnPasswordCheck(body.password).then(() => false)
  // A wrong password keeps its attempt counted.
  if (!user || !valid) throw httpError(401, 'login.invalid')
  await attempt.release({ reset: [pairKey], keep: [signInsKey] })
  if (user.isBlocked) throw httpError(403, 'login.blocked')
  // With a second factor the password only earns a challenge, never tokens (docs/security.md),
  // and the address becomes known only once the code is right too: the password alone must
  // not exempt an address from the account-wide limits.
  if (await hasTwoFactor(ctx, user.id)) return startChallenge(ctx, user.id)
  await rememberAddress(ctx.db, user.id, ip, ctx.limiter.now())
  const tokens = await issueTokens(ctx, user, client)
  // Staff without a factor under REQUIRE_2FA_FOR_STAFF: the session starts (enrolling needs
  // one), but only its own account's routes answer until it enrolls (plugins/authorization.ts).
  if (mustEnrollFirst(ctx.config.requireTwoFactorForStaff, { role: user.role, twoFactor: false }))
    return { ...tokens, twoFactorSetupRequired: true as const }
  return tokens
}

/** The second step of a sign-in with a second factor: a right code starts the session. */
export async function loginWithCode(
  ctx: AppContext,
  body: TwoFactorLoginBody,
  client: SessionClient,
  seen: ChallengeSeen = {},
) {
  const user = await completeChallenge(ctx, body, client.address, seen)
  await rememberAddress(ctx.db, user.id, client.address, ctx.limiter.now())
  // The user id for the caller's log line (the answer is only the tokens).
  return { userId: user.id, tokens: await issueTokens(ctx, user, client) }
}

/** Sign-up costs an argon2 hash: counted per address before anything else is done. */
export async function register(ctx: AppContext, body: RegisterBody, client: SessionClient) {
  const ip = client.address
  // After the seed's four checks (the schema), like them before anything else is looked at.
  await refuseWeakPassword(body.password, body)
  const attempt = await ctx.limiter.reserve([
    { key: `signup:ip:${limitAddress(ip)}`, rule: ctx.config.limits.signup },
  ])
  if (!attempt.ok) throw tooManyRequests('signup.tooMany', attempt.retryAfter)
  const email = body.email.toLowerCase()
  const existing = await findAccountByEmail(ctx.db, email)
  const taken = () =>
    httpError(409, 'signup.emailTaken', {}, { details: [MESSAGES.signup.emailTaken] })
  if (existing) throw taken()
  const passwordHash = await hashPassword(body.password)
  const user = await insertAccount(ctx.db, {
    username: body.username,
    email,
    phoneNumber: body.phoneNumber,
    passwordHash,
  })
  // A concurrent sign-up with the same email wins the unique index; this one is a conflict.
  if (!user) throw taken()
  return issueTokens(ctx, user, client)
}

/**
 * Renews a session (the refresh token rotates). Limited before anything is written
 *: REFRESH_MAX_PER_SESSION a window per session, REFRESH_MAX_PER_IP per
 * address (unknown tokens too); every attempt counts, none is given back.
 */
export async function refresh(ctx: AppContext, refreshToken: string, address: string) {
  const rules = ctx.config.limits.refresh
  const sessionId = await findTokenSession(ctx.db, refreshToken)
  const attempt = await ctx.limiter.reserve([
    { key: `refresh:ip:${limitAddress(address)}`, rule: rules.perAddress },
    ...(sessionId ? [{ key: `refresh:session:${sessionId}`, rule: rules.perSession }] : []),
  ])
  if (!attempt.ok) throw tooManyRequests('auth.refreshTooMany', attempt.retryAfter)
  const result = await rotateSession(
    ctx.db,
    refreshToken,
    ctx.config.refreshTokenTtlDays,
    ctx.config.sessionMaxDays,
  )
  if (result.kind === 'blocked') {
    // Blocking ended every session already; a session still live here (a block racing a
    // sign-in) is ended once, and the next replay finds it ended: no event, lock or flush.
    if (result.live) await endSessions(ctx, { userId: result.userId })
    throw httpError(403, 'login.blocked')
  }
  // A spent token used again: it may have been stolen, so the whole session ends. Should this
  // fail, the spent token stays spent, and its next use tries again.
  if (result.kind === 'reused') await endSessions(ctx, { sessionId: result.familyId })
  if (result.kind !== 'rotated') throw httpError(401, 'auth.refreshInvalid')
  const accessToken = await signAccessToken(
    ctx.config.jwtSecret,
    { userId: result.user.id, role: result.user.role, sessionId: result.familyId },
    ctx.config.accessTokenTtlSeconds,
  )
  return { accessToken, refreshToken: result.refreshToken }
}

/** Ends the caller's session: its refresh tokens and, through `sid`, its access tokens. */
export async function logout(ctx: AppContext, sessionId: string) {
  await endSessions(ctx, { sessionId })
}
