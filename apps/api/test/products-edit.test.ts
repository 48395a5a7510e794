import { renderMessage } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type { Product, WaitingProduct } from '@rihla/contract/products'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, events, products } from '../src/db/schema'
import { createSubcategory, insertProduct } from './factories'
import { errorAnswer, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin', username: 'Amina' })
const owner = useSignedIn(t, { username: 'Omar' })
const stranger = useSignedIn(t, { username: 'Sami' })
let subB: number
let subB2: number
let subC: number
beforeAll(async () => {
  subB = (await createSubcategory(t, 'B', 'Restaurants')).id
  subB2 = (await createSubcategory(t, 'B', 'Cafés')).id
  subC = (await createSubcategory(t, 'C', 'Villas')).id
})

const product = (status: 'pending' | 'approved' = 'approved', createdById?: number) =>
  insertProduct(t, {
    subcategoryId: subB,
    description: 'Couscous.',
    status,
    createdById: createdById ?? null,
  })

type Who = { headers: Record<string, string> }
/** `ifMatch` null: no header at all. */
const edit = (who: Who, id: number, payload: unknown, ifMatch: string | null = '"1"') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: { ...who.headers, ...(ifMatch === null ? {} : { 'if-match': ifMatch }) },
    payload: payload as object,
  })

const rowOf = async (id: number) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'product'),
        eq(auditLog.entityId, id),
        eq(auditLog.action, 'product.update'),
      ),
    )

