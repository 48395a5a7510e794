import { type WaitingListResponse, waitingListResponseSchema } from '@rihla/contract/products'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema'
import { createSubcategory, insertProduct } from './factories'
import { createTestApp, signedIn, type TestApp } from './helpers'

/**
 * Each row of the approval queue names who submitted it, on every path the paged
 * list reads a page by: page 1 with its total, a later page, another sort, a search.
 */
let t: TestApp
let moderator: Awaited<ReturnType<typeof signedIn>>
let seller: Awaited<ReturnType<typeof signedIn>>
let subId: number
const TAG = 'Submitterqueue'

beforeAll(async () => {
  t = await createTestApp()
  moderator = await signedIn(t, { role: 'moderator' })
  seller = await signedIn(t, { username: 'Yacine Benali' })
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})
afterAll(() => t.close())

/** A waiting listing straight in the database, by `createdById` (null: nobody). */
const pending = (title: string, createdById: number | null, price = 50) =>
  insertProduct(t, { subcategoryId: subId, title, createdById, price })

async function queue(query: string): Promise<WaitingListResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/waiting-list?${query}`,
    headers: moderator.headers,
  })
  expect(res.statusCode).toBe(200)
  // The answer is the contract's: each row has its `submitter`.
  return waitingListResponseSchema.parse(res.json())
}

const submitters = (page: WaitingListResponse) =>
  Object.fromEntries(page.products.map((p) => [p.title, p.submitter]))

describe('the waiting list names each listing’s submitter', () => {
  it('on page 1, a later page, another sort and a search', async () => {
    const first = await pending(`${TAG} couscous`, seller.user.id, 40)
    const second = await pending(`${TAG} grill`, seller.user.id, 60)
    const orphan = await pending(`${TAG} orphan`, null, 50)
    const yacine = { id: seller.user.id, username: 'Yacine Benali' }

    // Page 1 of the whole queue, with its total from the counters (one statement).
    const whole = await queue('page=1&limit=50')
    expect(submitters(whole)).toMatchObject({
      [first.title]: yacine,
      [second.title]: yacine,
      [orphan.title]: null,
    })
    // A later page, read by offset.
    const ordered = whole.products.map((p) => p.title)
    const third = await queue('page=3&limit=1')
    expect(third.products.map((p) => p.title)).toEqual([ordered[2]])
    expect(third.products[0]?.submitter).toEqual(whole.products[2]?.submitter)
    // A search, sorted by price: the name rides along with the sorted page.
    const found = await queue(`search=${TAG}&sort=price&order=desc&limit=10`)
    expect(found.products.map((p) => [p.title, p.submitter])).toEqual([
      [second.title, yacine],
      [orphan.title, null],
      [first.title, yacine],
    ])
  })

  it('is null once the account is deleted, and follows a renamed account', async () => {
    const gone = await signedIn(t, { username: 'Leaving soon' })
    const stays = await signedIn(t, { username: 'Old name' })
    const a = await pending(`${TAG} deleted owner`, gone.user.id)
    const b = await pending(`${TAG} renamed owner`, stays.user.id)
    await t.db.delete(users).where(eq(users.id, gone.user.id))
    await t.db.update(users).set({ username: 'New name' }).where(eq(users.id, stays.user.id))
    const found = submitters(await queue(`search=${TAG}%20owner&limit=10`))
    expect(found[a.title]).toBeNull()
    expect(found[b.title]).toEqual({ id: stays.user.id, username: 'New name' })
  })

  it('the other product lists carry no submitter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?status=pending&search=${TAG}`,
      headers: moderator.headers,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json<{ products: Array<Record<string, unknown>> }>()
    expect(body.products.length).toBeGreaterThan(0)
    for (const product of body.products) expect(product).not.toHaveProperty('submitter')
  })

  it('the OpenAPI document shows the submitter of each row', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    type Spec = { paths: Record<string, { get?: { responses?: Record<string, unknown> } }> }
    const text = JSON.stringify(
      res.json<Spec>().paths['/api/products/waiting-list']?.get?.responses?.['200'],
    )
    expect(text).toContain('"submitter"')
    expect(text).toContain('"username"')
  })
})
