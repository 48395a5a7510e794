import { existsSync } from 'node:fs'
import path from 'node:path'
import type { AuditAction } from '@rihla/contract/audit'
import { MESSAGES } from '@rihla/contract/messages'
import type { Product, ProductListResponse } from '@rihla/contract/products'
import type { Stats } from '@rihla/contract/stats'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, deletedProducts, products, ratings } from '../src/db/schema'
import { purgeExpiredProducts } from '../src/modules/products/products-trash-service'
import {
  createSubcategory,
  insertProduct,
  postProduct,
  reviewedItems,
  versionTag,
} from './factories'
import { signedIn, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })
const user = useSignedIn(t, { role: 'user' })
let subId: number

beforeAll(async () => {
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})

/** A waiting product straight in the database (no picture): fast, for the queue's logic. */
const pending = (title: string, createdAt?: Date) =>
  insertProduct(t, {
    subcategoryId: subId,
    title,
    createdById: user.user.id,
    ...(createdAt ? { createdAt } : {}),
  })

/** A product created through the API, with a real picture and its two files. */
const uploaded = (title: string, headers = user.headers) =>
  postProduct(t, headers, {
    title,
    price: '75',
    description: 'Grilled fish by the harbour.',
    category: 'B',
    subcategoryId: subId,
  })

/** Each of `ids` named at its version as it is now, as the list shows it (decision 052). */
async function itemsOf(ids: unknown[]) {
  const numbers = ids.filter((id): id is number => typeof id === 'number')
  const versions = new Map((await reviewedItems(t, numbers)).map((i) => [i.id, i.version]))
  return ids.map((id) => ({ id, version: (typeof id === 'number' && versions.get(id)) || 1 }))
}
const bulk = async (
  { ids, ...payload }: { ids: unknown[] } & Record<string, unknown>,
  headers = admin.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products/waiting-list/bulk',
    headers,
    payload: { ...payload, items: await itemsOf(ids) },
  })
const bulkUndo = async (ids: number[], headers = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products/waiting-list/bulk/undo',
    headers,
    payload: { items: await itemsOf(ids) },
  })
const restore = (id: number, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/products/${id}/restore`, headers })
const remove = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin.headers })
const statuses = async (ids: number[]) =>
  (
    await t.db
      .select({ id: products.id, status: products.status })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id)
  ).map((r) => r.status)
const auditOf = (action: AuditAction, ids: number[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.entityId, ids)))
const stats = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/stats', headers: admin.headers })).json<Stats>()
const expire = (id: number, ago: string) =>
  t.db
    .update(deletedProducts)
    .set({ purgeAfter: sql`now() - ${ago}::interval` })
    .where(eq(deletedProducts.id, id))
const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace('/uploads/', ''))

describe('bulk approval and rejection', () => {
  it('approves several waiting products at once, with one audit entry each', async () => {
    const ids = [(await pending('Bulk A')).id, (await pending('Bulk B')).id]
    const res = await bulk({ action: 'approve', ids: [...ids, ids[0]] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ action: 'approve', ids })
    // Each approval can be undone for UNDO_WINDOW_SECONDS.
    expect(Date.parse(res.json().undoUntil)).toBeGreaterThan(Date.now())
    expect(await statuses(ids)).toEqual(['approved', 'approved'])
    const entries = await auditOf('product.approve', ids)
    expect(entries.map((e) => Number(e.entityId)).sort((a, b) => a - b)).toEqual(ids)
    expect(entries.every((e) => e.actorId === admin.user.id)).toBe(true)
  })

  it('changes nothing when one id is unknown, and names it', async () => {
    const ids = [(await pending('Atomic A')).id, (await pending('Atomic B')).id]
    const res = await bulk({ action: 'approve', ids: [...ids, 999_999] })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      message: 'Products not found: 999999.',
      code: 'product.bulkNotFound',
      details: ['999999'],
    })
    expect(await statuses(ids)).toEqual(['pending', 'pending'])
    expect(await auditOf('product.approve', ids)).toEqual([])
  })

  it('changes nothing when one product is not waiting any more (409 naming it)', async () => {
    const done = await pending('Already approved')
    await bulk({ action: 'approve', ids: [done.id] })
    const ids = [(await pending('Atomic C')).id, (await pending('Atomic D')).id]
    for (const action of ['approve', 'reject'] as const) {
      const res = await bulk({ action, ids: [ids[0], done.id, ids[1]], reason: 'duplicate' })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(`Products not waiting for approval: ${done.id}.`)
      expect(res.json().details).toEqual([String(done.id)])
    }
    expect(await statuses(ids)).toEqual(['pending', 'pending'])
    expect(
      await t.db.select().from(deletedProducts).where(inArray(deletedProducts.id, ids)),
    ).toEqual([])
  })

  it('rejects several at once with one reason: kept as rejected, each audited and undoable', async () => {
    const ids = [(await pending('Reject A')).id, (await pending('Reject B')).id]
    const res = await bulk({ action: 'reject', ids, reason: 'wrong_category' })
    expect(res.statusCode).toBe(200)
    expect(Date.parse(res.json().undoUntil)).toBeGreaterThan(Date.now())
    expect(await statuses(ids)).toEqual(['rejected', 'rejected'])
    const entries = await auditOf('product.reject', ids)
    expect(entries.map((e) => Number(e.entityId)).sort((a, b) => a - b)).toEqual(ids)
    expect(entries[0]?.after).toEqual({ status: 'rejected', reason: 'wrong_category', note: null })
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/products/${ids[1]}/undo`,
      headers: { ...admin.headers, 'if-match': await versionTag(t, ids[1] ?? 0) },
    })
    expect(undone.json<Product>()).toMatchObject({
      id: ids[1],
      title: 'Reject B',
      status: 'pending',
      rejection: null,
    })
  })

  it('refuses a bulk rejection without a reason, with the contract message', async () => {
    const mine = await pending('No reason given')
    const res = await bulk({ action: 'reject', ids: [mine.id] })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(MESSAGES.product.rejectReason)
    const other = await bulk({ action: 'reject', ids: [mine.id], reason: 'other', note: ' ' })
    expect(other.json().message).toBe(MESSAGES.product.rejectNoteRequired)
    expect(await statuses([mine.id])).toEqual(['pending'])
  })

  it('refuses an empty list, more than 100 ids, another action or a plain user', async () => {
    expect((await bulk({ action: 'approve', ids: [] })).statusCode).toBe(400)
    const many = Array.from({ length: 101 }, (_, i) => i + 1)
    expect((await bulk({ action: 'approve', ids: many })).statusCode).toBe(400)
    expect((await bulk({ action: 'maybe', ids: [1] })).statusCode).toBe(400)
    expect((await bulk({ action: 'approve', ids: ['1'] })).statusCode).toBe(400)
    const mine = await pending('Not yours to approve')
    expect((await bulk({ action: 'approve', ids: [mine.id] }, user.headers)).statusCode).toBe(403)
    expect(await statuses([mine.id])).toEqual(['pending'])
  })
})