describe('editing a product (PATCH /api/products/{id})', () => {
  it('an admin fixes the title and price: the product answers with a new ETag', async () => {
    const { id } = await product()
    const res = await edit(admin, id, { title: '  Dinner in Oran ', price: 64.5 })
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBe('"2"')
    expect(res.json<Product>()).toMatchObject({
      id,
      title: 'Dinner in Oran',
      price: 64.5,
      location: 'Tlemcen',
      status: 'approved',
    })
    const read = await t.app.inject({ url: `/api/products/${id}`, headers: admin.headers })
    expect(read.headers.etag).toBe('"2"')
    expect(read.json<Product>().title).toBe('Dinner in Oran')
  })

  it('writes only the changed fields, bumps the version once and audits each before and after', async () => {
    const { id } = await product()
    const res = await edit(admin, id, {
      title: 'Dinner in Tlemcen', // unchanged
      price: '70',
      wilaya: 31,
      category: 'B',
      subcategoryId: subB2,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBe('"2"')
    expect(await rowOf(id)).toMatchObject({ price: 70, wilaya: 31, subcategoryId: subB2 })
    const entries = await auditOf(id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      before: { price: 50, wilaya: '13', subcategoryId: subB },
      after: { price: 70, wilaya: '31', subcategoryId: subB2 },
    })
    expect(Object.keys(entries[0]?.after as object).sort()).toEqual([
      'price',
      'subcategoryId',
      'wilaya',
    ])
    // The live screens are told, in the same transaction as the change.
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'product.update'), eq(events.entityId, id)))
    expect(event).toBeDefined()
  })

  it('an edit that changes nothing writes nothing and keeps the version', async () => {
    const { id } = await product()
    const res = await edit(admin, id, { title: 'Dinner in Tlemcen', price: 50 })
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBe('"1"')
    expect(await auditOf(id)).toHaveLength(0)
  })

  it('a stale version gets 409 with the product as it is now; nothing is written', async () => {
    const { id } = await product()
    expect((await edit(admin, id, { title: 'First save' })).statusCode).toBe(200)
    const second = await edit(admin, id, { price: 99 }, '"1"')
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      ...errorAnswer('generic.stale'),
      current: { id, title: 'First save', price: 50, version: 2 },
    })
    expect(await rowOf(id)).toMatchObject({ price: 50, version: 2 })
  })

  it('an edit without If-Match is refused with 428; the product is unchanged', async () => {
    const { id } = await product()
    const res = await edit(admin, id, { title: 'No version' }, null)
    expect(res.statusCode).toBe(428)
    expect(res.json()).toMatchObject(errorAnswer('generic.versionRequired'))
    expect((await rowOf(id))?.title).toBe('Dinner in Tlemcen')
  })

  it.each(['"abc"', '"6", "7"', '"9999999999"', '"0"', 'W/', ''])(
    'If-Match %j names no version: 412, nothing written',
    async (ifMatch) => {
      const { id } = await product()
      const res = await edit(admin, id, { title: 'Unreadable' }, ifMatch)
      expect(res.statusCode).toBe(412)
      expect(res.json()).toMatchObject(errorAnswer('generic.versionUnreadable'))
      expect((await rowOf(id))?.version).toBe(1)
    },
  )

  it('refuses bad input with 400 and the add form messages, in its order', async () => {
    const { id } = await product()
    const res = await edit(admin, id, { title: ' ', price: -3, wilaya: 59, description: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      ...errorAnswer('product.title'),
      details: [
        MESSAGES.product.title,
        MESSAGES.product.priceInvalid,
        MESSAGES.product.description,
        MESSAGES.product.wilaya,
      ],
    })
    const long = await edit(admin, id, { location: 'x'.repeat(201) })
    expect(long.json()).toMatchObject({
      message: renderMessage('generic.tooLong', { max: 200 }),
    })
    for (const payload of [
      { price: true },
      { wilaya: '0' },
      { category: 'Z' },
      { subcategoryId: 'x' },
      { isE: true },
      { title: null },
      [],
    ]) {
      const refused = await edit(admin, id, payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect((await rowOf(id))?.version).toBe(1)
  })

  it('the category and subcategory must match', async () => {
    const { id } = await product()
    const mismatch = await edit(admin, id, { category: 'C' })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json()).toMatchObject(errorAnswer('product.subcategoryMismatch'))
    const unknown = await edit(admin, id, { subcategoryId: 2_000_000 })
    expect(unknown.json()).toMatchObject(errorAnswer('product.subcategory'))
    const both = await edit(admin, id, { category: 'C', subcategoryId: subC })
    expect(both.statusCode).toBe(200)
    expect(both.json<Product>()).toMatchObject({ category: 'C', subcategoryId: subC })
  })

  it('answers 404 for a product that does not exist', async () => {
    const res = await edit(admin, 2_000_000, { title: 'Nobody' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject(errorAnswer('product.notFound'))
  })
})

describe('who may edit a product', () => {
  it('another user gets 403 with the contract message', async () => {
    const { id } = await product('approved', owner.user.id)
    const res = await edit(stranger, id, { title: 'Mine now' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject(errorAnswer('auth.forbidden'))
    expect((await rowOf(id))?.title).toBe('Dinner in Tlemcen')
    // Someone else's waiting product is not there for them at all, as in its GET.
    const waiting = await product('pending', owner.user.id)
    expect((await edit(stranger, waiting.id, { title: 'x' })).statusCode).toBe(404)
  })

  it("the owner's edit of an approved listing sends it back to the queue as changed", async () => {
    const { id } = await product('approved', owner.user.id)
    const res = await edit(owner, id, { title: 'Dinner and music', price: 55 })
    expect(res.statusCode).toBe(200)
    expect(res.json<Product>().status).toBe('pending')
    const [entry] = await auditOf(id)
    expect(entry).toMatchObject({
      before: { title: 'Dinner in Tlemcen', price: 50, status: 'approved' },
      after: { title: 'Dinner and music', price: 55, status: 'pending' },
    })
    // The moderator sees what changed, with the values last approved.
    const waiting = await t.app.inject({
      url: `/api/products/waiting-list/${id}`,
      headers: admin.headers,
    })
    expect(waiting.json<WaitingProduct>()).toMatchObject({
      status: 'pending',
      changes: { fields: ['title', 'price'], before: { title: 'Dinner in Tlemcen', price: 50 } },
    })
    // A second edit while it waits adds its fields and keeps the values first approved.
    const again = await edit(owner, id, { title: 'Dinner, music', location: 'Oran' }, '"2"')
    expect(again.statusCode).toBe(200)
    const [row] = [await rowOf(id)]
    expect(row?.pendingChanges).toEqual({
      fields: ['title', 'price', 'location'],
      before: { title: 'Dinner in Tlemcen', price: 50, location: 'Tlemcen' },
    })
    // Approving accepts the changes: the listing is no longer marked changed.
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}/accept`,
      headers: { ...admin.headers, 'if-match': '"3"' },
    })
    expect(approve.statusCode).toBe(200)
    expect((await rowOf(id))?.pendingChanges).toBeNull()
  })

  it('an owner’s edit of a new waiting listing is marked changed; an admin edit keeps an approved one approved', async () => {
    const waiting = await product('pending', owner.user.id)
    const details = () =>
      t.app.inject({ url: `/api/products/waiting-list/${waiting.id}`, headers: admin.headers })
    expect((await details()).json<WaitingProduct>().changes).toBeNull()
    expect((await edit(owner, waiting.id, { price: 45 })).statusCode).toBe(200)
    // Whoever opened it before sees what the seller changed since it was submitted.
    expect((await details()).json<WaitingProduct>().changes).toEqual({
      fields: ['price'],
      before: { price: 50 },
      submitted: true,
    })

    const approved = await product('approved', owner.user.id)
    const res = await edit(admin, approved.id, { price: 45 })
    expect(res.json<Product>().status).toBe('approved')
    expect((await rowOf(approved.id))?.pendingChanges).toBeNull()
  })
})

describe('an If-Match the server cannot read is refused on every versioned route', () => {
  const cases = ['"abc"', '"6", "7"', '"9999999999"']

  it.each(cases)('flags, subcategory and phone refuse %j with 412', async (ifMatch) => {
    const { id } = await product()
    const sub = await createSubcategory(t, 'A', `Sub ${ifMatch}`)
    const calls = [
      {
        method: 'PATCH' as const,
        url: `/api/products/${id}/category`,
        payload: { isE: true, isF: false, isG: false, isH: false },
      },
      {
        method: 'PATCH' as const,
        url: `/api/products/sub-categories/${sub.id}?lang=en`,
        payload: { nameAr: 'أ', nameFr: 'Changé', nameEn: 'Changed', category: 'A' },
      },
      { method: 'PUT' as const, url: '/api/users/admin', payload: { phoneNumber: '0555123123' } },
    ]
    for (const call of calls) {
      const res = await t.app.inject({
        ...call,
        headers: { ...admin.headers, 'if-match': ifMatch },
      })
      expect(res.statusCode, call.url).toBe(412)
      expect(res.json()).toMatchObject(errorAnswer('generic.versionUnreadable'))
    }
    expect((await rowOf(id))?.isE).toBe(false)
  })
})
