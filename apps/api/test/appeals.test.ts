import type {
  Appeal,
  AppealListResponse,
  MyProductListResponse,
  NotificationList,
} from '@rihla/contract/appeals'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, jobs, products } from '../src/db/schema'
import { createSubcategory, insertPendingProduct, versionTag } from './factories'
import { createTestApp, errorAnswer, type SignedIn, signedIn, type TestApp } from './helpers'
import { startSmtpServer } from './smtp'

/**
 * Statements of reasons, appeals and seller mail (decision 057): a rejected seller reads why,
 * is mailed it in their language, appeals once within the window, and a reviewer other than
 * the one who rejected decides; every mail is caught by a real SMTP server, once per event.
 */
let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let moderator: SignedIn
let second: SignedIn
let seller: SignedIn
let subId: number

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Rihla <no-reply@rihla.example>',
    PUBLIC_URL: 'https://admin.rihla.example',
    JOBS_POLL_MS: '50',
    UNDO_WINDOW_SECONDS: '1',
  })
  moderator = await signedIn(t, { role: 'moderator', username: 'Meriem' })
  second = await signedIn(t, { role: 'moderator', username: 'Nadir' })
  seller = await signedIn(t, { username: 'Yacine' })
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

type Who = { headers: Record<string, string> }
const listing = async (title: string, owner: SignedIn = seller) => {
  const row = await insertPendingProduct(t, subId, title)
  await t.db.update(products).set({ createdById: owner.user.id }).where(eq(products.id, row.id))
  return row.id
}
const reject = async (who: Who, id: number, reason = 'poor_photos', note = 'Blurred photo.') =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/reject`,
    headers: { ...who.headers, 'if-match': await versionTag(t, id) },
    payload: { reason, note },
  })
const appeal = (who: Who, id: number, message = 'The photo is sharp on a phone.') =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/appeal`,
    headers: who.headers,
    payload: { message },
  })
