import { MESSAGES } from '@rihla/contract/messages'
import type { Subcategory } from '@rihla/contract/subcategories'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, products, subcategories } from '../src/db/schema'
import { createSubcategory } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

let t: TestApp
let admin: Awaited<ReturnType<typeof signedIn>>
let user: Awaited<ReturnType<typeof signedIn>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await signedIn(t, { role: 'admin' })
  user = await signedIn(t)
})
afterAll(() => t.close())

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
