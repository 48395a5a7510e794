import { existsSync } from 'node:fs'
import path from 'node:path'
import { renderMessage } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type {
  Product,
  ProductDecisionResponse,
  ProductListResponse,
  WaitingProduct,
} from '@rihla/contract/products'
import type { Stats } from '@rihla/contract/stats'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, events, jobSchedules, products } from '../src/db/schema'
import { createSubcategory, insertPendingProduct, postProduct, versionTag } from './factories'
import { errorAnswer, useSignedIn, useTestApp } from './helpers'

/**
 * The review loop: a listing rejected with a reason stays for its owner, who sees
 * why, fixes it and resubmits it; the moderator sees it marked resubmitted with the earlier
 * decision and who submitted it; every decision can be undone for a while.
 */
const t = useTestApp()
const moderator = useSignedIn(t, { role: 'moderator', username: 'Meriem' })
const other = useSignedIn(t, { role: 'moderator', username: 'Nadir' })
const seller = useSignedIn(t, { username: 'Yacine', phoneNumber: '+213555123456' })
const stranger = useSignedIn(t, { username: 'Sami' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})

type Who = { headers: Record<string, string> }
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, ...headers },
    ...(payload ? { payload } : {}),
  })
/** A decision on the listing as it is now: its version named (decision 052). */
const decision = async (
  who: Who,
  method: 'POST' | 'PATCH',
  id: number,
  path: string,
  payload?: object,
) =>
  call(who, method, `/api/products/${id}/${path}`, payload, { 'if-match': await versionTag(t, id) })
const accept = (who: Who, id: number) => decision(who, 'PATCH', id, 'accept')
const reject = (who: Who, id: number, payload: object) =>
  decision(who, 'POST', id, 'reject', payload)
const undo = (who: Who, id: number) => decision(who, 'POST', id, 'undo')
const resubmit = (who: Who, id: number) => call(who, 'POST', `/api/products/${id}/resubmit`)
const mine = async (who: Who, query = '') =>
  (await call(who, 'GET', `/api/products/mine${query}`)).json<ProductListResponse>()
const waiting = (id: number) =>
  call(moderator, 'GET', `/api/products/waiting-list/${id}`).then((r) => r.json<WaitingProduct>())
const pending = (title: string) => insertPendingProduct(t, subId, title)
/** A listing the seller submits through the API, with a real picture. */
const submit = (title: string) =>
  postProduct(t, seller.headers, { title, category: 'B', subcategoryId: subId })

