import { readDetails } from '@rihla/contract/message-codes'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../src/db/schema'
import { createSubcategory, insertProduct } from './factories'
import { errorAnswer, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const amina = useSignedIn(t, { role: 'admin', username: 'Amina' })
const bilal = useSignedIn(t, { role: 'admin', username: 'Bilal' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})

const product = (title: string, status: 'pending' | 'approved' = 'approved') =>
  insertProduct(t, { subcategoryId: subId, title, description: 'Couscous.', status })

const FLAGS = { isE: true, isF: false, isG: false, isH: false }

describe('no lost updates on the product flags (If-Match)', () => {
  it('a save from the version read passes; a stale one gets 409 with the current flags', async () => {
    const { id } = await product('Flagged twice')
    const read = await t.app.inject({ url: `/api/products/${id}`, headers: amina.headers })
    expect(read.headers.etag).toBe('"1"')
    const save = (who: typeof amina, ifMatch: string | undefined, flags: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/products/${id}/category`,
        headers: { ...who.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        payload: flags,
      })
    const first = await save(amina, '"1"', FLAGS)
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toBe('"2"')
    // Bilal read version 1 too and now saves other flags: refused, told what is there now.
    const second = await save(bilal, '"1"', { ...FLAGS, isE: false, isH: true })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      ...errorAnswer('generic.stale'),
      current: { id, isE: true, isH: false, version: 2 },
    })
    const [row] = await t.db.select().from(products).where(eq(products.id, id))
    expect(row).toMatchObject({ isE: true, isH: false, version: 2 })
    // Reapplied from the current version, it passes; the seed's client (no If-Match) too.
    expect((await save(bilal, '"2"', { ...FLAGS, isH: true })).headers.etag).toBe('"3"')
    expect((await save(bilal, undefined, FLAGS)).statusCode).toBe(200)
  })

  it('an approval moves the version, so flags read before it are stale', async () => {
    const { id } = await product('Approved meanwhile', 'pending')
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}/accept`,
      headers: { ...amina.headers, 'if-match': '"1"' },
    })
    expect(approve.statusCode).toBe(200)
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}/category`,
      headers: { ...bilal.headers, 'if-match': '"1"' },
      payload: FLAGS,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ status: 'approved', version: 2 })
  })
})

describe('no lost updates on the admin phone (If-Match)', () => {
  it('a save from an older version gets 409 with the number on record', async () => {
    const read = await t.app.inject({ url: '/api/users/admin', headers: amina.headers })
    expect(read.statusCode).toBe(200)
    const version = read.headers.etag
    expect(version).toBe('"1"')
    const save = (phoneNumber: string, ifMatch?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/admin',
        headers: { ...amina.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        payload: { phoneNumber },
      })
    // One tab saves from version 1…
    const first = await save('+213555000111', version)
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toBe('"2"')
    // …the other, still on version 1, is refused and shown the number now on record.
    const second = await save('+213555000222', version)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      ...errorAnswer('generic.stale'),
      current: { id: amina.user.id, phoneNumber: '+213555000111', version: 2 },
    })
    expect(second.json().current).not.toHaveProperty('passwordHash')
    expect((await save('+213555000222', '"2"')).headers.etag).toBe('"3"')
  })
})

describe('a reject (DELETE of a waiting product) respects claims', () => {
  it('is refused with 409 naming who reviews it, unless taken over', async () => {
    const { id } = await product('Under review', 'pending')
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/products/waiting-list/${id}/claim`,
      headers: amina.headers,
      payload: {},
    })
    expect(claim.statusCode).toBe(200)
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: bilal.headers,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject(errorAnswer('product.claimed', { name: 'Amina' }))
    expect(readDetails('product.claimed', refused.json().details)?.name).toBe('Amina')
    expect(await t.db.select().from(products).where(eq(products.id, id))).toHaveLength(1)

    const takenOver = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}?takeOver=true`,
      headers: bilal.headers,
    })
    expect(takenOver.statusCode).toBe(200)
    expect(await t.db.select().from(products).where(eq(products.id, id))).toHaveLength(0)
  })

  it('the holder of the claim rejects without asking', async () => {
    const { id } = await product('Mine to reject', 'pending')
    await t.app.inject({
      method: 'POST',
      url: `/api/products/waiting-list/${id}/claim`,
      headers: amina.headers,
      payload: {},
    })
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: amina.headers,
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('a reject from the queue (DELETE ?waiting=true) of a product decided meanwhile', () => {
  it('says who approved it and when, and leaves the approved product alone', async () => {
    const { id } = await product('Approved first', 'pending')
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}/accept`,
      headers: { ...amina.headers, 'if-match': '"1"' },
    })
    expect(approve.statusCode).toBe(200)
    const reject = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}?waiting=true`,
      headers: { ...bilal.headers, 'if-match': '"1"' },
    })
    expect(reject.statusCode).toBe(409)
    expect(reject.json().code).toBe('product.alreadyApproved')
    expect(readDetails('product.alreadyApproved', reject.json().details)?.name).toBe('Amina')
    expect(await t.db.select().from(products).where(eq(products.id, id))).toHaveLength(1)
  })

  it('says who rejected it when it is already in the trash', async () => {
    const { id } = await product('Rejected first', 'pending')
    const first = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}?waiting=true`,
      headers: { ...amina.headers, 'if-match': '"1"' },
    })
    expect(first.statusCode).toBe(200)
    const second = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}?waiting=true`,
      headers: { ...bilal.headers, 'if-match': '"1"' },
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('product.alreadyRejected')
    // Without the flag, the seed's DELETE of a product gone is still a 404.
    const plain = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: bilal.headers,
    })
    expect(plain.statusCode).toBe(404)
  })
})
