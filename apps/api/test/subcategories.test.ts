import { MESSAGES } from '@rihla/contract/messages'
import type { Subcategory } from '@rihla/contract/subcategories'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, products, subcategories } from '../src/db/schema'
import { createSubcategory } from './factories'
import { useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })
const user = useSignedIn(t)

const BASE = '/api/products/sub-categories'
const body = { nameAr: 'شقق', nameFr: 'Appartements', nameEn: 'Apartments', category: 'C' }
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

describe('subcategories', () => {
  it('creates one, answers it in the asked language, and lists it with its product count', async () => {
    const created = await call('POST', BASE, body)
    expect(created.statusCode).toBe(201)
    const sub = created.json<Subcategory>()
    expect(sub).toMatchObject({ ...body, name: 'شقق', productCount: 0 })

    for (const [lang, name] of [
      ['ar', 'شقق'],
      ['fr', 'Appartements'],
      ['en', 'Apartments'],
    ]) {
      const one = await call('GET', `${BASE}/${sub.id}?lang=${lang}`, undefined, user.headers)
      expect(one.json<Subcategory>().name).toBe(name)
    }
    const list = await call('GET', `${BASE}?lang=fr`, undefined, user.headers)
    expect(list.statusCode).toBe(200)
    expect(list.json<Subcategory[]>().find((s) => s.id === sub.id)?.name).toBe('Appartements')
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subcategory.create'))
    expect(entry?.entityId).toBe(sub.id)
  })

  it('requires the three names and a category among the four codes', async () => {
    const m = MESSAGES.subcategory
    const res = await call('POST', BASE, { nameAr: ' ', category: 'E' })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([m.nameAr, m.nameFr, m.nameEn, m.category])
    expect((await call('POST', BASE, { ...body, category: 'a' })).statusCode).toBe(400)
    expect((await call('PATCH', `${BASE}/1`, { ...body, nameEn: '' })).json().details).toEqual([
      m.nameEn,
    ])
  })

  it('updates names and category, and answers 404 for an unknown id', async () => {
    const sub = await createSubcategory(t, 'B', 'Cafes')
    const res = await call('PATCH', `${BASE}/${sub.id}?lang=en`, {
      ...body,
      nameEn: 'Flats',
      category: 'D',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<Subcategory>()).toMatchObject({ name: 'Flats', category: 'D' })
    expect((await call('PATCH', `${BASE}/999999`, body)).statusCode).toBe(404)
    expect((await call('GET', `${BASE}/999999`)).json()).toEqual({
      message: MESSAGES.subcategory.notFound,
      code: 'subcategory.notFound',
    })
  })

  it('refuses to delete a subcategory in use (409) and loses nothing', async () => {
    const sub = await createSubcategory(t, 'A', 'Hajj')
    await t.db.insert(products).values({
      title: 'Hajj 2027',
      price: 5000,
      location: 'Oran',
      wilaya: 31,
      category: 'A',
      subcategoryId: sub.id,
      description: 'd',
      status: 'approved',
    })
    const res = await call('DELETE', `${BASE}/${sub.id}?lang=ar`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: MESSAGES.subcategory.inUse, code: 'subcategory.inUse' })
    expect(
      await t.db.select().from(subcategories).where(eq(subcategories.id, sub.id)),
    ).toHaveLength(1)
    expect(
      await t.db.select().from(products).where(eq(products.subcategoryId, sub.id)),
    ).toHaveLength(1)
    const move = await call('PATCH', `${BASE}/${sub.id}`, { ...body, category: 'B' })
    expect(move.statusCode).toBe(409)
  })

  it('deletes an unused subcategory with an audit entry', async () => {
    const sub = await createSubcategory(t, 'D', 'Trips')
    const res = await call('DELETE', `${BASE}/${sub.id}?lang=ar`)
    expect(res.statusCode).toBe(200)
    expect(await t.db.select().from(subcategories).where(eq(subcategories.id, sub.id))).toEqual([])
    expect((await call('DELETE', `${BASE}/${sub.id}`)).statusCode).toBe(404)
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subcategory.delete'))
    expect(entry?.before).toMatchObject({ nameEn: 'Trips en', category: 'D' })
  })

  it('lets non-admins read but not change', async () => {
    expect((await call('GET', BASE, undefined, user.headers)).statusCode).toBe(200)
    expect((await call('POST', BASE, body, user.headers)).statusCode).toBe(403)
    expect((await call('PATCH', `${BASE}/1`, body, user.headers)).statusCode).toBe(403)
    expect((await call('DELETE', `${BASE}/1`, undefined, user.headers)).statusCode).toBe(403)
  })
})

