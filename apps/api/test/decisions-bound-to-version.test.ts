import { renderMessage } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type {
  BulkDecisionResponse,
  ReviewConflictProduct,
  WaitingProduct,
} from '@rihla/contract/products'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, products } from '../src/db/schema'
import { createSubcategory, image, multipart, postProduct } from './factories'
import { useSignedIn, useTestApp } from './helpers'

/**
 * The attack: a seller edits a waiting listing after a moderator opened and claimed it; the
 * moderator's decision names the version they reviewed, so it publishes nothing else.
 */
const t = useTestApp()
const moderator = useSignedIn(t, { role: 'moderator', username: 'Meriem' })
const admin = useSignedIn(t, { role: 'admin', username: 'Anis' })
const seller = useSignedIn(t, { username: 'Karim' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'A')).id
}, 60_000)

type Who = { headers: Record<string, string> }
const SCAM = 'SCAM - pay by wire to 0550 00 00 00'

const send = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  ifMatch?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    ...(payload ? { payload } : {}),
  })

/** The moderator opens the waiting listing and claims it: the version they review. */
async function openAndClaim(id: number) {
  const details = await send(moderator, 'GET', `/api/products/waiting-list/${id}`)
  expect(details.statusCode).toBe(200)
  const claim = await send(
    moderator,
    'POST',
    `/api/products/waiting-list/${id}/claim`,
    undefined,
    {},
  )
  expect(claim.statusCode).toBe(200)
  return String(details.headers.etag)
}

