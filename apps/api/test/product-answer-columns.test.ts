import type { Product, ProductListResponse, WaitingListItem } from '@rihla/contract/products'
import { inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../src/db/schema'
import { simplify } from '../src/plugins/serializer'
import { createSubcategory, insertProduct } from './factories'
import { useSignedIn, useTestApp } from './helpers'

/**
 * The product lists and the by-id read only the columns the answer shows: the
 * rejection is one value the statement builds for the rows that show it, `resubmitted` is
 * worked out by the statement. What the answer says must not change.
 */
const t = useTestApp()
const moderator = useSignedIn(t, { role: 'moderator', username: 'Meriem' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})

const get = <T>(url: string) =>
  t.app.inject({ method: 'GET', url, headers: moderator.headers }).then((r) => {
    expect(r.statusCode).toBe(200)
    return r.json<T>()
  })

const rejectedAt = new Date('2026-03-04T05:06:07.891Z')
const rejected = (by: number | null) => ({
  rejectionReason: 'poor_photos' as const,
  rejectionNote: 'Blurred',
  rejectedBy: by,
  rejectedAt,
})

describe('the answer read from only its columns', () => {
  it('shows a rejection, with its author by name and its time, where it is shown only', async () => {
    const shown = await insertProduct(t, {
      subcategoryId: subId,
      title: 'Shown rejection',
      status: 'rejected',
      ...rejected(moderator.user.id),
    })
    // Approved after a rejection: the columns stay for the history, the answer shows none.
    const approved = await insertProduct(t, {
      subcategoryId: subId,
      title: 'Approved after rejection',
      status: 'approved',
      ...rejected(moderator.user.id),
      resubmittedAt: new Date(),
    })
    const waitingAgain = await insertProduct(t, {
      subcategoryId: subId,
      title: 'Waiting again',
      // Its author's account deleted since: the column is set to null.
      ...rejected(null),
      resubmittedAt: new Date(),
    })
    const waitingFirst = await insertProduct(t, { subcategoryId: subId, title: 'Waiting first' })
    // A time with microseconds: the answer gives its milliseconds, as the column's Date did.
    await t.db
      .update(products)
      .set({ rejectedAt: sql`'2026-03-04 05:06:07.891678+00'::timestamptz` })
      .where(inArray(products.id, [shown.id, approved.id, waitingAgain.id]))

    const expected = {
      reason: 'poor_photos',
      note: 'Blurred',
      by: { id: moderator.user.id, name: 'Meriem' },
      at: '2026-03-04T05:06:07.891Z',
    }
    const byId = (id: number) => get<Product>(`/api/products/${id}`)
    expect(await byId(shown.id)).toMatchObject({ rejection: expected, resubmitted: false })
    expect(await byId(approved.id)).toMatchObject({ rejection: null, resubmitted: false })
    expect(await byId(waitingAgain.id)).toMatchObject({
      rejection: { ...expected, by: null },
      resubmitted: true,
    })
    expect(await byId(waitingFirst.id)).toMatchObject({ rejection: null, resubmitted: false })

    const rejectedList = await get<ProductListResponse>('/api/products?status=rejected')
    expect(rejectedList.products.find((p) => p.id === shown.id)?.rejection).toEqual(expected)
    const catalogue = await get<ProductListResponse>('/api/products?search=Approved%20after')
    expect(catalogue.products.map((p) => [p.id, p.rejection, p.resubmitted])).toEqual([
      [approved.id, null, false],
    ])
    const queue = await get<{ products: WaitingListItem[] }>('/api/products/waiting-list')
    const inQueue = new Map(queue.products.map((p) => [p.id, p]))
    expect(inQueue.get(waitingAgain.id)).toMatchObject({
      rejection: { ...expected, by: null },
      resubmitted: true,
    })
    expect(inQueue.get(waitingFirst.id)).toMatchObject({ rejection: null, resubmitted: false })
  })
})

describe('the compiled serializer', () => {
  it('writes a nullable object as a type list, with no validator run to pick a branch', () => {
    const object = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }
    expect(simplify({ anyOf: [object, { type: 'null' }] })).toEqual({
      ...object,
      type: ['object', 'null'],
    })
    // A branch that is not plainly null, or a union of two objects, stays a union.
    const union = { anyOf: [object, { type: 'null', description: 'none' }] }
    expect(simplify(union)).toEqual(union)
    const two = { anyOf: [object, { ...object, required: [] }] }
    expect(simplify(two)).toEqual(two)
  })
})