describe('POST /api/products/sub-categories/:id/move-and-delete', () => {
  const addProducts = (subcategoryId: number, category: 'A' | 'B', n: number) =>
    t.db
      .insert(products)
      .values(
        Array.from({ length: n }, (_, i) => ({
          title: `Moved ${i}`,
          price: 100,
          location: 'Oran',
          wilaya: 31,
          category,
          subcategoryId,
          description: 'd',
          status: 'approved' as const,
        })),
      )
      .returning({ id: products.id })
  const productsOf = async (subcategoryId: number) =>
    (await t.db.select().from(products).where(eq(products.subcategoryId, subcategoryId))).length
  const move = (id: number, targetId: unknown, headers = admin.headers) =>
    call('POST', `${BASE}/${id}/move-and-delete`, { targetId }, headers)

  it('moves every product to the chosen subcategory, deletes the old one and audits both, in one step', async () => {
    const from = await createSubcategory(t, 'B', 'Cafes')
    const to = await createSubcategory(t, 'B', 'Restaurants')
    const moved = await addProducts(from.id, 'B', 3)
    const res = await move(from.id, to.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: MESSAGES.subcategory.movedAndDeleted, moved: 3 })
    expect(await productsOf(to.id)).toBe(3)
    expect((await call('GET', `${BASE}/${from.id}`)).statusCode).toBe(404)
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, from.id))
      .orderBy(auditLog.id)
    expect(entry).toMatchObject({
      action: 'subcategory.delete',
      entity: 'subcategory',
      after: { movedTo: to.id, moved: 3 },
    })
    expect(moved).toHaveLength(3)
  })

  it('refuses another category, itself, an unknown target or a bad body (400) and changes nothing', async () => {
    const from = await createSubcategory(t, 'A', 'Omra')
    const other = await createSubcategory(t, 'B', 'Snacks')
    await addProducts(from.id, 'A', 2)
    const refusal = { message: MESSAGES.subcategory.moveTarget, code: 'subcategory.moveTarget' }
    for (const target of [other.id, from.id, 2_000_000_000, 'x', 0]) {
      const res = await move(from.id, target)
      expect(res.statusCode, String(target)).toBe(400)
      expect(res.json()).toMatchObject(refusal)
    }
    expect(await productsOf(from.id)).toBe(2)
    expect((await move(2_000_000_001, from.id)).statusCode).toBe(404)
    expect((await move(from.id, other.id, user.headers)).statusCode).toBe(403)
  })

  it('is race-safe: crossed moves and a move against a delete never lose or orphan a product', async () => {
    const a = await createSubcategory(t, 'A', 'Race A')
    const b = await createSubcategory(t, 'A', 'Race B')
    await addProducts(a.id, 'A', 2)
    await addProducts(b.id, 'A', 2)
    // A into B and B into A at once: the locks are taken in id order, so one waits for the
    // other, then finds its target gone (400); no deadlock, all four end up together.
    const crossed = await Promise.all([move(a.id, b.id), move(b.id, a.id)])
    expect(crossed.map((r) => r.statusCode).sort()).toEqual([200, 400])
    const kept = crossed[0]?.statusCode === 200 ? b.id : a.id
    expect(await productsOf(kept)).toBe(4)

    // Moving into C while C is deleted: either C went first (400, products stay) or the move
    // did (C is then in use: 409); never products pointing at nothing.
    const c = await createSubcategory(t, 'A', 'Race C')
    const [moved, deleted] = await Promise.all([
      move(kept, c.id),
      call('DELETE', `${BASE}/${c.id}?lang=ar`),
    ])
    expect([
      [200, 409],
      [400, 200],
    ]).toContainEqual([moved.statusCode, deleted.statusCode])
    const where = moved.statusCode === 200 ? c.id : kept
    expect(await productsOf(where)).toBe(4)
  })
})
