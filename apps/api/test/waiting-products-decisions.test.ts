import type { AuditAction } from '@rihla/contract/audit'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../src/db/schema'
import { burst, listen } from './burst'
import { createSubcategory, insertProduct } from './factories'
import { signedIn, useTestApp } from './helpers'

const t = useTestApp()
let port: number
let admin: Awaited<ReturnType<typeof signedIn>>
let subId: number

beforeAll(async () => {
  port = await listen(t)
  admin = await signedIn(t, { role: 'admin' })
  subId = (await createSubcategory(t, 'A', 'Omra')).id
})

/** A waiting product straight in the database: the decision logic needs no picture. */
const pending = (title: string) =>
  insertProduct(t, {
    subcategoryId: subId,
    title,
    price: 90_000,
    location: 'Constantine',
    wilaya: 25,
    category: 'A',
    description: 'Omra in Ramadan.',
  })

const entriesOf = (action: AuditAction, ids: number[]) =>
  t.db
    .select({ entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.entityId, ids)))

describe('an approval decision', () => {
  it('is audited in one shape whether the product is accepted alone or in bulk', async () => {
    const alone = await pending('Omra alone')
    const inBulk = await pending('Omra in bulk')
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${alone.id}/accept`,
      headers: { ...admin.headers, 'if-match': '"1"' },
    })
    expect(accepted.statusCode).toBe(200)
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/products/waiting-list/bulk',
      headers: admin.headers,
      payload: { action: 'approve', items: [{ id: inBulk.id, version: 1 }] },
    })
    expect(bulk.statusCode).toBe(200)
    const entries = await entriesOf('product.approve', [alone.id, inBulk.id])
    expect(entries.sort((a, b) => Number(a.entityId) - Number(b.entityId))).toEqual([
      {
        entityId: alone.id,
        before: { title: 'Omra alone', status: 'pending' },
        after: { status: 'approved' },
      },
      {
        entityId: inBulk.id,
        before: { title: 'Omra in bulk', status: 'pending' },
        after: { status: 'approved' },
      },
    ])
  })

  it('is audited in one shape whether the product is rejected alone or in bulk', async () => {
    const alone = await pending('Hajj alone')
    const inBulk = await pending('Hajj in bulk')
    const deleted = await pending('Hajj deleted')
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/products/${alone.id}/reject`,
      headers: { ...admin.headers, 'if-match': '"1"' },
      payload: { reason: 'duplicate' },
    })
    expect(rejected.statusCode).toBe(200)
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/products/waiting-list/bulk',
      headers: admin.headers,
      payload: { action: 'reject', items: [{ id: inBulk.id, version: 1 }], reason: 'duplicate' },
    })
    expect(bulk.statusCode).toBe(200)
    // The seed's DELETE of a waiting product is a rejection too, by deletion: no `after`.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${deleted.id}`,
      headers: admin.headers,
    })
    expect(removed.statusCode).toBe(200)
    const entries = await entriesOf('product.reject', [alone.id, inBulk.id, deleted.id])
    const after = { status: 'rejected', reason: 'duplicate', note: null }
    expect(entries.sort((a, b) => Number(a.entityId) - Number(b.entityId))).toEqual([
      { entityId: alone.id, before: { title: 'Hajj alone', status: 'pending' }, after },
      { entityId: inBulk.id, before: { title: 'Hajj in bulk', status: 'pending' }, after },
      { entityId: deleted.id, before: { title: 'Hajj deleted', status: 'pending' }, after: null },
    ])
  })

  it('is taken once when two admins accept the same product at the same moment', async () => {
    const product = await pending('Omra twice')
    const accept = { method: 'PATCH', path: `/api/products/${product.id}/accept` }
    const reviewed = { ...admin.headers, 'if-match': '"1"' }
    const answers = await burst(port, [
      { ...accept, headers: reviewed },
      { ...accept, headers: reviewed },
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(await entriesOf('product.approve', [product.id])).toHaveLength(1)
  })

  it('is taken once when one admin accepts and another rejects in bulk at the same moment', async () => {
    const product = await pending('Omra contested')
    const answers = await burst(port, [
      {
        method: 'PATCH',
        path: `/api/products/${product.id}/accept`,
        headers: { ...admin.headers, 'if-match': '"1"' },
      },
      {
        method: 'POST',
        path: '/api/products/waiting-list/bulk',
        headers: admin.headers,
        body: {
          action: 'reject',
          items: [{ id: product.id, version: 1 }],
          reason: 'prohibited_content',
        },
      },
    ])
    // The loser finds the product decided, approved or rejected (409).
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const decisions = [
      ...(await entriesOf('product.approve', [product.id])),
      ...(await entriesOf('product.reject', [product.id])),
    ]
    expect(decisions).toHaveLength(1)
  })
})