/** The seller changes the title and adds a picture, each from the version they read. */
async function sellerSwaps(id: number) {
  const read = await send(seller, 'GET', `/api/products/${id}`)
  const edited = await send(seller, 'PATCH', `/api/products/${id}`, String(read.headers.etag), {
    title: SCAM,
  })
  expect(edited.statusCode).toBe(200)
  const body = multipart({}, [{ field: 'pictures', filename: 'wire.png', data: await image() }])
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/pictures`,
    headers: { ...seller.headers, ...body.headers, 'if-match': String(edited.headers.etag) },
    payload: body.payload,
  })
  expect(added.statusCode).toBe(201)
  return String(added.headers.etag)
}

async function statusOf(id: number) {
  const [row] = await t.db
    .select({ status: products.status, title: products.title })
    .from(products)
    .where(eq(products.id, id))
  return row
}

const decisionsOf = (id: number) =>
  t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.entity, 'product')))
    .then((rows) => rows.map((row) => row.action).filter((a) => a !== 'product.update'))

describe('a decision bound to the version reviewed', () => {
  it('answers the waiting details with the version as ETag', async () => {
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const details = await send(moderator, 'GET', `/api/products/waiting-list/${listing.id}`)
    expect(details.headers.etag).toBe('"1"')
    const list = await send(moderator, 'GET', '/api/products/waiting-list?limit=50')
    const row = list.json().products.find((p: { id: number }) => p.id === listing.id)
    expect(row.version).toBe(1)
  })

  it('a seller’s edit after the moderator opened it ends the claim and shows as changes', async () => {
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    await openAndClaim(listing.id)
    await sellerSwaps(listing.id)
    const claims = await send(moderator, 'GET', '/api/products/waiting-list/claims')
    expect(claims.json().map((c: { productId: number }) => c.productId)).not.toContain(listing.id)
    const details = await send(moderator, 'GET', `/api/products/waiting-list/${listing.id}`)
    const { changes, pictures } = details.json<WaitingProduct>()
    expect(changes?.fields).toEqual(['title', 'pictures'])
    expect(changes?.submitted).toBe(true)
    expect(changes?.before).toEqual({ title: 'Omra', pictures: [pictures[0]?.id] })
    expect(details.headers.etag).toBe('"3"')
  })

  it('an approve with the old version answers 409 with what changed and publishes nothing', async () => {
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const reviewed = await openAndClaim(listing.id)
    await sellerSwaps(listing.id)
    const refused = await send(moderator, 'PATCH', `/api/products/${listing.id}/accept`, reviewed)
    expect(refused.statusCode).toBe(409)
    const answer = refused.json<{ code: string; details: string[] }>()
    expect(answer).toMatchObject({
      message: MESSAGES.product.changedSinceReview,
      code: 'product.changedSinceReview',
      details: ['title', 'pictures'],
    })
    const current = refused.json<{ current: ReviewConflictProduct }>().current
    expect(current).toMatchObject({ id: listing.id, title: SCAM, version: 3, status: 'pending' })
    expect(current.changed).toEqual(['title', 'pictures'])
    expect(current.pictures).toHaveLength(2)
    expect(await statusOf(listing.id)).toEqual({ status: 'pending', title: SCAM })
    expect(await decisionsOf(listing.id)).toEqual(['product.create'])
  })

  it('a bulk approve with an old version answers 409 naming it and decides none', async () => {
    const clean = await postProduct(t, seller.headers, { title: 'Hajj', subcategoryId: subId })
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const reviewed = Number(JSON.parse(await openAndClaim(listing.id)))
    await sellerSwaps(listing.id)
    const refused = await send(moderator, 'POST', '/api/products/waiting-list/bulk', undefined, {
      action: 'approve',
      items: [
        { id: clean.id, version: 1 },
        { id: listing.id, version: reviewed },
      ],
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      message: renderMessage('product.bulkChanged', { ids: String(listing.id) }),
      code: 'product.bulkChanged',
      details: [String(listing.id)],
    })
    const [now] = refused.json<{ current: { products: ReviewConflictProduct[] } }>().current
      .products
    expect(now).toMatchObject({ id: listing.id, title: SCAM, changed: ['title', 'pictures'] })
    expect((await statusOf(clean.id))?.status).toBe('pending')
    expect((await statusOf(listing.id))?.status).toBe('pending')
  })

  it('a reject or the queue’s delete with an old version answers 409 too', async () => {
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const reviewed = await openAndClaim(listing.id)
    await sellerSwaps(listing.id)
    const reject = await send(moderator, 'POST', `/api/products/${listing.id}/reject`, reviewed, {
      reason: 'duplicate',
    })
    expect(reject.statusCode).toBe(409)
    expect(reject.json().code).toBe('product.changedSinceReview')
    const url = `/api/products/${listing.id}?waiting=true`
    const removed = await send(moderator, 'DELETE', url, reviewed)
    expect(removed.statusCode).toBe(409)
    expect(removed.json().code).toBe('product.changedSinceReview')
    // The seed's plain DELETE, which names no version, is checked when it sends one.
    const plain = await send(moderator, 'DELETE', `/api/products/${listing.id}`, reviewed)
    expect(plain.statusCode).toBe(409)
    expect(await statusOf(listing.id)).toEqual({ status: 'pending', title: SCAM })
  })

  it('with the new version it decides, and the undo names the version the decision answered', async () => {
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    await openAndClaim(listing.id)
    await sellerSwaps(listing.id)
    const fresh = await openAndClaim(listing.id)
    const approved = await send(moderator, 'PATCH', `/api/products/${listing.id}/accept`, fresh)
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'approved', title: SCAM })
    const decided = String(approved.headers.etag)
    expect(decided).toBe('"4"')
    const stale = await send(moderator, 'POST', `/api/products/${listing.id}/undo`, fresh)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().details).toEqual(['status'])
    const undone = await send(moderator, 'POST', `/api/products/${listing.id}/undo`, decided)
    expect(undone.statusCode).toBe(200)
    expect(undone.json().status).toBe('pending')
    expect(undone.headers.etag).toBe('"5"')
  })

  it('an undo after the approved listing changed answers 409 naming the change', async () => {
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const reviewed = await openAndClaim(listing.id)
    const approved = await send(moderator, 'PATCH', `/api/products/${listing.id}/accept`, reviewed)
    const decided = String(approved.headers.etag)
    const edited = await send(admin, 'PATCH', `/api/products/${listing.id}`, decided, {
      price: 1,
    })
    expect(edited.statusCode).toBe(200)
    const refused = await send(moderator, 'POST', `/api/products/${listing.id}/undo`, decided)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ details: ['price'], current: { price: 1 } })
    expect((await statusOf(listing.id))?.status).toBe('approved')
  })

  it('a bulk decision and its undo with the versions shown work, all or nothing', async () => {
    const one = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const two = await postProduct(t, seller.headers, { title: 'Hajj', subcategoryId: subId })
    await sellerSwaps(two.id)
    const list = await send(moderator, 'GET', '/api/products/waiting-list?limit=50')
    const items = list
      .json<{ products: Array<{ id: number; version: number }> }>()
      .products.filter((p) => p.id === one.id || p.id === two.id)
      .map(({ id, version }) => ({ id, version }))
    expect(items).toHaveLength(2)
    const bulk = await send(moderator, 'POST', '/api/products/waiting-list/bulk', undefined, {
      action: 'reject',
      reason: 'duplicate',
      items,
    })
    expect(bulk.statusCode).toBe(200)
    const answer = bulk.json<BulkDecisionResponse>()
    expect(answer.items).toEqual([
      { id: one.id, version: 2 },
      { id: two.id, version: 4 },
    ])
    const staleUndo = await send(
      moderator,
      'POST',
      '/api/products/waiting-list/bulk/undo',
      undefined,
      {
        items: [answer.items[0], { id: two.id, version: 3 }],
      },
    )
    expect(staleUndo.statusCode).toBe(409)
    expect((await statusOf(one.id))?.status).toBe('rejected')
    const undo = await send(moderator, 'POST', '/api/products/waiting-list/bulk/undo', undefined, {
      items: answer.items,
    })
    expect(undo.statusCode).toBe(200)
    expect((await statusOf(two.id))?.status).toBe('pending')
  })

  it('without a version a decision is refused: 428, or 400 for a bulk item', async () => {
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const id = listing.id
    const required = { code: 'generic.versionRequired' }
    expect((await send(moderator, 'PATCH', `/api/products/${id}/accept`)).json()).toMatchObject(
      required,
    )
    const reject = await send(moderator, 'POST', `/api/products/${id}/reject`, undefined, {
      reason: 'duplicate',
    })
    expect(reject.statusCode).toBe(428)
    expect((await send(moderator, 'POST', `/api/products/${id}/undo`)).statusCode).toBe(428)
    expect((await send(moderator, 'DELETE', `/api/products/${id}?waiting=true`)).statusCode).toBe(
      428,
    )
    const bulk = await send(moderator, 'POST', '/api/products/waiting-list/bulk', undefined, {
      action: 'approve',
      items: [{ id }],
    })
    expect(bulk.statusCode).toBe(400)
    const ids = await send(moderator, 'POST', '/api/products/waiting-list/bulk', undefined, {
      action: 'approve',
      ids: [id],
    })
    expect(ids.statusCode).toBe(400)
    expect((await statusOf(id))?.status).toBe('pending')
  })

  it('the seed’s plain DELETE of a waiting listing, which names no version, still rejects it', async () => {
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const removed = await send(admin, 'DELETE', `/api/products/${listing.id}`)
    expect(removed.statusCode).toBe(200)
    expect(await decisionsOf(listing.id)).toEqual(['product.create', 'product.reject'])
  })
})
