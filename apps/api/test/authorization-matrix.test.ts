import { randomUUID } from 'node:crypto'
import { ROLES, type Role } from '@rihla/contract/constants'
import { type Access, can, mayAccess, type Permission } from '@rihla/contract/permissions'
import type { Product } from '@rihla/contract/products'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appeals, products, twoFactorSecrets, users } from '../src/db/schema'
import { createSubcategory, image, insertProduct, multipart } from './factories'
import { createTestApp, createUser, login, stepUp, TEST_PASSWORD, type TestApp } from './helpers'

/**
 * Every route, called as five people (anonymous, blocked, and one of each role), with the exact
 * status each must get (OWASP API1/API5).
 */
let t: TestApp
let people: Record<Role, Awaited<ReturnType<typeof createUser>>>
/** A user who is none of the personas: the owner of listings nobody here owns. */
let author: Awaited<ReturnType<typeof createUser>>
let blockedHeaders: Record<string, string>
let subId: number
let png: Buffer

beforeAll(async () => {
  // Each persona signs in once per route: many right sign-ins of one account from one address;
  // and the admin uploads once per upload route and persona (banners, pictures, products),
  // past the 60 uploads a window one person may make.
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    LOGIN_MAX_PER_ACCOUNT_ADDRESS: '100000',
    UPLOAD_MAX_PER_USER: '100000',
  })
  people = {
    admin: await createUser(t, { role: 'admin' }),
    moderator: await createUser(t, { role: 'moderator' }),
    user: await createUser(t),
  }
  author = await createUser(t)
  const blocked = await createUser(t)
  blockedHeaders = bearer((await login(t, blocked.email)).accessToken)
  await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id))
  subId = (await createSubcategory(t, 'A')).id
  png = await image('png')
}, 60_000)
afterAll(() => t.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
type Persona = 'anonymous' | 'blocked' | Role
async function headersOf(persona: Persona): Promise<Record<string, string>> {
  if (persona === 'anonymous') return {}
  if (persona === 'blocked') return blockedHeaders
  // A fresh session per call, so a logout in one row cannot break the next.
  return bearer((await login(t, people[persona].email)).accessToken)
}

const adminHeaders = () => headersOf('admin')
async function newProduct(as: Role | 'author' = 'admin') {
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
    headers: {
      ...(as === 'author'
        ? bearer((await login(t, author.email)).accessToken)
        : await headersOf(as)),
      ...body.headers,
    },
    payload: body.payload,
  })
  return res.json<Product>()
}

/** A rejected listing of `ownerId`, straight in the database (the review loop). */
const rejectedProduct = (ownerId: number) =>
  insertProduct(t, {
    subcategoryId: subId,
    title: 'Matrix rejected',
    price: 10,
    location: 'Oran',
    wilaya: 31,
    category: 'A',
    description: 'd',
    status: 'rejected',
    createdById: ownerId,
    rejectionReason: 'duplicate',
    rejectedAt: new Date(),
  })
async function newBanner() {
  const body = multipart({}, [{ field: 'banner', filename: 'b.png', data: png }])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/banners',
    headers: { ...(await adminHeaders()), ...body.headers },
    payload: body.payload,
  })
  if (res.statusCode !== 201) throw new Error(`no banner: ${res.statusCode} ${res.body}`)
  return res.json<{ id: number }>()
}