const decideAppeal = async (who: Who, appealId: number, productId: number, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/appeals/${appealId}/decision`,
    headers: { ...who.headers, 'if-match': await versionTag(t, productId) },
    payload: { outcome, note: 'Looked again.' },
  })
const mine = async (who: Who, lang = 'en') =>
  (
    await t.app.inject({
      url: '/api/products/mine',
      headers: { ...who.headers, 'accept-language': lang },
    })
  ).json<MyProductListResponse>()
const auditOf = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), sql`${auditLog.action} = ${action}`))

describe('the statement of reasons', () => {
  it('is shown in My listings naming no one, and mailed in the language the seller last used', async () => {
    await mine(seller, 'ar')
    const id = await listing('Grilled fish')
    expect((await reject(moderator, id, 'other', 'Show the dish.')).statusCode).toBe(200)

    const item = (await mine(seller, 'ar')).products.find((p) => p.id === id)
    expect(item?.rejection?.by).toBeNull()
    expect(item?.statement).toMatchObject({
      productId: id,
      title: 'Grilled fish',
      reason: 'other',
      note: 'Show the dish.',
      version: 1,
      signals: false,
      decidedBy: 'a moderator',
      appeal: { how: 'POST /api/products/{id}/appeal', open: true },
      appealed: null,
    })
    const until = Date.parse(item?.statement?.appeal.until ?? '')
    const decidedAt = Date.parse(item?.statement?.decidedAt ?? '')
    expect(until - decidedAt).toBe(14 * 86_400_000)
    expect(JSON.stringify(item)).not.toContain('Meriem')

    const [mail] = await smtp.mailsTo(seller.user.email, 1)
    expect(mail?.subject).toBe('لم تتم الموافقة على إعلانك «Grilled fish»')
    expect(mail?.text).toContain('Show the dish.')
    expect(mail?.text).toContain('https://admin.rihla.example/my-listings')
    expect(mail?.html).toContain('dir="rtl"')
    expect(mail?.text).not.toContain('Meriem')
  })

  it('is not mailed for a rejection undone within its window', async () => {
    const other = await signedIn(t)
    const id = await listing('Undone', other)
    const rejected = await reject(moderator, id)
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/undo`,
      headers: { ...moderator.headers, 'if-match': rejected.headers.etag as string },
    })
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}/accept`,
      headers: { ...moderator.headers, 'if-match': await versionTag(t, id) },
    })
    expect(approved.statusCode).toBe(200)
    const [mail, ...more] = await smtp.mailsTo(other.user.email, 1)
    expect(mail?.subject).toBe('Your listing “Undone” is live')
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(more).toEqual([])
    expect(smtp.received.filter((m) => m.to.includes(other.user.email))).toHaveLength(1)
  })
})

describe('appeals', () => {
  it('once per rejection, by its owner: 201, then 409; others are refused', async () => {
    const id = await listing('Couscous night')
    await reject(moderator, id)
    const stranger = await signedIn(t)
    expect((await appeal(stranger, id)).statusCode).toBe(404)
    expect((await appeal(seller, id, '')).statusCode).toBe(400)
    expect((await appeal(seller, id, 'x'.repeat(1001))).json()).toMatchObject(
      errorAnswer('appeal.messageTooLong'),
    )

    const made = await appeal(seller, id)
    expect(made.statusCode).toBe(201)
    const body = made.json<Appeal>()
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'message', 'productId', 'status'])
    expect(body).toMatchObject({
      productId: id,
      status: 'open',
      message: 'The photo is sharp on a phone.',
    })

    const again = await appeal(seller, id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual(errorAnswer('appeal.already'))
    const [entry] = await auditOf(id, 'product.appeal')
    expect(entry).toMatchObject({
      actorId: seller.user.id,
      entity: 'product',
      after: { appealId: body.id, rejectedBy: moderator.user.id },
    })
    const statement = (await mine(seller)).products.find((p) => p.id === id)?.statement
    expect(statement?.appealed).toMatchObject({ id: body.id, status: 'open' })
    expect(statement?.appeal.open).toBe(false)
  })

  it('is refused with 410 once the window is over, and 409 for a listing not rejected', async () => {
    const id = await listing('Late appeal')
    await reject(moderator, id)
    await t.db
      .update(products)
      .set({ rejectedAt: sql`now() - interval '15 days'` })
      .where(eq(products.id, id))
    const late = await appeal(seller, id)
    expect(late.statusCode).toBe(410)
    expect(late.json()).toEqual(errorAnswer('appeal.windowOver'))
    const waiting = await listing('Still waiting')
    expect((await appeal(seller, waiting)).json()).toEqual(errorAnswer('appeal.notRejected'))
  })

  it('four eyes: the moderator who rejected may not decide (403); another overturns, which publishes', async () => {
    const id = await listing('Desert trip')
    await reject(moderator, id)
    const appealId = (await appeal(seller, id)).json<Appeal>().id

    const list = await t.app.inject({ url: '/api/appeals?status=open', headers: moderator.headers })
    const item = list.json<AppealListResponse>().data.find((a) => a.id === appealId)
    expect(item).toMatchObject({
      mayDecide: false,
      rejectedBy: { id: moderator.user.id, name: 'Meriem' },
      seller: { id: seller.user.id, name: 'Yacine' },
      statement: { reason: 'poor_photos', version: 1, decidedBy: 'a moderator' },
      product: { id, status: 'rejected' },
    })
    const own = await decideAppeal(moderator, appealId, id, 'overturn')
    expect(own.statusCode).toBe(403)
    expect(own.json()).toEqual(errorAnswer('appeal.fourEyes'))

    const noVersion = await t.app.inject({
      method: 'POST',
      url: `/api/appeals/${appealId}/decision`,
      headers: second.headers,
      payload: { outcome: 'overturn' },
    })
    expect(noVersion.statusCode).toBe(428)

    const overturned = await decideAppeal(second, appealId, id, 'overturn')
    expect(overturned.statusCode).toBe(200)
    expect(overturned.json<Appeal>()).toMatchObject({ status: 'decided', outcome: 'overturn' })
    const [row] = await t.db.select().from(products).where(eq(products.id, id))
    expect(row?.status).toBe('approved')
    const [entry] = await auditOf(id, 'product.appeal-overturn')
    expect(entry).toMatchObject({
      actorId: second.user.id,
      after: { appealId, rejectedBy: moderator.user.id },
    })
    expect(await auditOf(id, 'product.approve')).toHaveLength(0)

    const twice = await decideAppeal(second, appealId, id, 'uphold')
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual(errorAnswer('appeal.decided'))

    // Both the statement and the outcome reach the seller, the statement though overturned.
    const about = () =>
      smtp.received
        .filter((m) => m.to.includes(seller.user.email) && m.mail.subject?.includes('Desert trip'))
        .map((m) => m.mail.subject)
        .sort()
    await expect.poll(about, { timeout: 8000 }).toHaveLength(2)
    expect(about()).toEqual([
      'Your appeal about “Desert trip” succeeded',
      'Your listing “Desert trip” was not approved',
    ])
  })

  it('uphold keeps the listing rejected, and its rejection cannot be appealed again', async () => {
    const id = await listing('Beach house')
    await reject(moderator, id)
    const appealId = (await appeal(seller, id)).json<Appeal>().id
    const upheld = await decideAppeal(second, appealId, id, 'uphold')
    expect(upheld.statusCode).toBe(200)
    expect(upheld.json<Appeal>()).toMatchObject({ outcome: 'uphold', note: 'Looked again.' })
    const [row] = await t.db.select().from(products).where(eq(products.id, id))
    expect(row?.status).toBe('rejected')
    expect((await auditOf(id, 'product.appeal-uphold'))[0]).toMatchObject({
      actorId: second.user.id,
      after: { appealId, rejectedBy: moderator.user.id },
    })
    expect((await appeal(seller, id)).statusCode).toBe(409)
    const decided = await t.app.inject({
      url: '/api/appeals?status=decided',
      headers: second.headers,
    })
    expect(decided.json<AppealListResponse>().data.map((a) => a.id)).toContain(appealId)
  })

  it('a seller may not list or decide appeals', async () => {
    expect((await t.app.inject({ url: '/api/appeals', headers: seller.headers })).statusCode).toBe(
      403,
    )
  })
})

describe('seller mail', () => {
  it('is never sent twice for one event, even when its job runs twice', async () => {
    const buyer = await signedIn(t)
    const id = await listing('Twice', buyer)
    const rejected = await reject(moderator, id)
    const [mail] = await smtp.mailsTo(buyer.user.email, 1)
    expect(mail?.subject).toContain('Twice')
    // The same event queued again (its job's dedupe key gone with its run): nothing more sent.
    const [row] = await t.db.select().from(products).where(eq(products.id, id))
    await t.db.insert(jobs).values({
      kind: 'seller.mail',
      payload: { kind: 'reject', productId: id, at: row?.decidedAt?.toISOString() },
      priority: 10,
    })
    t.app.ctx.jobs.wake()
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(jobs)
              .where(sql`kind = 'seller.mail' and payload->>'productId' = ${String(id)}`)
          ).length,
      )
      .toBe(0)
    expect(smtp.received.filter((m) => m.to.includes(buyer.user.email))).toHaveLength(1)
    expect(rejected.statusCode).toBe(200)
  })

  it('is retried when the SMTP server refuses it', async () => {
    const buyer = await signedIn(t)
    const id = await listing('Retried', buyer)
    smtp.failNext(1)
    await reject(moderator, id)
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(jobs)
              .where(sql`kind = 'seller.mail' and last_error is not null`)
          ).length,
        { timeout: 8000 },
      )
      .toBe(1)
    await t.db.execute(sql`update jobs set run_at = now() where kind = 'seller.mail'`)
    t.app.ctx.jobs.wake()
    const [mail] = await smtp.mailsTo(buyer.user.email, 1)
    expect(mail?.subject).toBe('Your listing “Retried” was not approved')
  })
})

describe('notifications', () => {
  it('tell deciders of an appeal, but not the one who rejected; read one, then all', async () => {
    const id = await listing('Notified')
    await reject(moderator, id)
    const appealId = (await appeal(seller, id)).json<Appeal>().id
    const bell = async (who: Who) =>
      (
        await t.app.inject({ url: '/api/notifications', headers: who.headers })
      ).json<NotificationList>()
    const theirs = await bell(second)
    const notice = theirs.data.find((n) => n.appealId === appealId)
    expect(notice).toMatchObject({ kind: 'appeal', productId: id, title: 'Notified', read: false })
    expect((await bell(moderator)).data.some((n) => n.appealId === appealId)).toBe(false)

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: second.headers,
      payload: { ids: [notice?.id] },
    })
    expect(read.statusCode).toBe(204)
    const after = await bell(second)
    expect(after.data.find((n) => n.id === notice?.id)?.read).toBe(true)
    expect(after.unread).toBe(theirs.unread - 1)
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: second.headers,
      payload: { all: true },
    })
    expect((await bell(second)).unread).toBe(0)
    expect(
      (await t.app.inject({ url: '/api/notifications', headers: seller.headers })).statusCode,
    ).toBe(403)
  })

  it('tell the moderator who rejected a listing that it came back', async () => {
    const id = await listing('Came back')
    await reject(moderator, id)
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/resubmit`,
      headers: seller.headers,
    })
    const list = (
      await t.app.inject({ url: '/api/notifications', headers: moderator.headers })
    ).json<NotificationList>()
    expect(list.data.find((n) => n.productId === id)).toMatchObject({ kind: 'resubmitted' })
  })
})

