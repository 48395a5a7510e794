import { describe, expect, it } from 'vitest'
import { createSubcategory } from './factories'
import { errorAnswer, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })

const URL = '/api/products/sub-categories'

describe('no lost updates on a subcategory (If-Match)', () => {
  it('a save from the version read passes; a stale one gets 409 with the current values', async () => {
    const sub = await createSubcategory(t, 'B', 'Cafés')
    const read = await t.app.inject({
      method: 'GET',
      url: `${URL}/${sub.id}?lang=en`,
      headers: admin.headers,
    })
    expect(read.headers.etag).toBe('"1"')
    const body = { nameAr: 'مقاهي', nameFr: 'Cafés', nameEn: 'Coffee shops', category: 'B' }
    // Tab one saves from version 1: accepted, version 2.
    const first = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${sub.id}?lang=en`,
      headers: { ...admin.headers, 'if-match': '"1"' },
      payload: body,
    })
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toBe('"2"')
    // Tab two still holds version 1: refused, told what is there now.
    const second = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${sub.id}?lang=en`,
      headers: { ...admin.headers, 'if-match': '"1"' },
      payload: { ...body, nameEn: 'Cafes' },
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      ...errorAnswer('generic.stale'),
      current: { id: sub.id, name: 'Coffee shops', nameEn: 'Coffee shops', version: 2 },
    })
    // A client that sends no version (the seed's) is not checked.
    const seedClient = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${sub.id}?lang=en`,
      headers: admin.headers,
      payload: { ...body, nameEn: 'Cafes' },
    })
    expect(seedClient.statusCode).toBe(200)
    expect(seedClient.headers.etag).toBe('"3"')
  })
})