describe('the review loop, end to end', () => {
  it('reject with a reason, the owner sees it, resubmits; approved, then the approval undone', async () => {
    const submitted = await submit('Grilled fish')
    expect(submitted).toMatchObject({ status: 'pending', rejection: null, resubmitted: false })

    const rejected = await reject(moderator, submitted.id, {
      reason: 'poor_photos',
      note: '  The photo is blurred; show the dish.  ',
    })
    expect(rejected.statusCode).toBe(200)
    const decision = rejected.json<ProductDecisionResponse>()
    expect(decision).toMatchObject({
      status: 'rejected',
      rejection: {
        reason: 'poor_photos',
        note: 'The photo is blurred; show the dish.',
        by: { id: moderator.user.id, name: 'Meriem' },
      },
    })
    expect(Date.parse(decision.undoUntil)).toBeGreaterThan(Date.now())
    // Kept with its pictures, but in neither the catalogue nor the queue.
    expect(decision.pictures).toHaveLength(1)
    expect(
      existsSync(
        path.join(
          t.config.uploadsDir,
          new URL(decision.pictures[0]?.url ?? '', 'http://x').pathname.replace('/uploads/', ''),
        ),
      ),
    ).toBe(true)
    const catalogue = await call(moderator, 'GET', '/api/products?search=Grilled%20fish')
    expect(catalogue.json<ProductListResponse>().total).toBe(0)
    const queue = await call(moderator, 'GET', '/api/products/waiting-list?search=Grilled%20fish')
    expect(queue.json<ProductListResponse>().total).toBe(0)
    const rejectedList = await call(
      moderator,
      'GET',
      '/api/products?status=rejected&search=Grilled%20fish',
    )
    expect(rejectedList.json<ProductListResponse>().products.map((p) => p.id)).toEqual([
      submitted.id,
    ])

    // The owner sees the status, the reason and the note.
    const own = await mine(seller)
    expect(own.products.find((p) => p.id === submitted.id)).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'poor_photos', note: 'The photo is blurred; show the dish.' },
      resubmitted: false,
    })
    expect((await mine(stranger)).products.map((p) => p.id)).not.toContain(submitted.id)

    // The owner fixes it (it stays rejected until resubmitted), then resubmits it.
    const read = await call(seller, 'GET', `/api/products/${submitted.id}`)
    expect(read.statusCode).toBe(200)
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${submitted.id}`,
      headers: { ...seller.headers, 'if-match': String(read.headers.etag) },
      payload: { description: 'Grilled fish by the harbour, fresh every morning.' },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json<Product>().status).toBe('rejected')
    const back = await resubmit(seller, submitted.id)
    expect(back.statusCode).toBe(200)
    expect(back.json<Product>()).toMatchObject({ status: 'pending', resubmitted: true })

    // The moderator sees it resubmitted, with the earlier reason and who submitted it.
    const details = await waiting(submitted.id)
    expect(details).toMatchObject({
      resubmitted: true,
      rejection: { reason: 'poor_photos', note: 'The photo is blurred; show the dish.' },
      submitter: {
        id: seller.user.id,
        username: 'Yacine',
        phoneNumber: '+213555123456',
        pending: 1,
        approved: 0,
        rejected: 0,
        lastRejections: [{ reason: 'poor_photos', note: 'The photo is blurred; show the dish.' }],
      },
    })

    const approved = await accept(moderator, submitted.id)
    expect(approved.statusCode).toBe(200)
    expect(approved.json<ProductDecisionResponse>()).toMatchObject({
      status: 'approved',
      rejection: null,
      resubmitted: false,
    })
    expect(Date.parse(approved.json<ProductDecisionResponse>().undoUntil)).toBeGreaterThan(
      Date.now(),
    )

    // Undo both ways: the approval undone puts it back in the queue as it was.
    const undone = await undo(moderator, submitted.id)
    expect(undone.statusCode).toBe(200)
    expect(undone.json<Product>()).toMatchObject({ status: 'pending', resubmitted: true })
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.undo'), eq(auditLog.entityId, submitted.id)))
    expect(entry).toMatchObject({
      actorId: moderator.user.id,
      before: { title: 'Grilled fish', status: 'approved' },
      after: { status: 'pending' },
    })
    // Staff screens are told of the resubmission and the undo (events, with the counts).
    const told = await t.db
      .select({ type: events.type })
      .from(events)
      .where(eq(events.entityId, submitted.id))
    expect(told.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'product.reject',
        'product.resubmit',
        'product.approve',
        'product.undo',
      ]),
    )
    // Nothing left to undo.
    expect((await undo(moderator, submitted.id)).json()).toMatchObject(
      errorAnswer('product.nothingToUndo'),
    )
  })

  it('undoes a rejection: waiting again, the rejection forgotten', async () => {
    const p = await pending('Undo my reject')
    expect((await reject(moderator, p.id, { reason: 'duplicate' })).statusCode).toBe(200)
    const undone = await undo(moderator, p.id)
    expect(undone.json<Product>()).toMatchObject({ status: 'pending', rejection: null })
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id))
    expect(row).toMatchObject({ rejectionReason: null, rejectedAt: null, decidedAt: null })
  })

  it('an undo after the window is 410; after someone else decided since, the 409 names them', async () => {
    const late = await pending('Too late to undo')
    expect((await accept(moderator, late.id)).statusCode).toBe(200)
    await t.db
      .update(products)
      .set({ undoUntil: sql`now() - interval '1 second'` })
      .where(eq(products.id, late.id))
    const gone = await undo(moderator, late.id)
    expect(gone.statusCode).toBe(410)
    expect(gone.json()).toMatchObject(errorAnswer('product.undoExpired'))

    const again = await pending('Decided again')
    expect((await accept(moderator, again.id)).statusCode).toBe(200)
    expect((await undo(moderator, again.id)).statusCode).toBe(200)
    expect((await reject(other, again.id, { reason: 'duplicate' })).statusCode).toBe(200)
    // The first moderator's second click must not undo the second's decision.
    const refused = await undo(moderator, again.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('product.alreadyRejected')
    expect(refused.json().details?.[0]).toBe('Nadir')
    const [row] = await t.db.select().from(products).where(eq(products.id, again.id))
    expect(row?.status).toBe('rejected')
  })

  it('resubmitting a listing that is not rejected is 409', async () => {
    const p = await submit('Still waiting')
    const res = await resubmit(seller, p.id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject(errorAnswer('product.notRejected'))
  })
})

describe('bad input gets the contract messages', () => {
  it('refuses a note too long, `other` without a note, an unknown or missing reason', async () => {
    const p = await pending('Badly rejected')
    const long = await reject(moderator, p.id, { reason: 'duplicate', note: 'x'.repeat(501) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe(renderMessage('generic.tooLong', { max: 500 }))
    const bare = await reject(moderator, p.id, { reason: 'other', note: '   ' })
    expect(bare.statusCode).toBe(400)
    expect(bare.json().message).toBe(MESSAGES.product.rejectNoteRequired)
    const unknown = await reject(moderator, p.id, { reason: 'ugly' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(MESSAGES.product.rejectReason)
    expect((await reject(moderator, p.id, {})).json().message).toBe(MESSAGES.product.rejectReason)
    expect((await reject(moderator, p.id, { reason: 'duplicate', by: 1 })).statusCode).toBe(400)
    // 500 characters exactly, with `other`, is a rejection.
    const ok = await reject(moderator, p.id, { reason: 'other', note: 'y'.repeat(500) })
    expect(ok.statusCode).toBe(200)
  })
})

describe('who may do what', () => {
  it('a user may neither reject nor undo; another user may not resubmit', async () => {
    const p = await submit('Mine to fix')
    const denied = await reject(seller, p.id, { reason: 'duplicate' })
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toMatchObject(errorAnswer('auth.forbidden'))
    expect((await reject(moderator, p.id, { reason: 'duplicate' })).statusCode).toBe(200)
    expect((await undo(seller, p.id)).statusCode).toBe(403)
    // Someone else's rejected listing is not there for a user; staff are told it is not theirs.
    expect((await resubmit(stranger, p.id)).statusCode).toBe(404)
    const notOwner = await resubmit(moderator, p.id)
    expect(notOwner.statusCode).toBe(403)
    expect(notOwner.json()).toMatchObject(errorAnswer('product.notOwner'))
    expect((await call(stranger, 'GET', `/api/products/${p.id}`)).statusCode).toBe(404)
    // A user cannot list other statuses than the catalogue's.
    expect((await call(seller, 'GET', '/api/products?status=rejected')).statusCode).toBe(403)
  })
})

describe('status everywhere', () => {
  it('the list filters by status, the export says it, the dashboard counts the week', async () => {
    const before = (await call(moderator, 'GET', '/api/stats')).json<Stats>().rejectedThisWeek
    const p = await pending('Counted rejection')
    expect((await reject(moderator, p.id, { reason: 'unrealistic_price' })).statusCode).toBe(200)
    expect((await call(moderator, 'GET', '/api/stats')).json<Stats>().rejectedThisWeek).toBe(
      before + 1,
    )
    const list = await call(moderator, 'GET', '/api/products?status=rejected&search=Counted')
    expect(list.json<ProductListResponse>().products).toEqual([
      expect.objectContaining({ id: p.id, status: 'rejected' }),
    ])
    const csv = await call(
      moderator,
      'GET',
      '/api/products/export.csv?status=rejected&search=Counted',
    )
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain('Counted rejection')
    expect(csv.body).toContain('Rejected')
  })
})

describe('the retention purge of rejected listings', () => {
  it('purges a listing rejected longer ago than REJECTED_RETENTION_DAYS, files and all', async () => {
    const old = await submit('Long rejected')
    const recent = await pending('Recently rejected')
    for (const id of [old.id, recent.id]) {
      expect((await reject(moderator, id, { reason: 'duplicate' })).statusCode).toBe(200)
    }
    const [picture] = (await call(moderator, 'GET', `/api/products/${old.id}`)).json<Product>()
      .pictures
    const file = path.join(
      t.config.uploadsDir,
      new URL(picture?.url ?? '', 'http://x').pathname.replace('/uploads/', ''),
    )
    expect(existsSync(file)).toBe(true)
    await t.db
      .update(products)
      .set({ rejectedAt: sql`now() - interval '31 days'` })
      .where(eq(products.id, old.id))
    await t.db
      .update(jobSchedules)
      .set({ nextRunAt: sql`now()` })
      .where(eq(jobSchedules.kind, 'products.rejected-purge'))
    t.app.ctx.jobs.wake()
    await t.app.ctx.jobs.settle()
    const left = await t.db.select({ id: products.id }).from(products)
    expect(left.map((r) => r.id)).not.toContain(old.id)
    expect(left.map((r) => r.id)).toContain(recent.id)
    expect(existsSync(file)).toBe(false)
  })
})
