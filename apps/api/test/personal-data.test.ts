import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSubcategory, postProduct } from './factories'
import {
  createTestApp,
  errorAnswer,
  login,
  type SignedIn,
  signedIn,
  stepUp,
  type TestApp,
} from './helpers'

/**
 * A person's data on request: a copy (zip) and an erasure, both admin powers behind a fresh
 * password; the erasure leaves no trace of the person's name, e-mail or phone anywhere.
 */
const NAME = 'Zoubida Quartzfeld'
const EMAIL = 'zoubida.quartzfeld@example.dz'
const PHONE = '+213555987654'

let t: TestApp
let admin: SignedIn
let seller: SignedIn
let work: string
let subId: number
let listingKeys: string[]
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rihla-personal-'))
  t = await createTestApp()
  admin = await signedIn(t, { role: 'admin' })
  seller = await signedIn(t, { username: NAME, email: EMAIL, phoneNumber: PHONE })
  subId = (await createSubcategory(t, 'A')).id
  const listing = await postProduct(t, seller.headers, {
    title: 'Villa à Tipaza',
    subcategoryId: subId,
  })
  listingKeys = (
    (await t.db.execute(
      sql`select file_key as k from product_pictures where product_id = ${listing.id}
          union all select thumb_key from product_pictures where product_id = ${listing.id}`,
    )) as unknown as { rows: Array<{ k: string }> }
  ).rows.map((row) => row.k)
  // The person in other tables: a rating, a failed sign-in (the limiter's keys), a block and
  // its lifting (the activity), their own request.
  const other = await postProduct(t, admin.headers, { title: 'Riad à Alger', subcategoryId: subId })
  const rated = await t.app.inject({
    method: 'POST',
    url: '/api/products/rate',
    headers: seller.headers,
    payload: { productId: other.id, rating: 4 },
  })
  expect(rated.statusCode).toBe(200)
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: EMAIL, password: 'not-the-password' },
  })
  await stepUp(t, admin)
  for (const action of ['block', 'unblock']) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.user.id}/${action}`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
  }
  seller.tokens = await login(t, EMAIL)
  seller.headers = { authorization: `Bearer ${seller.tokens.accessToken}` }
}, 60_000)
afterAll(async () => {
  await t?.close()
  await rm(work, { recursive: true, force: true })
})

/** A new session of the admin, not stepped up. */
const freshAdmin = async () => {
  const tokens = await login(t, admin.user.email)
  return { headers: { authorization: `Bearer ${tokens.accessToken}` } }
}

describe('a person asks for their data', () => {
  it('a seller asks from their own account, and staff see the request in the activity', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/data-requests',
      headers: seller.headers,
      payload: { kind: 'export' },
    })
    expect(asked.statusCode).toBe(201)
    expect(asked.json()).toMatchObject({ kind: 'export' })
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/activity?entity=user&entityId=${seller.user.id}`,
      headers: admin.headers,
    })
    expect(activity.json().data.map((entry: { action: string }) => entry.action)).toContain(
      'user.data-request',
    )
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/data-requests',
      headers: seller.headers,
      payload: { kind: 'everything' },
    })
    expect(wrong.statusCode).toBe(400)
  })
})

describe('a copy of a person’s data', () => {
  it('is refused without a fresh password, and to anyone but an admin', async () => {
    const fresh = await freshAdmin()
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/users/${seller.user.id}/export`,
      headers: fresh.headers,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual(errorAnswer('auth.stepUpRequired'))
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/users/${seller.user.id}/export`,
      headers: seller.headers,
    })
    expect(own.statusCode).toBe(403)
  })

  it('after a step-up: a zip of the account, listings, pictures, ratings and activity', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${seller.user.id}/export`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const file = path.join(work, 'export.zip')
    await writeFile(file, res.rawPayload)
    const listed = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n')
    expect(listed).toEqual(
      expect.arrayContaining([
        'account.json',
        'listings.json',
        'ratings.json',
        'sessions.json',
        'activity.json',
        ...listingKeys.map((key) => `pictures/${key}`),
      ]),
    )
    execFileSync('unzip', ['-tq', file])
    const read = (name: string) => JSON.parse(execFileSync('unzip', ['-p', file, name]).toString())
    expect(read('account.json')).toMatchObject({
      email: EMAIL,
      phone_number: PHONE,
      username: NAME,
    })
    expect(JSON.stringify(read('account.json'))).not.toContain('argon2')
    expect(read('listings.json')[0]).toMatchObject({ title: 'Villa à Tipaza' })
    expect(read('ratings.json')).toEqual([expect.objectContaining({ rating: 4 })])
    const actions = read('activity.json').map((entry: { action: string }) => entry.action)
    expect(actions).toEqual(
      expect.arrayContaining(['user.block', 'user.unblock', 'product.create']),
    )
  })
})

describe('erasing a person', () => {
  it('is refused without a fresh password, and for one’s own account', async () => {
    const fresh = await freshAdmin()
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/users/${seller.user.id}/erase`,
      headers: fresh.headers,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual(errorAnswer('auth.stepUpRequired'))
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admin.user.id}/erase`,
      headers: admin.headers,
    })
    expect(self.statusCode).toBe(400)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/users/999999/erase',
      headers: admin.headers,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('leaves no trace of their name, e-mail or phone in any table or stored file; the events stay', async () => {
    const entriesBefore = await auditCount()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${seller.user.id}/erase`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: seller.user.id,
      username: `Erased account ${seller.user.id}`,
      listingsRemoved: 1,
      filesRemoved: listingKeys.length + 1,
    })

    // Every row of every table, as text.
    const tables = (
      (await t.db.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: Array<{ name: string }> }
    ).rows.map((row) => row.name)
    expect(tables.length).toBeGreaterThan(20)
    let dump = ''
    for (const table of tables) {
      const { rows } = (await t.db.execute(
        sql.raw(`select t::text as line from "${table}" t`),
      )) as unknown as { rows: Array<{ line: string }> }
      dump += rows.map((row) => row.line).join('\n')
    }
    expect(dump).toContain('Riad à Alger')
    for (const trace of [NAME, EMAIL, PHONE, 'Quartzfeld', 'Villa à Tipaza']) {
      expect(dump.toLowerCase()).not.toContain(trace.toLowerCase())
    }
    // Every stored file: none of theirs, and none naming them.
    const keys: string[] = []
    for await (const key of t.app.ctx.storage.keys()) keys.push(key)
    for (const key of listingKeys) expect(keys).not.toContain(key)
    for (const key of keys) {
      const file = await t.app.ctx.storage.get(key)
      const chunks: Buffer[] = []
      for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer)
      const text = Buffer.concat(chunks).toString('latin1').toLowerCase()
      for (const trace of [EMAIL, PHONE, 'quartzfeld']) expect(text).not.toContain(trace)
    }

    // The activity keeps each event (and the erasure's own), without the person.
    expect(await auditCount()).toBe(entriesBefore + 1)
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/activity?entity=user&entityId=${seller.user.id}`,
      headers: admin.headers,
    })
    expect(activity.json().data.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['user.erase', 'user.block', 'user.unblock', 'user.data-request']),
    )
    // Their sessions ended; they cannot sign in again.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/products/mine',
      headers: seller.headers,
    })
    expect([401, 403]).toContain(after.statusCode)
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMAIL, password: 'Secret123' },
    })
    expect(signIn.statusCode).toBe(401)
  })
})

async function auditCount() {
  const { rows } = (await t.db.execute(
    sql`select count(*)::int as n from audit_log`,
  )) as unknown as { rows: Array<{ n: number }> }
  return Number(rows[0]?.n)
}