describe('the waiting list order', () => {
  it('shows the oldest first by default, 2 a page, and still sorts as asked', async () => {
    const now = Date.now()
    const newer = await pending('Order newer', new Date(now - 60_000))
    const oldest = await pending('Order oldest', new Date(now - 3_600_000))
    const middle = await pending('Order middle', new Date(now - 600_000))
    const list = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products/waiting-list?search=Order&${q}`,
          headers: admin.headers,
        })
      ).json<ProductListResponse>()
    const first = await list('')
    expect(first.limit).toBe(2)
    expect(first.products.map((p) => p.id)).toEqual([oldest.id, middle.id])
    expect((await list('page=2')).products.map((p) => p.id)).toEqual([newer.id])
    expect((await list('sort=id&limit=3')).products.map((p) => p.id)).toEqual([
      newer.id,
      oldest.id,
      middle.id,
    ])
    expect((await list('order=desc&limit=3')).products.map((p) => p.id)).toEqual([
      newer.id,
      middle.id,
      oldest.id,
    ])
  })
})

describe('undo of a bulk decision (POST …/waiting-list/bulk/undo)', () => {
  it('puts every product back in one call, each audited', async () => {
    const first = (await pending('Bulk undo 1')).id
    const second = (await pending('Bulk undo 2')).id
    const ids = [first, second]
    expect((await bulk({ action: 'reject', ids, reason: 'poor_photos' })).statusCode).toBe(200)
    const res = await bulkUndo([second, first, second])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ids })
    expect(await statuses(ids)).toEqual(['pending', 'pending'])
    expect(await auditOf('product.undo', ids)).toHaveLength(2)
  })

  it('undoes all or none: one product decided by someone else refuses the whole call', async () => {
    const mine = (await pending('Bulk undo mine')).id
    const theirs = (await pending('Bulk undo theirs')).id
    expect((await bulk({ action: 'approve', ids: [mine] })).statusCode).toBe(200)
    const moderator = await signedIn(t, { role: 'moderator' })
    expect((await bulk({ action: 'approve', ids: [theirs] }, moderator.headers)).statusCode).toBe(
      200,
    )
    const res = await bulkUndo([mine, theirs])
    expect(res.statusCode).toBe(409)
    expect(await statuses([mine, theirs])).toEqual(['approved', 'approved'])
    expect(await auditOf('product.undo', [mine, theirs])).toHaveLength(0)
  })

  it('answers 404 for an unknown product, 409 for one never decided, 400 for a bad body', async () => {
    const decided = (await pending('Bulk undo decided')).id
    const waiting = (await pending('Bulk undo waiting')).id
    expect((await bulk({ action: 'approve', ids: [decided] })).statusCode).toBe(200)
    expect((await bulkUndo([decided, 99_999_999])).statusCode).toBe(404)
    const never = await bulkUndo([decided, waiting])
    expect(never.statusCode).toBe(409)
    expect(never.json().message).toBe(MESSAGES.product.nothingToUndo)
    expect(await statuses([decided])).toEqual(['approved'])
    expect((await bulkUndo([])).statusCode).toBe(400)
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1)
    expect((await bulkUndo(tooMany)).statusCode).toBe(400)
  })
})

describe('undo of a delete or reject', () => {
  it('brings a product back with its id, pictures, ratings and the counters as they were', async () => {
    const p = await uploaded('Harbour grill', admin.headers)
    // Rated by two others (an owner may not rate their own listing).
    const guest = await signedIn(t)
    for (const who of [guest, user]) {
      const rated = await t.app.inject({
        method: 'POST',
        url: '/api/products/rate',
        headers: who.headers,
        payload: { productId: p.id, rating: who === guest ? 5 : 2 },
      })
      expect(rated.statusCode).toBe(200)
    }
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/products/${p.id}`, headers: admin.headers })
    ).json<Product>()
    expect(before.averageRating).toBe(3.5)
    const statsBefore = await stats()

    const deleted = await remove(p.id)
    expect(deleted.statusCode).toBe(200)
    expect(Date.parse(deleted.json().undoUntil)).toBeGreaterThan(Date.now())
    const statsDeleted = await stats()
    expect(statsDeleted.approvedProducts).toBe(statsBefore.approvedProducts - 1)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${p.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404)
    expect(await t.db.select().from(ratings).where(eq(ratings.productId, p.id))).toEqual([])
    // The files wait for the undo.
    expect(existsSync(fileOf(before.pictures[0]?.url ?? ''))).toBe(true)

    const restored = await restore(p.id)
    expect(restored.statusCode).toBe(200)
    expect(restored.json<Product>()).toEqual(before)
    expect(await t.db.select().from(ratings).where(eq(ratings.productId, p.id))).toHaveLength(2)
    expect(await stats()).toEqual(statsBefore)
    expect((await auditOf('product.restore', [p.id])).map((e) => e.actorId)).toEqual([
      admin.user.id,
    ])
    const picture = await t.app.inject({ method: 'GET', url: before.pictures[0]?.url ?? '' })
    expect(picture.statusCode).toBe(200)
    // Nothing left in the trash: a second undo finds nothing.
    expect((await restore(p.id)).statusCode).toBe(404)
  })

  it('puts a rejected product back on the waiting list', async () => {
    const p = await uploaded('Rejected by mistake')
    const waiting = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/products/waiting-list?search=Rejected%20by%20mistake',
          headers: admin.headers,
        })
      ).json<ProductListResponse>().total
    expect(await waiting()).toBe(1)
    const statsBefore = await stats()
    expect((await remove(p.id)).statusCode).toBe(200)
    expect(await waiting()).toBe(0)
    expect((await stats()).waitingProducts).toBe(statsBefore.waitingProducts - 1)
    expect((await restore(p.id)).json<Product>().status).toBe('pending')
    expect(await waiting()).toBe(1)
    expect(await stats()).toEqual(statsBefore)
  })

  it('answers 410 once the window has passed and 404 for a product never deleted', async () => {
    const p = await pending('Too late')
    expect((await remove(p.id)).statusCode).toBe(200)
    await expire(p.id, '5 seconds')
    const late = await restore(p.id)
    expect(late.statusCode).toBe(410)
    expect(late.json().message).toBe('The time to undo this deletion has passed.')
    expect(await statuses([p.id])).toEqual([])
    const alive = await pending('Never deleted')
    expect((await restore(alive.id)).statusCode).toBe(404)
    expect((await restore(999_998)).statusCode).toBe(404)
    expect((await restore(alive.id, user.headers)).statusCode).toBe(403)
  })

  it('purges expired trash rows and their files, and nothing else', async () => {
    const gone = await uploaded('Purge me', admin.headers)
    const kept = await uploaded('Keep me a while', admin.headers)
    await remove(gone.id)
    await remove(kept.id)
    await expire(gone.id, '1 hour')
    const files = (p: Product) =>
      p.pictures
        .flatMap((x) => [x.url, x.thumbnailUrl ?? '', x.thumbnailSrcset?.split(' ')[0] ?? ''])
        .map(fileOf)
    expect(files(gone)).toHaveLength(3)
    expect(files(gone).every((f) => existsSync(f))).toBe(true)

    expect(await purgeExpiredProducts({ db: t.db, storage: t.app.ctx.storage })).toBe(1)
    expect(files(gone).some((f) => existsSync(f))).toBe(false)
    expect(files(kept).every((f) => existsSync(f))).toBe(true)
    const trash = await t.db
      .select({ id: deletedProducts.id })
      .from(deletedProducts)
      .where(inArray(deletedProducts.id, [gone.id, kept.id]))
    expect(trash).toEqual([{ id: kept.id }])
    expect((await restore(gone.id)).statusCode).toBe(404)
    expect((await restore(kept.id)).statusCode).toBe(200)
  })
})
