import type { Product } from '@rihla/contract/products'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, users } from '../src/db/schema'
import { createSubcategory, image, multipart } from './factories'
import { createTestApp, createUser, login, type TestApp } from './helpers'

/**
 * Every route, called as four people, with the exact status each must get (OWASP
 * API1/API5). The table must name every route the app has: a new route fails this test
 * until someone decides who may call it.
 */
let t: TestApp
let admin: Awaited<ReturnType<typeof createUser>>
let plain: Awaited<ReturnType<typeof createUser>>
let blockedHeaders: Record<string, string>
let subId: number
let png: Buffer

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' })
  admin = await createUser(t, { role: 'admin' })
  plain = await createUser(t)
  const blocked = await createUser(t)
  blockedHeaders = bearer((await login(t, blocked.email)).accessToken)
  await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id))
  subId = (await createSubcategory(t, 'A')).id
  png = await image('png')
}, 60_000)
afterAll(() => t.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
type Persona = 'anonymous' | 'blocked' | 'user' | 'admin'
async function headersOf(persona: Persona): Promise<Record<string, string>> {
  if (persona === 'anonymous') return {}
  if (persona === 'blocked') return blockedHeaders
  // A fresh session per call, so a logout in one row cannot break the next.
  return bearer((await login(t, persona === 'admin' ? admin.email : plain.email)).accessToken)
}

const adminHeaders = () => headersOf('admin')
async function newProduct(as: 'admin' | 'user' = 'admin') {
  const body = multipart(
    {
      title: 'Matrix offer',
      price: '10',
      description: 'd',
      location: 'Oran',
      wilaya: '31',
      category: 'A',
      subcategoryId: String(subId),
    },
    [{ field: 'pictures', filename: 'p.png', data: png }],
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...(await headersOf(as)), ...body.headers },
    payload: body.payload,
  })
  return res.json<Product>()
}
async function newBanner() {
  const body = multipart({}, [{ field: 'banner', filename: 'b.png', data: png }])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/banners',
    headers: { ...(await adminHeaders()), ...body.headers },
    payload: body.payload,
  })
  return res.json<{ id: number }>()
}

type Call = { url: string; payload?: unknown; headers?: Record<string, string> }
type Row = { route: string; call: () => Promise<Call>; user: number; admin: number; open?: number }
const json = (url: string, payload?: unknown) => async (): Promise<Call> => ({ url, payload })
const productForm = async (): Promise<Call> => {
  const body = multipart(
    {
      title: 'Form offer',
      price: '10',
      description: 'd',
      location: 'Oran',
      wilaya: '31',
      category: 'A',
      subcategoryId: String(subId),
    },
    [{ field: 'pictures', filename: 'p.png', data: png }],
  )
  return { url: '/api/products', payload: body.payload, headers: body.headers }
}
const bannerForm = async (): Promise<Call> => {
  const body = multipart({}, [{ field: 'banner', filename: 'b.png', data: png }])
  return { url: '/api/banners', payload: body.payload, headers: body.headers }
}
const sub = { nameAr: 'أ', nameFr: 'F', nameEn: 'E', category: 'B' }

