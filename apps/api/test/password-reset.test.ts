import { MESSAGES } from '@rihla/contract/messages'
import { resetTokenOf } from '@rihla/contract/passwords'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  createUser,
  errorAnswer,
  login,
  signedIn,
  stepUp,
  type TestApp,
} from './helpers'
import { linkIn, startSmtpServer } from './smtp'

const NEW_PASSWORD = 'Caravan-of-Tassili-9'
const PUBLIC_URL = 'https://admin.rihla.example'

let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Rihla <no-reply@rihla.example>',
    PUBLIC_URL,
    JOBS_POLL_MS: '50',
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const forgot = (payload: unknown, headers: Record<string, string> = {}, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: payload as object,
    headers,
    remoteAddress: ip,
  })
const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } })

describe('forgot-password by e-mail', () => {
  it('says mail is on, so the page offers the form', async () => {
    const res = await t.app.inject({ url: '/api/auth/options' })
    expect(res.json()).toEqual({ passwordResetByEmail: true, requireTwoFactorForStaff: false })
  })

  it('mails a link in the chosen language that works once and ends every session', async () => {
    const { user, tokens, headers } = await signedIn(t)
    const res = await forgot({ email: user.email.toUpperCase(), lang: 'fr' })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ message: MESSAGES.password.resetSent })

    const [mail = fail()] = await smtp.mailsTo(user.email)
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Rihla Admin')
    expect(mail.text).toContain('pendant une heure')
    expect(mail.html).toContain('lang="fr"')
    const link = linkIn(mail)
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true)

    const token = resetTokenOf(link)
    expect((await reset(token)).statusCode).toBe(204)
    // Every session ended: the access token and the refresh token of before.
    expect((await t.app.inject({ url: '/api/users/admin', headers })).statusCode).toBe(401)
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: tokens.refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
    // The new password works, the link does not twice.
    expect((await login(t, user.email, NEW_PASSWORD)).role).toBe('user')
    const again = await reset(token, 'Another-long-password-7')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject(errorAnswer('password.resetInvalid'))
    // Only the hash is stored.
    const stored = await rows<{ token_hash: string }>(
      sql`select token_hash from password_reset_tokens`,
    )
    expect(stored.map((r) => r.token_hash)).not.toContain(token)
  })

  it('writes the mail in the Accept-Language language, Arabic right to left', async () => {
    const user = await createUser(t)
    await forgot({ email: user.email }, { 'accept-language': 'ar-DZ,fr;q=0.8' })
    const [mail] = await smtp.mailsTo(user.email)
    expect(mail?.subject).toBe('إعادة تعيين كلمة مرور Rihla Admin')
    expect(mail?.html).toContain('dir="rtl"')
  })

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const user = await createUser(t)
    const known = await forgot({ email: user.email }, {}, '10.1.0.2')
    const unknown = await forgot({ email: 'nobody-here@example.dz' }, {}, '10.1.0.2')
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    await smtp.mailsTo(user.email)
    // The unknown address's job ran too, and sent nothing.
    await waitForQueueEmpty()
    expect(smtp.received.filter((m) => m.to.includes('nobody-here@example.dz'))).toEqual([])
  })

  it('keeps an older link working beside a newer one, until either sets the password', async () => {
    const user = await createUser(t)
    await forgot({ email: user.email }, {}, '10.1.0.3')
    const first = linkIn((await smtp.mailsTo(user.email))[0] ?? fail())
    await forgot({ email: user.email }, {}, '10.1.0.3')
    const second = linkIn((await smtp.mailsTo(user.email, 2))[1] ?? fail())
    // Anyone may ask for a link: a newer one must not spoil the one the owner holds.
    expect((await reset(resetTokenOf(first))).statusCode).toBe(204)
    const after = await reset(resetTokenOf(second), 'Another-long-password-7')
    expect(after.statusCode).toBe(400)
    expect(after.json()).toMatchObject(errorAnswer('password.resetInvalid'))
  })

  it('refuses an expired link, and a common or short password without spending the link', async () => {
    const user = await createUser(t)
    await forgot({ email: user.email }, {}, '10.1.0.4')
    const token = resetTokenOf(linkIn((await smtp.mailsTo(user.email))[0] ?? fail()))
    const common = await reset(token, 'password1234')
    expect(common.statusCode).toBe(400)
    expect(common.json()).toMatchObject(errorAnswer('password.common'))
    const short = await reset(token, 'Short-1')
    expect(short.statusCode).toBe(400)
    expect(short.json()).toMatchObject(errorAnswer('password.tooShort'))
    await t.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    )
    const expired = await reset(token)
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toMatchObject(errorAnswer('password.resetInvalid'))
  })

  it('answers bad input with the contract messages, never a 500', async () => {
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(500), password: NEW_PASSWORD }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toMatch(/^password\./)
    }
    expect((await reset('made-up-token')).json()).toMatchObject(
      errorAnswer('password.resetInvalid'),
    )
    const noEmail = await forgot({})
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json()).toMatchObject(errorAnswer('signup.email'))
  })

  it('limits mails per account and requests per address, answering alike whether or not the account exists', async () => {
    const user = await createUser(t)
    const statuses = []
    // Per account: 3 mails an hour, from any address; a fourth request is answered alike.
    for (let i = 0; i < 4; i++)
      statuses.push((await forgot({ email: user.email }, {}, `10.2.0.${i}`)).statusCode)
    expect(statuses).toEqual([202, 202, 202, 202])
    const unknown = []
    for (let i = 0; i < 4; i++)
      unknown.push((await forgot({ email: 'ghost@example.dz' }, {}, `10.3.0.${i}`)).statusCode)
    expect(unknown).toEqual(statuses)
    // Per address: 10 an hour, any addresses.
    const fromOne = []
    for (let i = 0; i < 11; i++)
      fromOne.push((await forgot({ email: `someone${i}@example.dz` }, {}, '10.4.0.1')).statusCode)
    expect(fromOne.slice(0, 10).every((s) => s === 202)).toBe(true)
    const refused = await forgot({ email: 'someone-else@example.dz' }, {}, '10.4.0.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject(errorAnswer('password.resetTooMany'))
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    await smtp.mailsTo(user.email, 3)
    await waitForQueueEmpty()
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(3)
  })

  it('retries a mail the SMTP server refused for a while', async () => {
    const user = await createUser(t)
    smtp.failNext(1)
    await forgot({ email: user.email }, {}, '10.5.0.1')
    await waitFor(async () => {
      const [job] = await rows<{ attempts: number; last_error: string | null }>(
        sql`select attempts, last_error from jobs where kind = 'mail.send'`,
      )
      return job?.attempts === 1 && job.last_error !== null
    })
    // The runner backs off 30 s; bring the retry forward instead of waiting for it.
    await t.db.execute(sql`update jobs set run_at = now() where kind = 'mail.send'`)
    t.app.ctx.jobs.wake()
    await smtp.mailsTo(user.email)
    await waitForQueueEmpty()
  })
})

