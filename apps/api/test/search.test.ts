import type { SearchResponse } from '@rihla/contract/search'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDatabase } from '../src/db/seed'
import { localStorage } from '../src/lib/storage-local'
import { createSubcategory, postProduct } from './factories'
import { signedIn, useTestApp } from './helpers'

const t = useTestApp()
let headers: Record<string, string>
beforeAll(async () => {
  await seedDatabase(t.db, localStorage(t.config.uploadsDir), {
    demo: true,
    admin: { email: 'seed@rihla.dz', password: 'Seed@2026' },
    users: 10,
    products: 24,
    banners: 0,
  })
  headers = (await signedIn(t, { role: 'admin', username: 'Villa Lover' })).headers
})

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

  it('gives each product its first picture’s square, signed while it waits and public once approved', async () => {
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
    // The square for list cells (128 px), the smallest file: the option shows it at 32 px.
    expect(thumbOf(waiting.id)).toMatch(/-small\.webp\?expires=\d+&signature=[\w-]{43}$/)
    expect(thumbOf(approved.id)).toMatch(/-small\.webp$/)
    for (const url of [thumbOf(waiting.id), thumbOf(approved.id)]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    }
    // Without its signature, the waiting product's picture is not served.
    const unsigned = thumbOf(waiting.id).split('?')[0] ?? ''
    expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404)
  })
})

type Listed = { products: Array<{ title: string; wilaya: string; category: string }> }
type UserListed = { data: Array<{ username: string }> }

const list = async <T>(path: string, term: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}?limit=100&search=${encodeURIComponent(term)}`,
    headers,
  })
  expect(res.statusCode).toBe(200)
  return res.json<T>()
}

describe('search reads what staff type (decision 018)', () => {
  it.each([
    ['فندق', 'فُندُق الأمير — وسط المدينة', 'فندق الأمير'],
    ['فُندُق', 'فُندُق الأمير — وسط المدينة', 'فندق الأمير'],
    ['Sejour', 'Séjour en famille — Béjaïa', 'Séjour Évasion'],
    ['SÉJOUR', 'Séjour en famille — Béjaïa', 'Séjour Évasion'],
    ['0555123456', 'فُندُق الأمير — وسط المدينة', 'فندق الأمير'],
    ['+213 555 12 34 56', 'فُندُق الأمير — وسط المدينة', 'فندق الأمير'],
    ['٠٥٥٥١٢٣٤٥٦', 'فُندُق الأمير — وسط المدينة', 'فندق الأمير'],
    ['Oran', 'Corniche weekend — Oran', 'Agence Oran Voyages'],
  ])(
    '%s finds the product and the user it means, in the lists and the top bar',
    async (term, title, username) => {
      const products = await list<Listed>('/api/products', term)
      expect(products.products.map((p) => p.title)).toContain(title)
      const people = await list<UserListed>('/api/users', term)
      expect(people.data.map((u) => u.username)).toContain(username)
      const top = await search(term, '&limit=20')
      expect(top.products.map((p) => p.title)).toContain(title)
      expect(top.users.map((u) => u.username)).toContain(username)
    },
  )

  it.each(['Oran', 'وهران', '31', '٣١'])(
    '%s finds every product of wilaya 31 and only those named so',
    async (term) => {
      const all = await list<Listed>('/api/products', '')
      const inOran = all.products.filter((p) => p.wilaya === '31').map((p) => p.title)
      const found = await list<Listed>('/api/products', term)
      expect(inOran.length).toBeGreaterThan(1)
      expect(found.products.map((p) => p.title)).toEqual(expect.arrayContaining(inOran))
    },
  )

  it('a word of the product and its wilaya in another script find it together', async () => {
    // Wilaya names are matched through the wilaya column, not the document (decision 028).
    const all = await list<Listed>('/api/products', '')
    const inOran = all.products.find((p) => p.wilaya === '31' && !/oran/i.test(p.title))
    expect(inOran).toBeDefined()
    const word = (inOran?.title ?? '').split(' ').find((w) => w.length >= 4) ?? ''
    const titles = async (term: string) =>
      (await list<Listed>('/api/products', term)).products.map((p) => p.title)
    expect(await titles(`${word} وهران`)).toContain(inOran?.title)
    // Part of a name finds it, as part of a document does; another wilaya's name does not.
    expect(await titles(`${word} هران`)).toContain(inOran?.title)
    expect(await titles(`${word} الاغواط`)).not.toContain(inOran?.title)
  })

  it('a category named in French finds its products', async () => {
    const found = await list<Listed>('/api/products', 'location de maisons')
    expect(found.products.length).toBeGreaterThan(0)
    expect(new Set(found.products.map((p) => p.category))).toEqual(new Set(['C']))
  })

  it('a term too short for trigrams matches the start of titles and names', async () => {
    const found = await list<Listed>('/api/products', 'se')
    expect(found.products.map((p) => p.title)).toContain('Séjour en famille — Béjaïa')
    for (const p of found.products) expect(p.title.toLowerCase()).toMatch(/^(se|sé)/)
    const people = await list<UserListed>('/api/users', 'ag')
    expect(people.data.map((u) => u.username)).toEqual(['Agence Oran Voyages'])
  })
})