const TABLE: Row[] = [
  { route: 'GET /api/health', call: json('/api/health'), user: 200, admin: 200, open: 200 },
  {
    route: 'GET /api/health/live',
    call: json('/api/health/live'),
    user: 200,
    admin: 200,
    open: 200,
  },
  {
    route: 'GET /api/health/ready',
    call: json('/api/health/ready'),
    user: 200,
    admin: 200,
    open: 200,
  },
  {
    route: 'POST /api/auth/login',
    call: json('/api/auth/login', { email: 'nobody@x.dz', password: 'wrong-one' }),
    user: 401,
    admin: 401,
    open: 401,
  },
  {
    route: 'POST /api/auth/register',
    call: async () => ({
      url: '/api/auth/register',
      payload: {
        username: 'New One',
        email: `n${Math.random()}@x.dz`,
        password: 'secret1',
        phoneNumber: '0555123456',
      },
    }),
    user: 201,
    admin: 201,
    open: 201,
  },
  {
    route: 'POST /api/auth/refresh-token',
    call: json('/api/auth/refresh-token', { refreshToken: 'spent-or-fake' }),
    user: 401,
    admin: 401,
    open: 401,
  },
  { route: 'POST /api/auth/logout', call: json('/api/auth/logout'), user: 204, admin: 204 },
  {
    route: 'POST /api/auth/login/two-factor',
    call: json('/api/auth/login/two-factor', { challengeToken: 'made-up', code: '123456' }),
    user: 401,
    admin: 401,
    open: 401,
  },
  { route: 'GET /api/auth/two-factor', call: json('/api/auth/two-factor'), user: 200, admin: 200 },
  // Any account may protect itself; setup only starts an enrollment (still off), so the
  // confirmation below meets a pending secret and a wrong code.
  {
    route: 'POST /api/auth/two-factor/setup',
    call: json('/api/auth/two-factor/setup'),
    user: 200,
    admin: 200,
  },
  {
    route: 'POST /api/auth/two-factor/enable',
    call: json('/api/auth/two-factor/enable', { code: 'ABCDEF' }),
    user: 400,
    admin: 400,
  },
  {
    route: 'POST /api/auth/two-factor/disable',
    call: json('/api/auth/two-factor/disable', { code: '123456' }),
    user: 409,
    admin: 409,
  },
  { route: 'GET /api/users', call: json('/api/users'), user: 403, admin: 200 },
  { route: 'GET /api/users/admin', call: json('/api/users/admin'), user: 403, admin: 200 },
  {
    route: 'PUT /api/users/admin',
    call: json('/api/users/admin', { phoneNumber: '0555000111' }),
    user: 403,
    admin: 200,
  },
  {
    route: 'GET /api/users/:id',
    call: async () => ({ url: `/api/users/${(await createUser(t)).id}` }),
    user: 403,
    admin: 200,
  },
  {
    route: 'PUT /api/users/:id/block',
    call: async () => ({ url: `/api/users/${(await createUser(t)).id}/block` }),
    user: 403,
    admin: 200,
  },
  {
    route: 'PUT /api/users/:id/unblock',
    call: async () => ({
      url: `/api/users/${(await createUser(t, { isBlocked: true })).id}/unblock`,
    }),
    user: 403,
    admin: 200,
  },
  { route: 'GET /api/stats', call: json('/api/stats'), user: 403, admin: 200 },
  { route: 'GET /api/activity', call: json('/api/activity'), user: 403, admin: 200 },
  {
    route: 'GET /api/activity/actors',
    call: json('/api/activity/actors'),
    user: 403,
    admin: 200,
  },
  { route: 'GET /api/search', call: json('/api/search?q=matrix'), user: 403, admin: 200 },
  {
    route: 'GET /api/products/sub-categories',
    call: json('/api/products/sub-categories'),
    user: 200,
    admin: 200,
  },
  {
    route: 'GET /api/products/sub-categories/:id',
    call: async () => ({ url: `/api/products/sub-categories/${subId}` }),
    user: 200,
    admin: 200,
  },
  {
    route: 'POST /api/products/sub-categories',
    call: json('/api/products/sub-categories', sub),
    user: 403,
    admin: 201,
  },
  {
    route: 'PATCH /api/products/sub-categories/:id',
    call: async () => ({
      url: `/api/products/sub-categories/${(await createSubcategory(t, 'B')).id}`,
      payload: sub,
    }),
    user: 403,
    admin: 200,
  },
  {
    route: 'DELETE /api/products/sub-categories/:id',
    call: async () => ({
      url: `/api/products/sub-categories/${(await createSubcategory(t, 'C')).id}`,
    }),
    user: 403,
    admin: 200,
  },
  {
    route: 'POST /api/products/sub-categories/:id/move-and-delete',
    call: async () => ({
      url: `/api/products/sub-categories/${(await createSubcategory(t, 'C')).id}/move-and-delete`,
      payload: { targetId: (await createSubcategory(t, 'C')).id },
    }),
    user: 403,
    admin: 200,
  },
  { route: 'GET /api/products', call: json('/api/products'), user: 200, admin: 200 },
  { route: 'POST /api/products', call: productForm, user: 201, admin: 201 },
  {
    route: 'GET /api/products/wilayas',
    call: json('/api/products/wilayas?lang=fr'),
    user: 200,
    admin: 200,
  },
  {
    route: 'POST /api/products/rate',
    call: async () => ({
      url: '/api/products/rate',
      payload: { productId: (await newProduct()).id, rating: 4 },
    }),
    user: 200,
    admin: 200,
  },
  {
    route: 'GET /api/products/waiting-list',
    call: json('/api/products/waiting-list'),
    user: 403,
    admin: 200,
  },
  {
    route: 'GET /api/products/waiting-list/:id',
    call: async () => ({ url: `/api/products/waiting-list/${(await newProduct('user')).id}` }),
    user: 403,
    admin: 200,
  },
  // Someone else's waiting product is invisible to a plain user, as is their own.
  {
    route: 'GET /api/products/:id',
    call: async () => ({ url: `/api/products/${(await newProduct('user')).id}` }),
    user: 404,
    admin: 200,
  },
  {
    route: 'DELETE /api/products/:id',
    call: async () => ({ url: `/api/products/${(await newProduct()).id}` }),
    user: 403,
    admin: 200,
  },
  // Its owner may edit a product too: the plain user here is not the admin's product's owner.
  {
    route: 'PATCH /api/products/:id',
    call: async () => ({
      url: `/api/products/${(await newProduct()).id}`,
      payload: { title: 'Matrix offer, fixed' },
      headers: { 'if-match': '"1"' },
    }),
    user: 403,
    admin: 200,
  },
  {
    route: 'PATCH /api/products/:id/category',
    call: async () => ({
      url: `/api/products/${(await newProduct()).id}/category`,
      payload: { isE: true, isF: false, isG: false, isH: true },
    }),
    user: 403,
    admin: 200,
  },
  {
    route: 'PATCH /api/products/:id/accept',
    call: async () => ({ url: `/api/products/${(await newProduct('user')).id}/accept` }),
    user: 403,
    admin: 200,
  },
  {
    route: 'GET /api/events',
    // Polled: the stream replays what was missed and ends (a stream never ends under inject).
    call: json('/api/events?mode=poll'),
    user: 403,
    admin: 200,
  },
  {
    route: 'PUT /api/presence/:place',
    call: json('/api/presence/waiting-list'),
    user: 403,
    admin: 200,
  },
  {
    route: 'DELETE /api/presence/:place',
    call: json('/api/presence/waiting-list'),
    user: 403,
    admin: 204,
  },
  {
    route: 'GET /api/products/waiting-list/claims',
    call: json('/api/products/waiting-list/claims'),
    user: 403,
    admin: 200,
  },
  {
    route: 'POST /api/products/waiting-list/:id/claim',
    call: async () => ({
      url: `/api/products/waiting-list/${(await newProduct('user')).id}/claim`,
      payload: {},
    }),
    user: 403,
    admin: 200,
  },
  {
    route: 'DELETE /api/products/waiting-list/:id/claim',
    call: async () => ({
      url: `/api/products/waiting-list/${(await newProduct('user')).id}/claim`,
    }),
    user: 403,
    admin: 204,
  },
  {
    route: 'POST /api/products/waiting-list/bulk',
    call: async () => ({
      url: '/api/products/waiting-list/bulk',
      payload: { action: 'approve', ids: [(await newProduct('user')).id] },
    }),
    user: 403,
    admin: 200,
  },
  {
    route: 'POST /api/products/:id/restore',
    call: async () => {
      const { id } = await newProduct()
      await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${id}`,
        headers: await adminHeaders(),
      })
      return { url: `/api/products/${id}/restore` }
    },
    user: 403,
    admin: 200,
  },
  {
    route: 'GET /api/products/export.csv',
    call: json('/api/products/export.csv?search=matrix'),
    user: 403,
    admin: 200,
  },
  {
    route: 'GET /api/products/waiting-list/export.csv',
    call: json('/api/products/waiting-list/export.csv'),
    user: 403,
    admin: 200,
  },
  {
    route: 'GET /api/users/export.csv',
    call: json('/api/users/export.csv'),
    user: 403,
    admin: 200,
  },
  { route: 'GET /api/banners', call: json('/api/banners'), user: 200, admin: 200 },
  { route: 'POST /api/banners', call: bannerForm, user: 403, admin: 201 },
  {
    route: 'DELETE /api/banners/:id',
    call: async () => ({ url: `/api/banners/${(await newBanner()).id}` }),
    user: 403,
    admin: 200,
  },
]

describe('the authorization matrix', () => {
  it('lists every route of the app, and only those', () => {
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url.replace(/(.)\/$/, '$1')}`)
    expect(TABLE.map((r) => r.route).sort()).toEqual([...new Set(routes)].sort())
  })

  it.each(TABLE)('$route answers each person as it should', async (row) => {
    const [method] = row.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE']
    const expected: Record<Persona, number> = {
      anonymous: row.open ?? 401,
      blocked: row.open ?? 403,
      user: row.user,
      admin: row.admin,
    }
    for (const persona of ['anonymous', 'blocked', 'user', 'admin'] as const) {
      const call = await row.call()
      const res = await t.app.inject({
        method,
        url: call.url,
        headers: { ...(await headersOf(persona)), ...call.headers },
        ...(call.payload !== undefined ? { payload: call.payload as string } : {}),
      })
      expect(res.statusCode, `${row.route} as ${persona}: ${res.body.slice(0, 120)}`).toBe(
        expected[persona],
      )
    }
  })
})