describe('without SMTP_URL', () => {
  it('rejects, appeals and decides as usual, and queues no mail', async () => {
    const bare = await createTestApp({ UNDO_WINDOW_SECONDS: '1' })
    try {
      const mod = await signedIn(bare, { role: 'moderator' })
      const mod2 = await signedIn(bare, { role: 'moderator' })
      const owner = await signedIn(bare)
      const sub = (await createSubcategory(bare, 'B', 'Cafés')).id
      const row = await insertPendingProduct(bare, sub, 'Quiet')
      await bare.db
        .update(products)
        .set({ createdById: owner.user.id })
        .where(eq(products.id, row.id))
      const tag = async () => versionTag(bare, row.id)
      const rejected = await bare.app.inject({
        method: 'POST',
        url: `/api/products/${row.id}/reject`,
        headers: { ...mod.headers, 'if-match': await tag() },
        payload: { reason: 'duplicate' },
      })
      expect(rejected.statusCode).toBe(200)
      const made = await bare.app.inject({
        method: 'POST',
        url: `/api/products/${row.id}/appeal`,
        headers: owner.headers,
        payload: { message: 'Not a copy.' },
      })
      expect(made.statusCode).toBe(201)
      const decided = await bare.app.inject({
        method: 'POST',
        url: `/api/appeals/${made.json<Appeal>().id}/decision`,
        headers: { ...mod2.headers, 'if-match': await tag() },
        payload: { outcome: 'overturn' },
      })
      expect(decided.statusCode).toBe(200)
      expect(await bare.db.select().from(jobs).where(sql`kind = 'seller.mail'`)).toEqual([])
    } finally {
      await bare.close()
    }
  })
})
