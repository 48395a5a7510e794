import type { Subcategory, SubcategoryPage } from '@rihla/contract/subcategories'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSubcategory, insertPendingProduct } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

let t: TestApp
let headers: Record<string, string>
const created: Array<{ id: number }> = []
beforeAll(async () => {
  t = await createTestApp()
  ;({ headers } = await signedIn(t, { role: 'admin' }))
  // Twelve subcategories: 'S01' … 'S12', the odd ones in category C (house rentals).
  for (let i = 1; i <= 12; i++) {
    created.push(await createSubcategory(t, i % 2 ? 'C' : 'A', `S${String(i).padStart(2, '0')}`))
  }
  const [third] = created.slice(2)
  if (!third) throw new Error('no subcategory')
  for (const title of ['One', 'Two']) await insertPendingProduct(t, third.id, title)
})
afterAll(() => t.close())

const BASE = '/api/products/sub-categories'
const get = (query: string) => t.app.inject({ method: 'GET', url: `${BASE}?${query}`, headers })

describe('subcategories paged by the server', () => {
  it('still answers every subcategory as an array without `page`', async () => {
    const res = await get('lang=en')
    expect(res.statusCode).toBe(200)
    expect(res.json<Subcategory[]>()).toHaveLength(12)
  })

  it('answers pages of 10 by default with the page meta, no row twice', async () => {
    const first = (await get('page=1&lang=en')).json<SubcategoryPage>()
    const second = (await get('page=2&lang=en')).json<SubcategoryPage>()
    expect(first.meta).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 })
    expect(second.meta).toMatchObject({ page: 2, total: 12 })
    expect([...first.data, ...second.data].map((s) => s.id)).toEqual(created.map((s) => s.id))
    expect((await get('page=3&lang=en')).json<SubcategoryPage>().data).toEqual([])
  })

  it('searches the names and the category names, sorts by name and by product count', async () => {
    const byName = (await get('page=1&search=s05&lang=fr')).json<SubcategoryPage>()
    expect(byName.data.map((s) => s.name)).toEqual(['S05 fr'])
    const byId = (await get(`page=1&search=${created[4]?.id}&lang=en`)).json<SubcategoryPage>()
    expect(byId.data.map((s) => s.name)).toEqual(['S05 en'])
    const rentals = (await get('page=1&search=maisons&limit=100')).json<SubcategoryPage>()
    expect(rentals.meta.total).toBe(6)
    expect(rentals.data.every((s) => s.category === 'C')).toBe(true)
    const desc = (await get('page=1&sort=name&order=desc&lang=en')).json<SubcategoryPage>()
    expect(desc.data[0]?.name).toBe('S12 en')
    const used = (await get('page=1&sort=productCount&order=desc')).json<SubcategoryPage>()
    expect(used.data[0]).toMatchObject({ id: created[2]?.id, productCount: 2 })
  })

  it('refuses a page that is not a number, a size over 100 and an unknown sort', async () => {
    for (const query of ['page=x', 'page=1&limit=101', 'page=1&sort=price']) {
      expect((await get(query)).statusCode, query).toBe(400)
    }
  })
})
