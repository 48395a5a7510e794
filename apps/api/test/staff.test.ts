import type { AuthResponse } from '@rihla/contract/auth'
import type { MessageCode } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import { resetTokenOf } from '@rihla/contract/passwords'
import {
  INVITE_TTL_SECONDS,
  type StaffInvited,
  type StaffListResponse,
} from '@rihla/contract/staff'
import type { User } from '@rihla/contract/users'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, users } from '../src/db/schema'
import { changeRole } from '../src/modules/users/staff-service'
import { changeBlocked } from '../src/modules/users/users-service'
import { burst, listen } from './burst'
import {
  createTestApp,
  createUser,
  errorAnswer,
  login,
  signedIn,
  stepUp,
  TEST_PASSWORD,
  type TestApp,
} from './helpers'
import { linkIn, startSmtpServer } from './smtp'
import { enroll } from './two-factor-helpers'

const NEW_PASSWORD = 'Caravan-of-Tassili-9'
const PUBLIC_URL = 'https://admin.rihla.example'

let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: Awaited<ReturnType<typeof signedIn>>

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Rihla <no-reply@rihla.example>',
    PUBLIC_URL,
    JOBS_POLL_MS: '50',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  })
  // Every staff power over accounts needs the session's password again (decision 055).
  admin = await stepUp(t, await signedIn(t, { role: 'admin', username: 'Head Admin' }))
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

let sequence = 0
const newEmail = () => `staff${++sequence}-${Date.now()}@example.dz`

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
}
const invite = (payload: object, headers?: Record<string, string>) =>
  call('POST', '/api/users', payload, headers)
const setRole = (id: number, role: string, headers?: Record<string, string>) =>
  call('PUT', `/api/users/${id}/role`, { role }, headers)
const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } })
const staff = async () => (await call('GET', '/api/users/staff')).json<StaffListResponse>().data
const auditOf = (id: number, action: 'user.invite' | 'user.role' | 'user.two-factor-reset') =>
  t.db
    .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)))
    .orderBy(auditLog.id)
const tryLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

describe('the staff list', () => {
  it('lists admins then moderators, with second factor, last sign-in and pending invites', async () => {
    const zulu = await signedIn(t, { role: 'moderator', username: 'Zulu Mod' })
    await enroll(t, zulu.headers)
    const alpha = await createUser(t, { role: 'moderator', username: 'Alpha Mod' })
    const plain = await createUser(t, { username: 'Plain User' })
    const invited = (
      await invite({ email: newEmail(), username: 'Invited Mod', role: 'moderator' })
    ).json<StaffInvited>().user

    const res = await call('GET', '/api/users/staff')
    expect(res.statusCode).toBe(200)
    const list = res.json<StaffListResponse>().data
    expect(list.map((m) => m.id)).not.toContain(plain.id)
    const roles = list.map((m) => m.role)
    expect(roles.lastIndexOf('admin')).toBeLessThan(roles.indexOf('moderator'))
    const order = list.map((m) => m.id)
    expect(order.indexOf(alpha.id)).toBeLessThan(order.indexOf(zulu.user.id))

    const row = (id: number) => list.find((m) => m.id === id)
    expect(row(zulu.user.id)).toMatchObject({ twoFactorEnabled: true, invitePending: false })
    expect(row(zulu.user.id)?.lastSignInAt).toEqual(expect.any(String))
    expect(row(alpha.id)).toMatchObject({
      twoFactorEnabled: false,
      lastSignInAt: null,
      invitePending: false,
    })
    expect(row(invited.id)).toMatchObject({ lastSignInAt: null, invitePending: true })
    expect(row(admin.user.id)).toMatchObject({ role: 'admin', username: 'Head Admin' })
  })

  it('is for admins only', async () => {
    const moderator = await signedIn(t, { role: 'moderator' })
    const user = await signedIn(t)
    expect((await call('GET', '/api/users/staff', undefined, moderator.headers)).statusCode).toBe(
      403,
    )
    expect((await call('GET', '/api/users/staff', undefined, user.headers)).statusCode).toBe(403)
    expect((await call('GET', '/api/users/staff', undefined, {})).statusCode).toBe(401)
  })
})