describe('mass assignment changes nothing', () => {
  it('sign-up ignores role and isBlocked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'Sneaky One',
        email: 'sneaky@x.dz',
        password: 'secret1',
        phoneNumber: '0555123456',
        role: 'admin',
        isBlocked: true,
      },
    })
    expect(res.json().role).toBe('user')
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sneaky@x.dz'))
    expect(row).toMatchObject({ role: 'user', isBlocked: false })
  })

  it('the phone form changes the phone and nothing else', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/admin',
      headers: await adminHeaders(),
      payload: { phoneNumber: '0555999000', role: 'user', isBlocked: true, email: 'x@y.dz' },
    })
    expect(res.statusCode).toBe(200)
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id))
    expect(row).toMatchObject({
      phoneNumber: '0555999000',
      role: 'admin',
      isBlocked: false,
      email: admin.email,
    })
  })

  it("a user's product stays pending and unrated whatever the form says", async () => {
    const body = multipart(
      {
        title: 'Sneaky offer',
        price: '10',
        description: 'd',
        location: 'Oran',
        wilaya: '31',
        category: 'A',
        subcategoryId: String(subId),
        status: 'approved',
        averageRating: '5',
        isE: 'true',
      },
      [{ field: 'pictures', filename: 'p.png', data: png }],
    )
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...(await headersOf('user')), ...body.headers },
      payload: body.payload,
    })
    expect(res.statusCode).toBe(201)
    const [row] = await t.db.select().from(products).where(eq(products.id, res.json<Product>().id))
    expect(row).toMatchObject({ status: 'pending', averageRating: null, isE: false })
  })

  it('the flags form refuses other fields', async () => {
    const p = await newProduct()
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${p.id}/category`,
      headers: await adminHeaders(),
      payload: { isE: true, isF: true, isG: true, isH: true, status: 'pending', averageRating: 5 },
    })
    expect(res.statusCode).toBe(400)
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id))
    expect(row).toMatchObject({ status: 'approved', isE: false, averageRating: null })
  })
})
