import type { LoginBody, RegisterBody, TwoFactorLoginBody } from '@rihla/contract/auth'
import type { Role } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { users } from '../../db/schema'
import { conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/http-errors'
import { endSessions } from './end-sessions'
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords'
import { createSession, rotateSession } from './session-repository'
import { signAccessToken } from './tokens'
import { completeChallenge, hasTwoFactor, startChallenge } from './two-factor-service'

async function issueTokens(ctx: AppContext, user: { id: number; role: Role }) {
  const session = await createSession(ctx.db, user.id, ctx.config.refreshTokenTtlDays)
  const accessToken = await signAccessToken(
    ctx.config.jwtSecret,
    { userId: user.id, role: user.role, sessionId: session.familyId },
    ctx.config.accessTokenTtlSeconds,
  )
  return { accessToken, refreshToken: session.refreshToken, role: user.role }
}

/**
 * Three limits guard sign-in (docs/security.md): one email from one address backs off after
 * a few failures; one address trying many emails is stopped; and an account attacked from
 * many addresses is locked only briefly, and never for addresses it has signed in from.
 */
export async function login(ctx: AppContext, body: LoginBody, ip: string) {
  const email = body.email.toLowerCase()
  const { rules } = ctx.config.login
  const keys = {
    pair: { key: `pair:${email}|${ip}`, rule: rules.emailFromAddress },
    address: { key: `ip:${ip}`, rule: rules.address },
    account: { key: `account:${email}`, rule: rules.account },
  }
  const limiter = ctx.loginLimiter
  const checked = [keys.pair.key, keys.address.key]
  if (!limiter.isKnownAddress(email, ip)) checked.push(keys.account.key)
  const wait = limiter.retryAfter(checked)
  if (wait > 0) throw tooManyRequests(MESSAGES.login.tooMany, wait)

  const [user] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      isBlocked: users.isBlocked,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await burnPasswordCheck(body.password).then(() => false)
  if (!user || !valid) {
    limiter.fail([keys.pair, keys.address, keys.account])
    throw unauthorized(MESSAGES.login.invalid)
  }
  limiter.reset(keys.pair.key)
  limiter.rememberAddress(email, ip)
  if (user.isBlocked) throw forbidden(MESSAGES.login.blocked)
  // With a second factor the password only earns a challenge, never tokens (docs/security.md).
  if (await hasTwoFactor(ctx, user.id)) return startChallenge(ctx, user.id)
  return issueTokens(ctx, user)
}

/** The second step of a sign-in with a second factor: a right code starts the session. */
export async function loginWithCode(ctx: AppContext, body: TwoFactorLoginBody) {
  return issueTokens(ctx, await completeChallenge(ctx, body))
}

export async function register(ctx: AppContext, body: RegisterBody) {
  const email = body.email.toLowerCase()
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  const taken = () => conflict(MESSAGES.signup.emailTaken, [MESSAGES.signup.emailTaken])
  if (existing) throw taken()
  const passwordHash = await hashPassword(body.password)
  const [user] = await ctx.db
    .insert(users)
    .values({
      username: body.username,
      email,
      phoneNumber: body.phoneNumber,
      passwordHash,
      role: 'user',
    })
    .onConflictDoNothing()
    .returning({ id: users.id, role: users.role })
  // A concurrent sign-up with the same email wins the unique index; this one is a conflict.
  if (!user) throw taken()
  return issueTokens(ctx, user)
}

export async function refresh(ctx: AppContext, refreshToken: string) {
  const result = await rotateSession(ctx.db, refreshToken, ctx.config.refreshTokenTtlDays)
  if (result.kind === 'blocked') {
    await endSessions(ctx, { userId: result.userId })
    throw forbidden(MESSAGES.login.blocked)
  }
  // A spent token used again: it may have been stolen, so the whole session ends. Should this
  // fail, the spent token stays spent, and its next use tries again.
  if (result.kind === 'reused') await endSessions(ctx, { sessionId: result.familyId })
  if (result.kind !== 'rotated') throw unauthorized(MESSAGES.auth.refreshInvalid)
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
