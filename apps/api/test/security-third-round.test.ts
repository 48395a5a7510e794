import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import {
  auditLog,
  events,
  loginKnownAddresses,
  rateLimits,
  refreshTokens,
  sessions,
} from '../src/db/schema'
import { limitAddress } from '../src/lib/address-key'
import { sweepSessions } from '../src/modules/auth/session-repository'
import { hashRefreshToken } from '../src/modules/auth/tokens'
import {
  createTestApp,
  createUser,
  errorAnswer,
  login,
  signedIn,
  stepUp,
  TEST_PASSWORD,
  useTestApp,
} from './helpers'
import { bearer, challengeFor, codeAt, completeLogin, enroll } from './two-factor-helpers'

// The third security round (decision 040): one test per hole, on PGlite and on PostgreSQL.
// Hole 4 replays one session's tokens 50 times: what happens past the refresh limit (its own
// test, with its own app, holds the limit).
const t = useTestApp({ REFRESH_MAX_PER_SESSION: '1000' })

const sessionEnds = async () => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(eq(events.type, 'session.end'))
  return row?.n ?? 0
}

describe('hole 4: a blocked user replaying old refresh tokens', () => {
  it('gets the blocked answer, and 50 replays write at most one session.end', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    const user = await createUser(t, { role: 'moderator' })
    const first = await login(t, user.email)
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: first.refreshToken },
    })
    expect(refreshed.statusCode).toBe(200)
    const second = refreshed.json<{ refreshToken: string }>().refreshToken
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/block`,
      headers: admin.headers,
    })
    expect(block.statusCode).toBe(200)
    const before = await sessionEnds()
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        // A spent token and the live one (its session ended by the block), in turn.
        payload: { refreshToken: i % 2 === 0 ? first.refreshToken : second },
      })
      expect(res.statusCode).toBe(403)
    }
    expect((await sessionEnds()) - before).toBeLessThanOrEqual(1)
  })
})

describe('hole 5: tables that only grow', () => {
  it('sweeps expired and spent refresh tokens and ended or dead sessions, keeps live ones', async () => {
    const user = await createUser(t)
    const live = await login(t, user.email)
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: live.refreshToken },
    })
    expect(rotated.statusCode).toBe(200)
    const ended = await login(t, user.email)
    const dead = await login(t, user.email)
    const familyOf = async (token: string) => {
      const [row] = await t.db
        .select({ family: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      if (!row) throw new Error('no token')
      return row.family
    }
    const liveId = await familyOf(live.refreshToken)
    const endedId = await familyOf(ended.refreshToken)
    const deadId = await familyOf(dead.refreshToken)
    // The live session's first token was spent two days ago; one session ended eight days
    // ago; one was last renewable before yesterday.
    await t.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '2 days' where token_hash = ${hashRefreshToken(live.refreshToken)}`,
    )
    await t.db.execute(
      sql`update sessions set revoked_at = now() - interval '8 days' where id = ${endedId}`,
    )
    await t.db.execute(
      sql`update sessions set created_at = now() - interval '40 days' where id = ${deadId}`,
    )
    await t.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '2 days' where family_id = ${deadId}`,
    )
    const swept = await sweepSessions(t.db)
    expect(swept.sessions).toBeGreaterThanOrEqual(2)
    const left = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [liveId, endedId, deadId]))
    expect(left.map((row) => row.id)).toEqual([liveId])
    const tokens = await t.db
      .select({ used: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(inArray(refreshTokens.familyId, [liveId, endedId, deadId]))
    // Only the live session's current token is left.
    expect(tokens).toEqual([{ used: null }])
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: rotated.json<{ refreshToken: string }>().refreshToken },
    })
    expect(again.statusCode).toBe(200)
  })

  it('the limiter sweep deletes spent rows in the database, in batches', async () => {
    await t.db.execute(sql`
      insert into rate_limits (key, hits, forget_at)
      select 'sweep-test:' || g, 1, now() - interval '1 minute' from generate_series(1, 12000) g`)
    expect(await t.app.ctx.limiter.sweep()).toBeGreaterThanOrEqual(12000)
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'sweep-test:%'`)
    expect(row?.n).toBe(0)
  })

  it('IPv6 neighbours of one /64 share one limiter key', async () => {
    expect(limitAddress('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
    expect(limitAddress('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64')
    expect(limitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(limitAddress('192.0.2.7')).toBe('192.0.2.7')
    expect(limitAddress('2001:db8:0:2::1')).not.toBe(limitAddress('2001:db8:0:1::1'))
    for (const remoteAddress of ['2001:db8:77:1::1', '2001:db8:77:1::2', '2001:db8:77:1:a:b:c:d']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'nobody-v6@example.dz', password: 'Wrong-password-1' },
      })
      expect(res.statusCode).toBe(401)
    }
    const keys = await t.db
      .select({ key: rateLimits.key, hits: rateLimits.hits })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'login:ip:2001:db8:77:%'`)
    expect(keys).toEqual([{ key: 'login:ip:2001:db8:77:1::/64', hits: 3 }])
  })
})

describe('hole 8: right-password sign-ins', () => {
  it('are limited per account and address, without slowing other accounts or addresses', async () => {
    const user = await createUser(t)
    const other = await createUser(t)
    const signIn = (email: string, remoteAddress = '198.51.100.8') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email, password: TEST_PASSWORD },
      })
    let passed = 0
    let refused: Awaited<ReturnType<typeof signIn>> | undefined
    for (let i = 0; i < 40 && !refused; i++) {
      const res = await signIn(user.email)
      if (res.statusCode === 200) passed++
      else refused = res
    }
    // LOGIN_MAX_PER_ACCOUNT_ADDRESS (30 by default), then the contract's 429.
    expect(passed).toBe(t.config.login.rules.signIns.max)
    expect(refused?.statusCode).toBe(429)
    expect(refused?.json()).toEqual(errorAnswer('login.tooMany'))
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    expect((await signIn(other.email)).statusCode).toBe(200)
    expect((await signIn(user.email, '198.51.100.9')).statusCode).toBe(200)
  })
})

describe('hole 6: the code step of a sign-in with a second factor', () => {
  it('someone with the password elsewhere cannot lock the owner out of the code step', async () => {
    const owner = await signedIn(t, { role: 'moderator' })
    const { secret } = await enroll(t, owner.headers)
    // The owner completed a sign-in from their office before.
    await t.db
      .insert(loginKnownAddresses)
      .values({ userId: owner.user.id, address: '198.51.100.20', lastSeen: new Date() })
    const from = (remoteAddress: string) => ({
      challenge: async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email: owner.user.email, password: TEST_PASSWORD },
        })
        expect(res.statusCode).toBe(200)
        return res.json<{ challengeToken: string }>().challengeToken
      },
      code: (challengeToken: string, code: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          remoteAddress,
          payload: { challengeToken, code },
        }),
    })
    const attacker = from('203.0.113.9')
    const right = await codeAt(secret, 1)
    const wrong = right === '000000' ? '111111' : '000000'
    const stolen = await attacker.challenge()
    let locked = false
    for (let i = 0; i < 60 && !locked; i++) {
      const res = await attacker.code(stolen, wrong)
      locked = res.statusCode === 429
    }
    expect(locked).toBe(true)
    expect((await attacker.code(stolen, right)).statusCode).toBe(429)
    // The owner, from their known address, still signs in with the right code.
    const office = from('198.51.100.20')
    const res = await office.code(await office.challenge(), right)
    expect(res.statusCode).toBe(200)
    expect(res.json<{ accessToken?: string }>().accessToken).toBeTruthy()
  })
})

describe('hole 9: smaller', () => {
  it('METRICS_PORT listens on the loopback address only by default; the idle timeout outlasts a statement', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) }
    expect(loadConfig(secret).metrics.host).toBe('127.0.0.1')
    expect(loadConfig({ ...secret, METRICS_HOST: '10.0.0.5' }).metrics.host).toBe('10.0.0.5')
    const defaults = loadConfig(secret)
    expect(defaults.timeouts.idleMs).toBeGreaterThan(defaults.database.statementTimeoutMs + 5_000)
    const slow = loadConfig({ ...secret, DATABASE_STATEMENT_TIMEOUT_MS: '60000' })
    expect(slow.timeouts.idleMs).toBeGreaterThan(65_000)
    // Said outright, it is the operator's.
    expect(loadConfig({ ...secret, IDLE_TIMEOUT_MS: '800' }).timeouts.idleMs).toBe(800)
  })

  it('turning 2FA on or off and signing in with a code log the user id', async () => {
    const lines: string[] = []
    const logged = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
    )
    try {
      const user = await signedIn(logged, { role: 'moderator' })
      const { secret, recoveryCodes } = await enroll(logged, user.headers)
      const challenge = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.user.email, password: TEST_PASSWORD },
      })
      const code = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: {
          challengeToken: challenge.json<{ challengeToken: string }>().challengeToken,
          code: await codeAt(secret, 1),
        },
      })
      expect(code.statusCode).toBe(200)
      const headers = {
        authorization: `Bearer ${code.json<{ accessToken: string }>().accessToken}`,
      }
      const disable = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        headers,
        payload: { currentPassword: TEST_PASSWORD, code: recoveryCodes[0] },
      })
      expect(disable.statusCode).toBe(204)
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
      const of = (event: string) => entries.find((entry) => entry.event === event)
      expect(of('auth.2fa.enabled')?.userId).toBe(user.user.id)
      expect(of('auth.login.two-factor')?.userId).toBe(user.user.id)
      expect(of('auth.2fa.disabled')?.userId).toBe(user.user.id)
    } finally {
      await logged.close()
    }
  })
})

describe('hole 9: second-factor events in the activity log', () => {
  it('enabling, a sign-in with a code and disabling are audited; a refused code logs the user id', async () => {
    const lines: string[] = []
    const logged = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
    )
    try {
      const admin = await signedIn(logged, { role: 'admin' })
      const user = await signedIn(logged, { role: 'moderator' })
      const { secret, recoveryCodes } = await enroll(logged, user.headers)
      const challengeToken = await challengeFor(logged, user.user.email, TEST_PASSWORD)
      const wrong = await completeLogin(logged, challengeToken, '000000')
      expect(wrong.statusCode).toBe(401)
      const right = await completeLogin(logged, challengeToken, await codeAt(secret, 1))
      expect(right.statusCode).toBe(200)
      const disable = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        headers: bearer(right.json<{ accessToken: string }>().accessToken),
        payload: { currentPassword: TEST_PASSWORD, code: recoveryCodes[0] },
      })
      expect(disable.statusCode).toBe(204)

      const rows = await logged.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorId, user.user.id))
        .orderBy(auditLog.id)
      expect(rows.map((row) => [row.action, row.entity, row.entityId])).toEqual([
        ['user.two-factor-enable', 'user', user.user.id],
        ['user.two-factor-login', 'user', user.user.id],
        ['user.two-factor-disable', 'user', user.user.id],
      ])
      // The admin reads them on the activity page, filtered by action.
      const page = await logged.app.inject({
        method: 'GET',
        url: `/api/activity?actorId=${user.user.id}&action=user.two-factor-login`,
        headers: admin.headers,
      })
      expect(page.statusCode).toBe(200)
      expect(page.json<{ data: { action: string }[] }>().data).toHaveLength(1)

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
      const refused = entries.find(
        (entry) => entry.event === 'auth.login.two-factor' && entry.outcome === 401,
      )
      expect(refused?.userId).toBe(user.user.id)
    } finally {
      await logged.close()
    }
  })
})

describe('hole 5: refresh has a rate limit', () => {
  it('REFRESH_TOKEN_RETENTION_MINUTES and SESSION_SWEEP_INTERVAL_MS set the session sweep', async () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) }
    expect(loadConfig(secret).sessionSweep).toEqual({
      everyMs: 600_000,
      tokenRetentionMinutes: 1440,
    })
    expect(
      loadConfig({
        ...secret,
        SESSION_SWEEP_INTERVAL_MS: '5000',
        REFRESH_TOKEN_RETENTION_MINUTES: '2',
      }).sessionSweep,
    ).toEqual({ everyMs: 5000, tokenRetentionMinutes: 2 })
    const user = await createUser(t)
    const first = await login(t, user.email)
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: first.refreshToken },
    })
    expect(rotated.statusCode).toBe(200)
    const spent = hashRefreshToken(first.refreshToken)
    await t.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '10 minutes' where token_hash = ${spent}`,
    )
    const left = async () =>
      (await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, spent))).length
    await sweepSessions(t.db)
    expect(await left()).toBe(1)
    await sweepSessions(t.db, { tokenMinutes: 5 })
    expect(await left()).toBe(0)
  })

  it('REFRESH_MAX_PER_SESSION rotations a minute per session, REFRESH_MAX_PER_IP per address, then 429', async () => {
    const limited = await createTestApp({
      REFRESH_MAX_PER_SESSION: '5',
      REFRESH_MAX_PER_IP: '12',
      TRUST_PROXY: 'true',
    })
    try {
      const rotate = (refreshToken: string, address = '203.0.113.7') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          payload: { refreshToken },
          headers: { 'x-forwarded-for': address },
        })
      const user = await createUser(limited)
      let current = (await login(limited, user.email)).refreshToken
      for (let i = 0; i < 5; i++) {
        const res = await rotate(current)
        expect(res.statusCode).toBe(200)
        current = res.json<{ refreshToken: string }>().refreshToken
      }
      const refused = await rotate(current)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual(errorAnswer('auth.refreshTooMany'))
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // Refused before the rotation: the token is not spent, the session not ended.
      const [token] = await limited.db
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(current)))
      expect(token?.usedAt).toBeNull()
      // Another session of the same person, from another address, is not held up.
      const other = await login(limited, user.email)
      expect((await rotate(other.refreshToken, '198.51.100.9')).statusCode).toBe(200)
      // One address, unknown or live tokens alike: 12 a minute, counted before any lookup.
      const from = '192.0.2.44'
      const answers: number[] = []
      for (let i = 0; i < 14; i++) answers.push((await rotate(`forged-${i}`, from)).statusCode)
      // The rotations from 203.0.113.7 do not count here; 12 unknown tokens are 401s.
      expect(answers.slice(0, 12)).toEqual(Array(12).fill(401))
      expect(answers.slice(12)).toEqual([429, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('hole 3: refresh tokens have an absolute lifetime', () => {
  it('renewals never pass SESSION_MAX_DAYS after the sign-in, and then the session is over', async () => {
    const user = await createUser(t)
    const first = await login(t, user.email)
    const [token] = await t.db
      .select({ family: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(first.refreshToken)))
    if (!token) throw new Error('no token')
    const maxDays = t.config.sessionMaxDays
    // Signed in almost SESSION_MAX_DAYS ago: the successor expires with the session, not in
    // REFRESH_TOKEN_TTL_DAYS.
    await t.db.execute(
      sql`update sessions set created_at = now() - make_interval(days => ${maxDays - 1}) where id = ${token.family}`,
    )
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: first.refreshToken },
    })
    expect(renewed.statusCode).toBe(200)
    const next = renewed.json<{ refreshToken: string }>().refreshToken
    const [successor] = await t.db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(next)))
    expect(successor?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000 + 60_000)
    // Past it, the unexpired token is refused.
    await t.db.execute(
      sql`update sessions set created_at = now() - make_interval(days => ${maxDays + 1}) where id = ${token.family}`,
    )
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: next },
    })
    expect(late.statusCode).toBe(401)
  })
})
