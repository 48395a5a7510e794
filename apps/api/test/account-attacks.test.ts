import { type MessageCode, messageText } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import { resetTokenOf } from '@rihla/contract/passwords'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../src/db/rows'
import { users } from '../src/db/schema'
import { changeRole, inviteStaff } from '../src/modules/users/staff-service'
import { changeBlocked } from '../src/modules/users/users-service'
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
import { bearer, challengeFor, codeAt, completeLogin, enroll } from './two-factor-helpers'

// Attacks on accounts: the last admin, reset links, forgot-password, pending 2FA sign-ins.
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
  admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

let address = 0
/** Each request from its own address unless told, as strangers on the Internet would send. */
const forgot = (email: string, ip = `10.9.${Math.floor(++address / 250)}.${address % 250}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  })
const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } })
const block = (id: number, action: 'block' | 'unblock' = 'block') =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}/${action}`, headers: admin.headers })
const tokensOf = async (email: string, count: number) =>
  (await smtp.mailsTo(email, count)).map((mail) => resetTokenOf(linkIn(mail)))

function fail(): never {
  throw new Error('expected a mail')
}

async function waitForQueueEmpty() {
  const deadline = Date.now() + 10_000
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from jobs where failed_at is null`),
    )
    if (row?.n === 0) return
    if (Date.now() > deadline) throw new Error('the job queue did not empty')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('the last admin who can sign in', () => {
  // An app of its own, so that the admins of the other tests do not count.
  let solo: TestApp
  beforeAll(async () => {
    solo = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' })
  })
  afterAll(() => solo.close())

  /** Admins who can sign in, and one whose invitation (expired ten days ago) is pending. */
  async function adminsAndAPendingInvitation(count: number) {
    await solo.db.update(users).set({ role: 'moderator' }).where(eq(users.role, 'admin'))
    const active = []
    for (let i = 0; i < count; i++) active.push(await signedIn(solo, { role: 'admin' }))
    await createUser(solo, { role: 'admin', invitedAt: new Date(Date.now() - 13 * 86_400_000) })
    return active
  }
  const adminsWhoCanSignIn = async () => {
    const [row] = rowsOf<{ n: number }>(
      await solo.db.execute(
        sql`select count(*)::int as n from users
            where role = 'admin' and not is_blocked and invited_at is null`,
      ),
    )
    return row?.n
  }

  it('cannot step down while the only other admin is a pending invitation', async () => {
    const [a] = await adminsAndAPendingInvitation(1)
    if (!a) throw new Error('no admin')
    await stepUp(solo, a)
    const res = await solo.app.inject({
      method: 'PUT',
      url: `/api/users/${a.user.id}/role`,
      headers: a.headers,
      payload: { role: 'user' },
    })
    // Stepped up or not, a staff power over one's own account is refused before the count.
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject(errorAnswer('user.selfStaff'))
    expect(await adminsWhoCanSignIn()).toBe(1)
  })

  for (const kind of ['demote', 'block'] as const) {
    it(`cannot be left to nobody when two admins ${kind} each other beside a pending invitation`, async () => {
      const [a, b] = await adminsAndAPendingInvitation(2)
      if (!a || !b) throw new Error('no admins')
      const { ctx } = solo.app
      const change = (actorId: number, targetId: number) =>
        kind === 'demote'
          ? changeRole(ctx, actorId, targetId, 'user')
          : changeBlocked(ctx, actorId, targetId, true)
      const results = await Promise.allSettled([
        change(a.user.id, b.user.id),
        change(b.user.id, a.user.id),
      ])
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      expect(results.find((r) => r.status === 'rejected')?.reason).toMatchObject({
        statusCode: 409,
        message: MESSAGES.user.lastAdmin,
      })
      expect(await adminsWhoCanSignIn()).toBe(1)
    })
  }
})

describe('reset links end with the account state they were issued for', () => {
  it('a password change ends every unspent link', async () => {
    const { user, tokens } = await signedIn(t)
    await forgot(user.email)
    await forgot(user.email)
    const links = await tokensOf(user.email, 2)
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(tokens.accessToken),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Oasis-of-Timimoun-44' },
    })
    expect(change.statusCode).toBe(204)
    for (const token of links) {
      const res = await reset(token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject(errorAnswer('password.resetInvalid'))
    }
    expect((await login(t, user.email, 'Oasis-of-Timimoun-44')).role).toBe('user')
  })

  it('a reset by one link ends the others', async () => {
    const user = await createUser(t)
    await forgot(user.email)
    await forgot(user.email)
    const [first = '', second = ''] = await tokensOf(user.email, 2)
    expect((await reset(second)).statusCode).toBe(204)
    expect((await reset(first, 'Another-long-password-7')).statusCode).toBe(400)
    expect((await login(t, user.email, NEW_PASSWORD)).role).toBe('user')
  })

  it('a block ends every link, and unblocking does not bring one back', async () => {
    const user = await createUser(t)
    await forgot(user.email)
    const [token = ''] = await tokensOf(user.email, 1)
    expect((await block(user.id)).statusCode).toBe(200)
    expect((await block(user.id, 'unblock')).statusCode).toBe(200)
    expect((await reset(token)).statusCode).toBe(400)
    expect((await login(t, user.email)).role).toBe('user')
  })

  it("a role change ends a user's reset link and a pending invitation", async () => {
    const user = await createUser(t)
    await forgot(user.email)
    const [token = ''] = await tokensOf(user.email, 1)
    await changeRole(t.app.ctx, admin.user.id, user.id, 'moderator')
    expect((await reset(token)).statusCode).toBe(400)

    const invited = await inviteStaff(
      t.app.ctx,
      admin.user.id,
      { email: `invited-${Date.now()}@example.dz`, username: 'Nadia Invited', role: 'moderator' },
      { origin: PUBLIC_URL, lang: 'en' },
    )
    await changeRole(t.app.ctx, admin.user.id, invited.user.id, 'admin')
    expect((await reset(resetTokenOf(invited.inviteUrl))).statusCode).toBe(400)
  })
})

describe('forgot-password cannot be turned against the owner', () => {
  it("strangers' requests neither lock the owner out nor spend their invitation", async () => {
    const email = `newcomer-${Date.now()}@example.dz`
    const invited = await inviteStaff(
      t.app.ctx,
      admin.user.id,
      { email, username: 'Karim Newcomer', role: 'moderator' },
      { origin: PUBLIC_URL, lang: 'en' },
    )
    await smtp.mailsTo(email, 1)
    // Three strangers, then the owner, each from an address of their own: the same answer.
    for (let i = 0; i < 4; i++) {
      const res = await forgot(email)
      expect(res.statusCode).toBe(202)
      expect(res.json()).toEqual({ message: MESSAGES.password.resetSent })
    }
    await waitForQueueEmpty()
    // At most three reset mails an hour reach the address, beside the invitation.
    expect((await smtp.mailsTo(email, 4)).length).toBe(4)
    // The invitation still works, and setting the password ends the links strangers caused.
    expect((await reset(resetTokenOf(invited.inviteUrl))).statusCode).toBe(204)
    const resets = (await smtp.mailsTo(email, 4)).slice(1).map((m) => resetTokenOf(linkIn(m)))
    for (const token of resets) expect((await reset(token)).statusCode).toBe(400)
    expect((await login(t, email, NEW_PASSWORD)).role).toBe('moderator')
  })

  it('the owner keeps the link they hold however many strangers ask after them', async () => {
    const user = await createUser(t)
    await forgot(user.email)
    const [mine = ''] = await tokensOf(user.email, 1)
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).statusCode).toBe(202)
    await waitForQueueEmpty()
    expect((await reset(mine)).statusCode).toBe(204)
    expect((await login(t, user.email, NEW_PASSWORD)).role).toBe('user')
  })

  it('the owner gets a new mail from an address they signed in from once strangers spent the mails', async () => {
    const user = await createUser(t)
    await login(t, user.email) // 127.0.0.1 becomes one of the account's known addresses
    for (let i = 0; i < 4; i++) await forgot(user.email)
    await waitForQueueEmpty()
    expect(await smtp.mailsTo(user.email, 3)).toHaveLength(3)
    expect((await forgot(user.email, '127.0.0.1')).statusCode).toBe(202)
    const mails = await smtp.mailsTo(user.email, 4)
    expect((await reset(resetTokenOf(linkIn(mails[3] ?? fail())))).statusCode).toBe(204)
    // A stranger's request still sends nothing more.
    await forgot(user.email)
    await waitForQueueEmpty()
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(4)
  })

  it('a requester address is still limited, whatever the account', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++)
      statuses.push((await forgot(`someone${i}@example.dz`, '10.8.0.1')).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true)
    expect(statuses[10]).toBe(429)
    await waitForQueueEmpty()
  })
})

describe('a sign-in waiting for its code', () => {
  /** An account with a second factor, and a challenge started with its current password. */
  async function pendingSignIn() {
    const { user, headers, tokens } = await signedIn(t)
    const { secret } = await enroll(t, headers)
    const challenge = await challengeFor(t, user.email, TEST_PASSWORD)
    return { user, tokens, secret, challenge }
  }
  const refusedChallenge = async (challenge: string, secret: string) => {
    const res = await completeLogin(t, challenge, await codeAt(secret, 1))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject(errorAnswer('twoFactor.challengeInvalid'))
  }

  it('ends when the password is reset', async () => {
    const { user, secret, challenge } = await pendingSignIn()
    await forgot(user.email)
    const [token = ''] = await tokensOf(user.email, 1)
    expect((await reset(token)).statusCode).toBe(204)
    await refusedChallenge(challenge, secret)
  })

  it('ends when the owner changes the password', async () => {
    // Enrolling kept the owner's own session; the challenge is whoever had the old password.
    const { tokens, secret, challenge } = await pendingSignIn()
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(tokens.accessToken),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Oasis-of-Timimoun-44' },
    })
    expect(change.statusCode).toBe(204)
    await refusedChallenge(challenge, secret)
  })

  it('ends when the account is blocked, and unblocking does not revive it', async () => {
    const { user, secret, challenge } = await pendingSignIn()
    expect((await block(user.id)).statusCode).toBe(200)
    expect((await block(user.id, 'unblock')).statusCode).toBe(200)
    await refusedChallenge(challenge, secret)
  })
})

describe("passwords made of the account's own words (ASVS V6.2.11)", () => {
  const register = (payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Karim Benali', phoneNumber: '+213661234567', ...payload },
      remoteAddress: `10.7.0.${++address % 250}`,
    })
  const refusedWith = (
    res: { statusCode: number; json: () => unknown },
    message: MessageCode,
    details = true,
  ) => {
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      ...errorAnswer(message),
      ...(details ? { details: [messageText(message)] } : {}),
    })
  }

  it('sign-up refuses the email, the name, the product and repeats, after the seed checks', async () => {
    const email = `karim.benali.${Date.now()}@example.dz`
    refusedWith(await register({ email, password: email }), 'password.contextWord')
    refusedWith(await register({ email, password: 'B3n@li-Desert-7' }), 'password.contextWord')
    refusedWith(await register({ email, password: 'Rihla@2026!' }), 'password.contextWord')
    refusedWith(await register({ email, password: 'aaaaaaaaaa' }), 'password.repeats')
    refusedWith(await register({ email, password: 'abcabcabcabc' }), 'password.repeats')
    // The seed's own checks keep their messages and come first.
    const seedFirst = await register({ username: 'Karim 2', email, password: 'Rihla@2026!' })
    expect(seedFirst.json()).toMatchObject({ details: [MESSAGES.signup.username] })
    const short = await register({ email, password: 'rihla' })
    expect(short.json()).toMatchObject({ details: [MESSAGES.signup.password] })
    expect((await register({ email, password: 'Tassili7' })).statusCode).toBe(201)
  })

  it('a change refuses the account’s own words, close ones too', async () => {
    const { tokens } = await signedIn(t, {
      username: 'Nadia Kaci',
      email: `nadia.kaci${Date.now()}@example.dz`,
    })
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: bearer(tokens.accessToken),
        payload: { currentPassword: TEST_PASSWORD, newPassword },
      })
    refusedWith(await change('Kac1-Desert-77'), 'password.contextWord')
    refusedWith(await change('NadiaKaci2026'), 'password.contextWord')
    refusedWith(await change('Alhir-Sahara-9'), 'password.contextWord')
    refusedWith(await change('1234512345'), 'password.repeats')
    expect((await change('Oasis-of-Timimoun-44')).statusCode).toBe(204)
  })

  it('an invitation link refuses them without being spent', async () => {
    const email = `samir.hadj-${Date.now()}@example.dz`
    const invited = await inviteStaff(
      t.app.ctx,
      admin.user.id,
      { email, username: 'Samir Hadj', role: 'moderator' },
      { origin: PUBLIC_URL, lang: 'en' },
    )
    const token = resetTokenOf(invited.inviteUrl)
    refusedWith(await reset(token, 'Samir-Hadj-2026'), 'password.contextWord')
    refusedWith(await reset(token, 'zzzzzzzzzzzz'), 'password.repeats')
    expect((await reset(token)).statusCode).toBe(204)
    expect((await login(t, email, NEW_PASSWORD)).role).toBe('moderator')
  })
})