type Call = { url: string; payload?: unknown; headers?: Record<string, string> }
/** `ok`: the answer to whoever may make the call. */
type Row = {
  route: string
  /** Who may call it: checked against the route's `config.access`, so a change is deliberate. */
  access: Access
  /** The call as `persona` makes it (most calls are the same for everyone). */
  call: (persona: Persona) => Promise<Call>
  ok: number
  needs?: Permission
  refused?: number
  /**
   * A staff power over accounts (decision 055): checked against the route's `config.stepUp`; a
   * role that may call it gets 403 `auth.stepUpRequired` until its session steps up, then `ok`.
   */
  stepUp?: true
}
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
  { route: 'GET /api/health', access: 'public', call: json('/api/health'), ok: 200 },
  { route: 'GET /api/health/live', access: 'public', call: json('/api/health/live'), ok: 200 },
  { route: 'GET /api/health/ready', access: 'public', call: json('/api/health/ready'), ok: 200 },
  {
    route: 'POST /api/auth/login',
    access: 'public',
    call: json('/api/auth/login', { email: 'nobody@x.dz', password: 'wrong-one' }),
    ok: 401,
  },
  {
    route: 'POST /api/auth/register',
    access: 'public',
    call: async () => ({
      url: '/api/auth/register',
      payload: {
        username: 'New One',
        email: `n${Math.random()}@x.dz`,
        password: 'Tassili7',
        phoneNumber: '0555123456',
      },
    }),
    ok: 201,
  },
  {
    route: 'POST /api/auth/refresh-token',
    access: 'public',
    call: json('/api/auth/refresh-token', { refreshToken: 'spent-or-fake' }),
    ok: 401,
  },
  {
    route: 'POST /api/auth/logout',
    access: 'authenticated',
    call: json('/api/auth/logout'),
    ok: 204,
  },
  {
    route: 'POST /api/auth/login/two-factor',
    access: 'public',
    call: json('/api/auth/login/two-factor', { challengeToken: 'made-up', code: '123456' }),
    ok: 401,
  },
  {
    route: 'GET /api/auth/two-factor',
    access: 'authenticated',
    call: json('/api/auth/two-factor'),
    ok: 200,
  },
  // Any account may protect itself; setup only starts an enrollment (still off), so the
  // confirmation below meets a pending secret and a wrong code.
  {
    route: 'POST /api/auth/two-factor/setup',
    access: 'authenticated',
    call: json('/api/auth/two-factor/setup'),
    ok: 200,
  },
  {
    route: 'POST /api/auth/two-factor/enable',
    access: 'authenticated',
    call: json('/api/auth/two-factor/enable', { code: 'ABCDEF', currentPassword: TEST_PASSWORD }),
    ok: 400,
  },
  {
    route: 'POST /api/auth/two-factor/disable',
    access: 'authenticated',
    call: json('/api/auth/two-factor/disable', { code: '123456', currentPassword: TEST_PASSWORD }),
    ok: 409,
  },
  // One's own sessions; an id that is nobody's is the same 404 as another's.
  {
    route: 'GET /api/auth/sessions',
    access: 'authenticated',
    call: json('/api/auth/sessions'),
    ok: 200,
  },
  {
    route: 'DELETE /api/auth/sessions',
    access: 'authenticated',
    call: json('/api/auth/sessions'),
    ok: 204,
  },
  {
    route: 'DELETE /api/auth/sessions/:id',
    access: 'authenticated',
    call: json(`/api/auth/sessions/${randomUUID()}`),
    ok: 404,
  },
  { route: 'GET /api/users', access: 'users.read', call: json('/api/users'), ok: 200 },
  {
    route: 'GET /api/users/admin',
    access: 'profile.phone',
    call: json('/api/users/admin'),
    ok: 200,
  },
  // Passwords. Without SMTP_URL forgot-password says to ask an administrator.
  { route: 'GET /api/auth/options', access: 'public', call: json('/api/auth/options'), ok: 200 },
  // The currency prices are in (decision 039).
  {
    route: 'GET /api/settings/public',
    access: 'public',
    call: json('/api/settings/public'),
    ok: 200,
  },
  {
    route: 'POST /api/auth/forgot-password',
    access: 'public',
    call: json('/api/auth/forgot-password', { email: 'nobody@x.dz' }),
    ok: 202,
  },
  {
    route: 'POST /api/auth/reset-password',
    access: 'public',
    call: json('/api/auth/reset-password', {
      token: 'made-up',
      password: 'Long-enough-password-1',
    }),
    ok: 400,
  },
  {
    route: 'POST /api/auth/step-up',
    access: 'authenticated',
    call: json('/api/auth/step-up', { password: TEST_PASSWORD }),
    ok: 204,
  },
  {
    route: 'POST /api/auth/password',
    access: 'authenticated',
    call: json('/api/auth/password', {
      currentPassword: 'not-the-password',
      newPassword: 'Long-enough-password-1',
    }),
    ok: 400,
  },
  {
    route: 'POST /api/users/:id/password-reset',
    stepUp: true,
    access: 'staff.manage',
    call: async () => ({ url: `/api/users/${(await createUser(t)).id}/password-reset` }),
    ok: 201,
  },
  // Staff management.
  {
    route: 'GET /api/users/staff',
    access: 'staff.manage',
    call: json('/api/users/staff'),
    ok: 200,
  },
  {
    route: 'POST /api/users',
    stepUp: true,
    access: 'staff.manage',
    call: async () => ({
      url: '/api/users',
      payload: {
        email: `invited${Math.random()}@x.dz`,
        username: 'Invited One',
        role: 'moderator',
      },
    }),
    ok: 201,
  },
  {
    route: 'PUT /api/users/:id/role',
    stepUp: true,
    access: 'staff.manage',
    call: async () => ({
      url: `/api/users/${(await createUser(t)).id}/role`,
      payload: { role: 'moderator' },
    }),
    ok: 200,
  },
  {
    route: 'DELETE /api/users/:id/two-factor',
    stepUp: true,
    access: 'staff.manage',
    call: async () => {
      const person = await createUser(t, { role: 'moderator' })
      await t.db
        .insert(twoFactorSecrets)
        .values({ userId: person.id, secret: 'JBSWY3DPEHPK3PXP', enabledAt: new Date() })
      return { url: `/api/users/${person.id}/two-factor` }
    },
    ok: 204,
  },
  {
    route: 'PUT /api/users/admin',
    access: 'profile.phone',
    call: json('/api/users/admin', { phoneNumber: '0555000111' }),
    ok: 200,
  },
  {
    route: 'GET /api/users/:id',
    access: 'users.read',
    call: async () => ({ url: `/api/users/${(await createUser(t)).id}` }),
    ok: 200,
  },
  {
    route: 'PUT /api/users/:id/block',
    stepUp: true,
    access: 'users.block',
    call: async () => ({ url: `/api/users/${(await createUser(t)).id}/block` }),
    ok: 200,
  },
  {
    route: 'GET /api/users/:id/export',
    stepUp: true,
    access: 'users.personal-data',
    call: async () => ({ url: `/api/users/${(await createUser(t)).id}/export` }),
    ok: 200,
  },
  {
    route: 'POST /api/users/:id/erase',
    stepUp: true,
    access: 'users.personal-data',
    call: async () => ({ url: `/api/users/${(await createUser(t)).id}/erase` }),
    ok: 200,
  },
  {
    route: 'POST /api/users/me/data-requests',
    access: 'authenticated',
    call: json('/api/users/me/data-requests', { kind: 'export' }),
    ok: 201,
  },
  {
    route: 'PUT /api/users/:id/unblock',
    access: 'users.block',
    call: async () => ({
      url: `/api/users/${(await createUser(t, { isBlocked: true })).id}/unblock`,
    }),
    ok: 200,
  },
  { route: 'GET /api/stats', access: 'dashboard.read', call: json('/api/stats'), ok: 200 },
  {
    route: 'GET /api/stats/moderation',
    access: 'insights.read',
    call: json('/api/stats/moderation?period=week'),
    ok: 200,
  },
  { route: 'GET /api/activity', access: 'activity.read', call: json('/api/activity'), ok: 200 },
  {
    route: 'GET /api/activity/actors',
    access: 'activity.read',
    call: json('/api/activity/actors'),
    ok: 200,
  },
  { route: 'GET /api/search', access: 'search', call: json('/api/search?q=matrix'), ok: 200 },
  {
    route: 'GET /api/products/sub-categories',
    access: 'catalogue.read',
    call: json('/api/products/sub-categories'),
    ok: 200,
  },
  {
    route: 'GET /api/products/sub-categories/:id',
    access: 'catalogue.read',
    call: async () => ({ url: `/api/products/sub-categories/${subId}` }),
    ok: 200,
  },
  {
    route: 'POST /api/products/sub-categories',
    access: 'subcategories.write',
    call: json('/api/products/sub-categories', sub),
    ok: 201,
  },
  {
    route: 'PATCH /api/products/sub-categories/:id',
    access: 'subcategories.write',
    call: async () => ({
      url: `/api/products/sub-categories/${(await createSubcategory(t, 'B')).id}`,
      payload: sub,
    }),
    ok: 200,
  },
  {
    route: 'DELETE /api/products/sub-categories/:id',
    access: 'subcategories.write',
    call: async () => ({
      url: `/api/products/sub-categories/${(await createSubcategory(t, 'C')).id}`,
    }),
    ok: 200,
  },
  {
    route: 'POST /api/products/sub-categories/:id/move-and-delete',
    access: 'subcategories.write',
    call: async () => ({
      url: `/api/products/sub-categories/${(await createSubcategory(t, 'C')).id}/move-and-delete`,
      payload: { targetId: (await createSubcategory(t, 'C')).id },
    }),
    ok: 200,
  },
  { route: 'GET /api/products', access: 'catalogue.read', call: json('/api/products'), ok: 200 },
  // Anyone signed in lists their own listings.
  {
    route: 'GET /api/products/mine',
    access: 'products.own',
    call: json('/api/products/mine'),
    ok: 200,
  },
  // Its owner appeals a rejection: here each person's own.
  {
    route: 'POST /api/products/:id/appeal',
    access: 'products.own',
    call: async (persona) => {
      const owner = persona === 'anonymous' || persona === 'blocked' ? author : people[persona]
      const id = (await rejectedProduct(owner.id)).id
      return { url: `/api/products/${id}/appeal`, payload: { message: 'Please look again.' } }
    },
    ok: 201,
  },
  { route: 'GET /api/appeals', access: 'appeals.decide', call: json('/api/appeals'), ok: 200 },
  // An appeal of a rejection the author made, so no persona meets the four-eyes refusal.
  {
    route: 'POST /api/appeals/:id/decision',
    access: 'appeals.decide',
    call: async () => {
      const product = await rejectedProduct(author.id)
      const [appeal] = await t.db
        .insert(appeals)
        .values({
          productId: product.id,
          sellerId: author.id,
          rejectedVersion: 1,
          rejectedBy: author.id,
          rejectedAt: product.rejectedAt ?? new Date(),
          rejectionReason: 'duplicate',
          message: 'Please look again.',
        })
        .returning()
      return {
        url: `/api/appeals/${appeal?.id}/decision`,
        payload: { outcome: 'uphold' },
        headers: { 'if-match': '"1"' },
      }
    },
    ok: 200,
  },
  {
    route: 'GET /api/notifications',
    access: 'queue.read',
    call: json('/api/notifications'),
    ok: 200,
  },
  {
    route: 'POST /api/notifications/read',
    access: 'queue.read',
    call: async () => ({ url: '/api/notifications/read', payload: { all: true } }),
    ok: 204,
  },
  // Its owner resubmits a rejected listing: here each person's own.
  {
    route: 'POST /api/products/:id/resubmit',
    access: 'products.own',
    call: async (persona) => {
      const owner = persona === 'anonymous' || persona === 'blocked' ? author : people[persona]
      return { url: `/api/products/${(await rejectedProduct(owner.id)).id}/resubmit` }
    },
    ok: 200,
  },
  {
    route: 'POST /api/products/:id/reject',
    access: 'queue.decide',
    call: async () => ({
      url: `/api/products/${(await newProduct('author')).id}/reject`,
      payload: { reason: 'duplicate' },
      headers: { 'if-match': '"1"' },
    }),
    ok: 200,
  },
  // Whoever decided undoes: each decider their own approval.
  {
    route: 'POST /api/products/:id/undo',
    access: 'queue.decide',
    call: async (persona) => {
      const { id } = await newProduct('author')
      const decider = persona === 'admin' || persona === 'moderator' ? persona : 'admin'
      await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${id}/accept`,
        headers: { ...(await headersOf(decider)), 'if-match': '"1"' },
      })
      // The version the approval answered.
      return { url: `/api/products/${id}/undo`, headers: { 'if-match': '"2"' } }
    },
    ok: 200,
  },
  {
    route: 'POST /api/products/waiting-list/bulk/undo',
    access: 'queue.decide',
    call: async (persona) => {
      const ids = [(await newProduct('author')).id, (await newProduct('author')).id]
      const decider = persona === 'admin' || persona === 'moderator' ? persona : 'admin'
      await t.app.inject({
        method: 'POST',
        url: '/api/products/waiting-list/bulk',
        headers: await headersOf(decider),
        payload: { action: 'approve', items: ids.map((id) => ({ id, version: 1 })) },
      })
      const items = ids.map((id) => ({ id, version: 2 }))
      return { url: '/api/products/waiting-list/bulk/undo', payload: { items } }
    },
    ok: 200,
  },
  { route: 'POST /api/products', access: 'products.create', call: productForm, ok: 201 },
  {
    route: 'GET /api/products/wilayas',
    access: 'catalogue.read',
    call: json('/api/products/wilayas?lang=fr'),
    ok: 200,
  },
  {
    route: 'POST /api/products/rate',
    access: 'products.rate',
    call: async () => ({
      url: '/api/products/rate',
      // Someone else's listing: nobody rates their own (403, product-change-limits.test.ts).
      payload: {
        productId: (
          await insertProduct(t, {
            subcategoryId: subId,
            status: 'approved',
            createdById: author.id,
          })
        ).id,
        rating: 4,
      },
    }),
    ok: 200,
  },
  {
    route: 'GET /api/products/waiting-list',
    access: 'queue.read',
    call: json('/api/products/waiting-list'),
    ok: 200,
  },
  {
    route: 'GET /api/products/waiting-list/:id',
    access: 'queue.read',
    call: async () => ({ url: `/api/products/waiting-list/${(await newProduct('user')).id}` }),
    ok: 200,
  },
  // Someone else's waiting product is invisible to a plain user (their own they see).
  {
    route: 'GET /api/products/:id',
    access: 'catalogue.read',
    call: async () => ({ url: `/api/products/${(await newProduct('author')).id}` }),
    ok: 200,
    needs: 'products.read',
    refused: 404,
  },
  // "Not a duplicate" on a pair of products: 204 even when no signal is stored.
  {
    route: 'POST /api/products/:id/signals/:kind/:otherProductId/dismiss',
    access: 'queue.decide',
    call: async () => ({
      url: `/api/products/${(await newProduct('user')).id}/signals/same-picture/${(await newProduct()).id}/dismiss`,
    }),
    ok: 204,
  },
  {
    route: 'DELETE /api/products/:id',
    access: 'products.edit',
    call: async () => ({ url: `/api/products/${(await newProduct()).id}` }),
    ok: 200,
  },
  // Its owner may edit a product too (any signed-in person reaches the service); the plain
  // user here is not the admin's product's owner, so only `products.edit` succeeds.
  {
    route: 'PATCH /api/products/:id',
    access: 'authenticated',
    call: async () => ({
      url: `/api/products/${(await newProduct()).id}`,
      payload: { title: 'Matrix offer, fixed' },
      headers: { 'if-match': '"1"' },
    }),
    ok: 200,
    needs: 'products.edit',
    refused: 403,
  },
  // A listing's pictures: the same people as its edit (decision 041).
  {
    route: 'POST /api/products/:id/pictures',
    access: 'authenticated',
    call: async () => {
      const body = multipart({}, [{ field: 'pictures', filename: 'p.png', data: png }])
      return {
        url: `/api/products/${(await newProduct()).id}/pictures`,
        payload: body.payload,
        headers: body.headers,
      }
    },
    ok: 201,
    needs: 'products.edit',
    refused: 403,
  },
  {
    route: 'PUT /api/products/:id/pictures/order',
    access: 'authenticated',
    call: async () => {
      const p = await newProduct()
      return {
        url: `/api/products/${p.id}/pictures/order`,
        payload: { ids: p.pictures.map((picture) => picture.id) },
      }
    },
    ok: 200,
    needs: 'products.edit',
    refused: 403,
  },
  {
    route: 'DELETE /api/products/:id/pictures/:pictureId',
    access: 'authenticated',
    call: async () => {
      const p = await newProduct()
      const body = multipart({}, [{ field: 'pictures', filename: 'p.png', data: png }])
      await t.app.inject({
        method: 'POST',
        url: `/api/products/${p.id}/pictures`,
        headers: { ...(await adminHeaders()), ...body.headers },
        payload: body.payload,
      })
      return { url: `/api/products/${p.id}/pictures/${p.pictures[0]?.id}` }
    },
    ok: 200,
    needs: 'products.edit',
    refused: 403,
  },
  {
    route: 'PATCH /api/products/:id/category',
    access: 'products.flags',
    call: async () => ({
      url: `/api/products/${(await newProduct()).id}/category`,
      payload: { isE: true, isF: false, isG: false, isH: true },
    }),
    ok: 200,
  },
  {
    route: 'PATCH /api/products/:id/accept',
    access: 'queue.decide',
    call: async () => ({
      url: `/api/products/${(await newProduct('user')).id}/accept`,
      headers: { 'if-match': '"1"' },
    }),
    ok: 200,
  },
  { route: 'GET /api/events', access: 'events.live', call: json('/api/events?mode=poll'), ok: 200 },
  {
    route: 'PUT /api/presence/:place',
    access: 'presence',
    call: json('/api/presence/waiting-list'),
    ok: 200,
  },
  {
    route: 'DELETE /api/presence/:place',
    access: 'presence',
    call: json('/api/presence/waiting-list'),
    ok: 204,
  },
  {
    route: 'GET /api/products/waiting-list/claims',
    access: 'queue.claims',
    call: json('/api/products/waiting-list/claims'),
    ok: 200,
  },
  {
    route: 'POST /api/products/waiting-list/:id/claim',
    access: 'queue.claims',
    call: async () => ({
      url: `/api/products/waiting-list/${(await newProduct('user')).id}/claim`,
      payload: {},
    }),
    ok: 200,
  },
  {
    route: 'DELETE /api/products/waiting-list/:id/claim',
    access: 'queue.claims',
    call: async () => ({
      url: `/api/products/waiting-list/${(await newProduct('user')).id}/claim`,
    }),
    ok: 204,
  },
  {
    // The beacon of a closing tab: no bearer token, the claim's signed release token as a
    // text/plain body (decision 042); anyone holding one may send it, whoever they are.
    route: 'POST /api/products/waiting-list/:id/claim/release',
    access: 'public',
    call: async () => {
      const id = (await newProduct('user')).id
      const claimed = await t.app.inject({
        method: 'POST',
        url: `/api/products/waiting-list/${id}/claim`,
        headers: await adminHeaders(),
        payload: {},
      })
      if (claimed.statusCode !== 200) throw new Error(`no claim: ${claimed.body}`)
      return {
        url: `/api/products/waiting-list/${id}/claim/release`,
        payload: claimed.json<{ releaseToken: string }>().releaseToken,
        headers: { 'content-type': 'text/plain' },
      }
    },
    ok: 204,
  },
  {
    route: 'POST /api/products/waiting-list/bulk',
    access: 'queue.decide',
    call: async () => ({
      url: '/api/products/waiting-list/bulk',
      payload: { action: 'approve', items: [{ id: (await newProduct('user')).id, version: 1 }] },
    }),
    ok: 200,
  },
  {
    route: 'POST /api/products/:id/restore',
    access: 'products.edit',
    call: async () => {
      const { id } = await newProduct()
      await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${id}`,
        headers: await adminHeaders(),
      })
      return { url: `/api/products/${id}/restore` }
    },
    ok: 200,
  },
  {
    route: 'GET /api/products/export.csv',
    access: 'products.read',
    call: json('/api/products/export.csv?search=matrix'),
    ok: 200,
  },
  {
    route: 'GET /api/products/waiting-list/export.csv',
    access: 'queue.read',
    call: json('/api/products/waiting-list/export.csv'),
    ok: 200,
  },
  {
    route: 'GET /api/users/export.csv',
    access: 'users.read',
    call: json('/api/users/export.csv'),
    ok: 200,
  },
  { route: 'GET /api/banners', access: 'catalogue.read', call: json('/api/banners'), ok: 200 },
  { route: 'POST /api/banners', access: 'banners.write', call: bannerForm, ok: 201 },
  {
    route: 'GET /api/banners/all',
    access: 'banners.write',
    call: json('/api/banners/all'),
    ok: 200,
  },
  {
    route: 'PATCH /api/banners/:id',
    access: 'banners.write',
    call: async () => ({
      url: `/api/banners/${(await newBanner()).id}`,
      payload: { link: { url: 'https://rihla.dz/offers' } },
      headers: { 'if-match': '"1"' },
    }),
    ok: 200,
  },
  {
    route: 'PUT /api/banners/:id/image',
    access: 'banners.write',
    call: async () => {
      const form = await bannerForm()
      const { id } = await newBanner()
      return {
        ...form,
        url: `/api/banners/${id}/image`,
        headers: { ...form.headers, 'if-match': '"1"' },
      }
    },
    ok: 200,
  },
  {
    route: 'PUT /api/banners/order',
    access: 'banners.write',
    call: async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/banners/all',
        headers: await adminHeaders(),
      })
      return {
        url: '/api/banners/order',
        payload: { ids: list.json<Array<{ id: number }>>().map((b) => b.id) },
      }
    },
    ok: 200,
  },
  {
    route: 'DELETE /api/banners/:id',
    access: 'banners.write',
    call: async () => ({ url: `/api/banners/${(await newBanner()).id}` }),
    ok: 200,
  },
]