describe('an admin issues a reset link', () => {
  it('answers the link once, mails it, audits it, and the link sets the password', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    const user = await createUser(t)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/password-reset?lang=en`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(201)
    const issued = res.json<{ resetUrl: string; expiresAt: string; emailed: boolean }>()
    expect(issued.emailed).toBe(true)
    expect(issued.resetUrl.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true)
    const hour = Date.parse(issued.expiresAt) - Date.now()
    expect(hour).toBeGreaterThan(3_500_000)
    expect(hour).toBeLessThanOrEqual(3_600_000)
    const [mail] = await smtp.mailsTo(user.email)
    expect(mail && linkIn(mail)).toBe(issued.resetUrl)
    expect(mail?.subject).toBe('Reset your Rihla Admin password')
    const [audit] = await rows<{ action: string; actor_id: number; entity_id: number }>(
      sql`select action, actor_id, entity_id from audit_log where action = 'user.password'`,
    )
    expect(audit).toEqual({
      action: 'user.password',
      actor_id: admin.user.id,
      entity_id: user.id,
    })
    expect((await reset(resetTokenOf(issued.resetUrl))).statusCode).toBe(204)
    expect((await login(t, user.email, NEW_PASSWORD)).role).toBe('user')
  })

  it('is refused to a non-admin and answers 404 for an unknown user', async () => {
    const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
    const someone = await stepUp(t, await signedIn(t))
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admin.user.id}/password-reset`,
      headers: someone.headers,
    })
    expect(refused.statusCode).toBe(403)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/999999/password-reset',
      headers: admin.headers,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject(errorAnswer('user.notFound'))
  })
})

describe('without SMTP_URL', () => {
  let plain: TestApp
  beforeAll(async () => {
    plain = await createTestApp({ JOBS_POLL_MS: '50' })
  })
  afterAll(() => plain.close())

  it('tells the page to send people to an administrator, and queues nothing', async () => {
    expect((await plain.app.inject({ url: '/api/auth/options' })).json()).toEqual({
      passwordResetByEmail: false,
      requireTwoFactorForStaff: false,
    })
    const user = await createUser(plain)
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ message: MESSAGES.password.askAdmin })
    const queued = (await plain.db.execute(
      sql`select count(*)::int as n from jobs`,
    )) as unknown as {
      rows: Array<{ n: number }>
    }
    expect(queued.rows[0]?.n).toBe(0)
  })

  it('shows an admin-issued link to the admin only, built on the request origin', async () => {
    const logged: string[] = []
    const quiet = await createTestApp(
      {},
      { logger: { level: 'trace', stream: { write: (line: string) => void logged.push(line) } } },
    )
    try {
      const admin = await stepUp(quiet, await signedIn(quiet, { role: 'admin' }))
      const user = await createUser(quiet)
      const res = await quiet.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/password-reset`,
        headers: { ...admin.headers, host: 'panel.example:8080' },
      })
      expect(res.statusCode).toBe(201)
      const issued = res.json<{ resetUrl: string; emailed: boolean }>()
      expect(issued.emailed).toBe(false)
      expect(issued.resetUrl.startsWith('http://panel.example:8080/reset-password?token=')).toBe(
        true,
      )
      const token = resetTokenOf(issued.resetUrl)
      expect(logged.join('\n')).not.toContain(token)
    } finally {
      await quiet.close()
    }
  })
})

function fail(): never {
  throw new Error('no mail')
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function waitForQueueEmpty() {
  await waitFor(async () => {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where failed_at is null`,
    )
    return row?.n === 0
  })
}