describe('inviting staff', () => {
  it('creates the account with its role and answers a three-day link, audited', async () => {
    const email = newEmail()
    const before = Date.now()
    const res = await invite({
      email: email.toUpperCase(),
      username: '  Nour Amrani ',
      role: 'admin',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json<StaffInvited>()
    expect(body.user).toMatchObject({
      email,
      username: 'Nour Amrani',
      role: 'admin',
      phoneNumber: '',
      isBlocked: false,
    })
    expect(body.emailed).toBe(true)
    expect(body.inviteUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]+&invite=1$`),
    )
    const expires = Date.parse(body.inviteExpiresAt)
    expect(expires).toBeGreaterThanOrEqual(before + INVITE_TTL_SECONDS * 1000 - 1000)
    expect(expires).toBeLessThanOrEqual(Date.now() + INVITE_TTL_SECONDS * 1000 + 1000)
    expect(await auditOf(body.user.id, 'user.invite')).toEqual([
      {
        actorId: admin.user.id,
        before: null,
        after: { role: 'admin', email, username: 'Nour Amrani' },
      },
    ])
  })

  it('refuses any password before the link is used, then the link sets one once', async () => {
    const email = newEmail()
    const { user, inviteUrl } = (
      await invite({ email, username: 'Samir Haddad', role: 'moderator' })
    ).json<StaffInvited>()
    for (const password of [TEST_PASSWORD, NEW_PASSWORD]) {
      const res = await tryLogin(email, password)
      expect(res.statusCode, password).toBe(401)
      expect(res.json()).toMatchObject(errorAnswer('login.invalid'))
    }

    const token = resetTokenOf(inviteUrl)
    expect((await reset(token)).statusCode).toBe(204)
    expect((await login(t, email, NEW_PASSWORD)).role).toBe('moderator')
    const again = await reset(token, 'Another-long-password-7')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject(errorAnswer('password.resetInvalid'))

    const row = (await staff()).find((m) => m.id === user.id)
    expect(row).toMatchObject({ invitePending: false, lastSignInAt: expect.any(String) })
  })

  it('mails the link in French when asked, naming the role', async () => {
    const email = newEmail()
    const { inviteUrl } = (
      await invite({ email, username: 'Lina Saidi', role: 'moderator', lang: 'fr' })
    ).json<StaffInvited>()
    const [mail = fail()] = await smtp.mailsTo(email)
    expect(mail.subject).toBe('Vous êtes invité sur Rihla Admin')
    expect(mail.text).toContain('en tant que modérateur')
    expect(mail.text).toContain('pendant trois jours')
    expect(mail.text).toContain(inviteUrl)
    expect(mail.html).toContain('lang="fr"')
    expect(resetTokenOf(linkIn(mail))).toBe(resetTokenOf(inviteUrl))
  })

  it('mails in the Accept-Language language without one asked, Arabic right to left', async () => {
    const email = newEmail()
    await call(
      'POST',
      '/api/users',
      { email, username: 'Yacine Benali', role: 'admin' },
      { ...admin.headers, 'accept-language': 'ar-DZ,fr;q=0.8' },
    )
    const [mail] = await smtp.mailsTo(email)
    expect(mail?.subject).toBe('دعوة إلى Rihla Admin')
    expect(mail?.html).toContain('dir="rtl"')
  })

  it('refuses an email already used, whatever its letter case', async () => {
    const existing = await createUser(t)
    const taken = await invite({
      email: existing.email.toUpperCase(),
      username: 'Copy Cat',
      role: 'moderator',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({
      ...errorAnswer('signup.emailTaken'),
      details: [MESSAGES.signup.emailTaken],
    })
    const email = newEmail()
    expect((await invite({ email, username: 'First One', role: 'admin' })).statusCode).toBe(201)
    expect((await invite({ email, username: 'Second One', role: 'admin' })).statusCode).toBe(409)
  })

  it.each([
    ['a missing email', { email: undefined }, 'signup.email'],
    ['an invalid email', { email: 'amina@' }, 'signup.email'],
    ['a missing username', { username: undefined }, 'user.usernameRequired'],
    ['an empty username', { username: '   ' }, 'user.usernameRequired'],
    ['a username with digits', { username: 'R2 D2' }, 'signup.username'],
    ['a missing role', { role: undefined }, 'user.staffRole'],
    ['the user role', { role: 'user' }, 'user.staffRole'],
    ['an unknown language', { lang: 'de' }, undefined],
  ])('answers %s with the contract message', async (_, change, message) => {
    const res = await invite({ email: newEmail(), username: 'Good Name', role: 'admin', ...change })
    expect(res.statusCode).toBe(400)
    if (message) expect(res.json()).toMatchObject(errorAnswer(message as MessageCode))
  })

  it('is refused to a moderator, a user and anyone signed out', async () => {
    const moderator = await signedIn(t, { role: 'moderator' })
    const user = await signedIn(t)
    const payload = { email: newEmail(), username: 'Not Allowed', role: 'admin' }
    expect((await invite(payload, moderator.headers)).statusCode).toBe(403)
    expect((await invite(payload, user.headers)).statusCode).toBe(403)
    expect((await invite(payload, {})).statusCode).toBe(401)
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toEqual([])
  })
})

describe('changing a role', () => {
  it('changes it with before and after in the audit log; the same role writes nothing', async () => {
    const person = await createUser(t)
    const res = await setRole(person.id, 'moderator')
    expect(res.statusCode).toBe(200)
    expect(res.json<User>()).toMatchObject({ id: person.id, role: 'moderator' })
    expect((await setRole(person.id, 'moderator')).json<User>().role).toBe('moderator')
    expect((await setRole(person.id, 'admin')).statusCode).toBe(200)
    expect(await auditOf(person.id, 'user.role')).toEqual([
      { actorId: admin.user.id, before: { role: 'user' }, after: { role: 'moderator' } },
      { actorId: admin.user.id, before: { role: 'moderator' }, after: { role: 'admin' } },
    ])
  })

  it('answers an unknown id with 404 and a bad role with the contract message', async () => {
    const unknown = await setRole(999_999, 'moderator')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject(errorAnswer('user.notFound'))
    const person = await createUser(t)
    const bad = await setRole(person.id, 'owner')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject(errorAnswer('user.role'))
  })

  it("refuses a demoted moderator's open session at its next request", async () => {
    const moderator = await signedIn(t, { role: 'moderator' })
    const queue = () => call('GET', '/api/products/waiting-list', undefined, moderator.headers)
    expect((await queue()).statusCode).toBe(200)
    expect((await setRole(moderator.user.id, 'user')).statusCode).toBe(200)
    const refused = await queue()
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject(errorAnswer('auth.forbidden'))
  })

  it('is refused to a moderator', async () => {
    const moderator = await signedIn(t, { role: 'moderator' })
    expect((await setRole(moderator.user.id, 'admin', moderator.headers)).statusCode).toBe(403)
  })
})

describe("resetting someone's second factor", () => {
  it('turns it off, ends every session of theirs and is audited', async () => {
    const person = await signedIn(t, { role: 'moderator' })
    await enroll(t, person.headers)
    const res = await call('DELETE', `/api/users/${person.user.id}/two-factor`)
    expect(res.statusCode).toBe(204)
    expect((await call('GET', '/api/users', undefined, person.headers)).statusCode).toBe(401)
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: person.tokens.refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
    // The password alone signs in again: tokens, no challenge.
    expect((await login(t, person.user.email)).accessToken).toEqual(expect.any(String))
    expect(await auditOf(person.user.id, 'user.two-factor-reset')).toEqual([
      {
        actorId: admin.user.id,
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
      },
    ])
    expect((await staff()).find((m) => m.id === person.user.id)?.twoFactorEnabled).toBe(false)
  })

  it('answers 409 when it is not on (again, or only being set up) and 404 for nobody', async () => {
    const person = await signedIn(t, { role: 'moderator' })
    const off = await call('DELETE', `/api/users/${person.user.id}/two-factor`)
    expect(off.statusCode).toBe(409)
    expect(off.json()).toMatchObject(errorAnswer('twoFactor.notEnabled'))
    await call('POST', '/api/auth/two-factor/setup', undefined, person.headers)
    expect((await call('DELETE', `/api/users/${person.user.id}/two-factor`)).statusCode).toBe(409)
    // Refused without ending anything.
    expect((await call('GET', '/api/users', undefined, person.headers)).statusCode).toBe(200)
    const nobody = await call('DELETE', '/api/users/999999/two-factor')
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json()).toMatchObject(errorAnswer('user.notFound'))
    expect(await auditOf(person.user.id, 'user.two-factor-reset')).toEqual([])
  })
})

describe('the last active admin', () => {
  // An app of its own, so the admins of the other tests do not count; a long session memory,
  // so the racing requests both pass the session check before either change commits.
  let solo: TestApp
  let port: number
  beforeAll(async () => {
    solo = await createTestApp({ SESSION_CACHE_MS: '60000', LOGIN_MAX_FAILURES_PER_IP: '1000' })
    port = await listen(solo)
  })
  afterAll(() => solo.close())

  /** Two fresh active admins, and nobody else: every other admin becomes a moderator. */
  async function twoAdmins() {
    await solo.db.update(users).set({ role: 'moderator' }).where(eq(users.role, 'admin'))
    const pair = [
      await stepUp(solo, await signedIn(solo, { role: 'admin' })),
      await stepUp(solo, await signedIn(solo, { role: 'admin' })),
    ]
    // Each session check remembered, so neither request of a burst waits for the database.
    for (const a of pair) {
      const res = await solo.app.inject({ url: '/api/users/staff', headers: a.headers })
      expect(res.statusCode).toBe(200)
    }
    return pair as [(typeof pair)[0], (typeof pair)[0]]
  }
  const activeAdmins = async () => {
    const result = (await solo.db.execute(
      sql`select count(*)::int as n from users where role = 'admin' and not is_blocked`,
    )) as unknown as { rows: Array<{ n: number }> }
    return result.rows[0]?.n
  }
  const bearer = (a: { tokens: AuthResponse }) => `Bearer ${a.tokens.accessToken}`

  it('cannot be demoted, a blocked admin not counting', async () => {
    const [a, b] = await twoAdmins()
    await solo.db.update(users).set({ isBlocked: true }).where(eq(users.id, b.user.id))
    // Not by themselves: the staff routes refuse one's own account (decision 055).
    const self = await solo.app.inject({
      method: 'PUT',
      url: `/api/users/${a.user.id}/role`,
      headers: a.headers,
      payload: { role: 'moderator' },
    })
    expect(self.statusCode).toBe(403)
    expect(self.json()).toMatchObject(errorAnswer('user.selfStaff'))
    // Nor by the blocked one, whose change reaches the rule only past the session check.
    await expect(changeRole(solo.app.ctx, b.user.id, a.user.id, 'moderator')).rejects.toMatchObject(
      { statusCode: 409, message: MESSAGES.user.lastAdmin },
    )
    // The blocked admin is not active: their role may change.
    const other = await solo.app.inject({
      method: 'PUT',
      url: `/api/users/${b.user.id}/role`,
      headers: a.headers,
      payload: { role: 'moderator' },
    })
    expect(other.statusCode).toBe(200)
    expect(await activeAdmins()).toBe(1)
  })

  it('may be demoted by another admin who stays active', async () => {
    const [a, b] = await twoAdmins()
    const res = await solo.app.inject({
      method: 'PUT',
      url: `/api/users/${a.user.id}/role`,
      headers: b.headers,
      payload: { role: 'user' },
    })
    expect(res.statusCode).toBe(200)
    const [remaining] = await solo.db.select().from(users).where(eq(users.id, b.user.id))
    expect(remaining).toMatchObject({ role: 'admin', isBlocked: false })
  })

  type Kind = 'role' | 'block'
  const races = [
    ['demote each other', 'role', 'role'],
    ['block each other', 'block', 'block'],
    ['one demotes while the other blocks', 'role', 'block'],
  ] as const

  for (const [name, first, second] of races) {
    it(`keeps one when two admins ${name} in requests released together`, async () => {
      const [a, b] = await twoAdmins()
      const request = (kind: Kind, actor: typeof a, target: typeof a) => ({
        method: 'PUT',
        path: `/api/users/${target.user.id}/${kind}`,
        headers: { authorization: bearer(actor) },
        ...(kind === 'role' ? { body: { role: 'moderator' } } : {}),
      })
      const answers = await burst(port, [request(first, a, b), request(second, b, a)])
      const why = answers.map((r) => `${r.status} ${r.body}`).join(' | ')
      expect(
        answers.filter((r) => r.status === 200),
        why,
      ).toHaveLength(1)
      // The other is refused by the rule, or, when the winner committed before its session
      // check (PGlite runs one request's queries without yielding to the next socket), because
      // its sender is no longer an active admin: blocked (403 login.blocked) or demoted (403).
      const loser = answers.find((r) => r.status !== 200)
      const expected = [MESSAGES.user.lastAdmin, MESSAGES.login.blocked, MESSAGES.auth.forbidden]
      expect(expected, why).toContain(loser?.json<{ message: string }>().message)
      expect(loser?.status, why).toBe(
        loser?.json<{ message: string }>().message === MESSAGES.user.lastAdmin ? 409 : 403,
      )
      expect(await activeAdmins()).toBe(1)
    })

    it(`refuses the second with 409 when two admins ${name} past the session check`, async () => {
      const [a, b] = await twoAdmins()
      const { ctx } = solo.app
      const change = (kind: Kind, actorId: number, targetId: number) =>
        kind === 'role'
          ? changeRole(ctx, actorId, targetId, 'moderator')
          : changeBlocked(ctx, actorId, targetId, true)
      const results = await Promise.allSettled([
        change(first, a.user.id, b.user.id),
        change(second, b.user.id, a.user.id),
      ])
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const refused = results.find((r) => r.status === 'rejected')
      expect(refused?.reason).toMatchObject({
        statusCode: 409,
        message: MESSAGES.user.lastAdmin,
      })
      expect(await activeAdmins()).toBe(1)
    })
  }
})

function fail(): never {
  throw new Error('expected a mail')
}