const routeName = (r: { method: string; url: string }) =>
  `${r.method} ${r.url.replace(/(.)\/$/, '$1')}`

describe('the authorization matrix', () => {
  it('lists every route of the app, and only those', () => {
    const routes = t.app.routeTable.map(routeName)
    expect(TABLE.map((r) => r.route).sort()).toEqual([...new Set(routes)].sort())
  })

  it.each(TABLE)('$route answers each person as its permission says', async (row) => {
    const [method] = row.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE']
    const route = t.app.routeTable.find((r) => routeName(r) === row.route)
    if (!route) throw new Error(`${row.route} is not a route of the app`)
    const { access } = row
    expect(route.access, `${row.route}: the route's config.access`).toBe(access)
    expect(route.stepUp, `${row.route}: the route's config.stepUp`).toBe(row.stepUp === true)
    const expected = { anonymous: 401, blocked: 403 } as Record<Persona, number>
    if (access === 'public') Object.assign(expected, { anonymous: row.ok, blocked: row.ok })
    for (const role of ROLES) {
      if (!mayAccess(role, access)) expected[role] = 403
      else if (row.needs && !can(role, row.needs)) expected[role] = row.refused ?? 403
      else expected[role] = row.ok
    }
    const send = async (persona: Persona, headers: Record<string, string>) => {
      const call = await row.call(persona)
      return t.app.inject({
        method,
        url: call.url,
        headers: { ...headers, ...call.headers },
        ...(call.payload !== undefined ? { payload: call.payload as string } : {}),
      })
    }
    for (const persona of ['anonymous', 'blocked', ...ROLES] as const) {
      const headers = await headersOf(persona)
      if (row.stepUp && expected[persona] === row.ok) {
        const token = await send(persona, headers)
        expect(token.statusCode, `${row.route} as ${persona}, token alone`).toBe(403)
        expect(token.json(), `${row.route} as ${persona}, token alone`).toMatchObject({
          code: 'auth.stepUpRequired',
        })
        await stepUp(t, { headers })
      }
      const res = await send(persona, headers)
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
        password: 'Tassili7',
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
    const [row] = await t.db.select().from(users).where(eq(users.id, people.admin.id))
    expect(row).toMatchObject({
      // Stored in the one form: 0555… as +213555….
      phoneNumber: '+213555999000',
      role: 'admin',
      isBlocked: false,
      email: people.admin.email,
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
