import type { SearchResponse } from '@rihla/contract/search'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDatabase } from '../src/db/seed'
import { localStorage } from '../src/lib/storage-local'
import { createSubcategory, postProduct } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await seedDatabase(t.db, localStorage(t.config.uploadsDir), {
    demo: true,
    admin: { email: 'seed@rihla.dz', password: 'Seed@2026' },
    users: 10,
    products: 24,
    banners: 0,
  })
  headers = (await signedIn(t, { role: 'admin', username: 'Villa Lover' })).headers
})
afterAll(() => t.close())

const search = async (q: string, extra = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers,
  })
  expect(res.statusCode).toBe(200)
  return res.json<SearchResponse>()
}

describe('GET /api/search', () => {
  it('finds users, products and subcategories matching a term', async () => {
    const result = await search('villa')
    expect(result.users.map((u) => u.username)).toContain('Villa Lover')
    expect(result.products.length).toBeGreaterThan(0)
    for (const p of result.products) expect(p.title.toLowerCase()).toContain('villa')
    expect(result.subcategories.map((s) => s.name)).toEqual(['Villas'])
  })

  it('matches and names subcategories in the asked language', async () => {
    const result = await search('فيلات', '&lang=ar')
    expect(result.subcategories).toEqual([{ id: expect.any(Number), name: 'فيلات', category: 'C' }])
  })

  it('caps each kind at the limit and refuses an empty term', async () => {
    const result = await search('a', '&limit=2')
    expect(result.products.length).toBeLessThanOrEqual(2)
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=%20', headers })
    expect(res.statusCode).toBe(400)
  })

  it('gives each product its first picture, signed while it waits and public once approved', async () => {
    const sub = await createSubcategory(t, 'A', 'Thumbs')
    const user = await signedIn(t, { role: 'user' })
    const waiting = await postProduct(t, user.headers, {
      title: 'Zqthumb waiting trek',
      subcategoryId: sub.id,
    })
    const approved = await postProduct(t, headers, {
      title: 'Zqthumb approved trek',
      subcategoryId: sub.id,
    })
    const found = (await search('zqthumb')).products
    const thumbOf = (id: number) => found.find((p) => p.id === id)?.thumbnailUrl ?? ''
    expect(thumbOf(waiting.id)).toMatch(/-thumb\.webp\?expires=\d+&signature=[\w-]{43}$/)
    expect(thumbOf(approved.id)).toMatch(/-thumb\.webp$/)
    for (const url of [thumbOf(waiting.id), thumbOf(approved.id)]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    }
    // Without its signature, the waiting product's picture is not served.
    const unsigned = thumbOf(waiting.id).split('?')[0] ?? ''
    expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404)
  })
})
