import { readDetails, renderMessage } from '@rihla/contract/message-codes'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { productClaims, products } from '../src/db/schema'
import { burst, listen } from './burst'
import { createSubcategory, insertPendingProduct } from './factories'
import { errorAnswer, signedIn, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const amina = useSignedIn(t, { role: 'admin', username: 'Amina' })
const bilal = useSignedIn(t, { role: 'admin', username: 'Bilal' })
let subId: number
let port: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
  port = await listen(t)
})

const pending = (title: string) => insertPendingProduct(t, subId, title)

const claim = (id: number, who = amina, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/waiting-list/${id}/claim`,
    headers: who.headers,
    payload: body,
  })

describe('claims on waiting products', () => {
  it('of two moderators claiming at once, exactly one holds it; the other learns who', async () => {
    const product = await pending('Contended')
    const answers = await Promise.all([claim(product.id, amina), claim(product.id, bilal)])
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([200, 409])
    const winner = answers.find((a) => a.statusCode === 200)?.json<{ name: string }>().name
    const loser = answers.find((a) => a.statusCode === 409)
    expect(loser?.json().code).toBe('product.claimed')
    expect(loser?.json().message).toBe(renderMessage('product.claimed', { name: winner ?? '' }))
    const rows = await t.db
      .select()
      .from(productClaims)
      .where(eq(productClaims.productId, product.id))
    expect(rows).toHaveLength(1)
  })

  it('others see the claim; approving it asks to take over; a decision ends it', async () => {
    const product = await pending('Reviewed')
    expect((await claim(product.id, amina)).statusCode).toBe(200)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/products/waiting-list/claims',
      headers: bilal.headers,
    })
    expect(list.json()).toContainEqual(
      expect.objectContaining({ productId: product.id, userId: amina.user.id, name: 'Amina' }),
    )
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}/accept`,
      headers: { ...bilal.headers, 'if-match': '"1"' },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject(errorAnswer('product.claimed', { name: 'Amina' }))
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}/accept?takeOver=true`,
      headers: { ...bilal.headers, 'if-match': '"1"' },
    })
    expect(taken.statusCode).toBe(200)
    const left = await t.db
      .select()
      .from(productClaims)
      .where(eq(productClaims.productId, product.id))
    expect(left).toHaveLength(0)
  })

  it('rejecting with a reason a product another reviews asks to take over, as approving does', async () => {
    const product = await pending('Reviewed, rejected')
    expect((await claim(product.id, amina)).statusCode).toBe(200)
    const reject = (query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/reject${query}`,
        headers: { ...bilal.headers, 'if-match': '"1"' },
        payload: { reason: 'wrong_category' },
      })
    const refused = await reject()
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject(errorAnswer('product.claimed', { name: 'Amina' }))
    const taken = await reject('?takeOver=true')
    expect(taken.statusCode).toBe(200)
    expect(taken.json()).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'wrong_category' },
    })
    const left = await t.db
      .select()
      .from(productClaims)
      .where(eq(productClaims.productId, product.id))
    expect(left).toHaveLength(0)
  })

  it('a bulk decision skips claimed rows and says so', async () => {
    const free = await pending('Free')
    const held = await pending('Held')
    expect((await claim(held.id, amina)).statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/waiting-list/bulk',
      headers: bilal.headers,
      payload: {
        action: 'approve',
        items: [
          { id: free.id, version: 1 },
          { id: held.id, version: 1 },
        ],
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ ids: [free.id], skipped: [{ id: held.id, name: 'Amina' }] })
    const [still] = await t.db.select().from(products).where(eq(products.id, held.id))
    expect(still?.status).toBe('pending')
  })

  it('a claim ends when its holder leaves, or when it expires', async () => {
    const product = await pending('Left')
    expect((await claim(product.id, amina)).statusCode).toBe(200)
    expect((await claim(product.id, bilal)).statusCode).toBe(409)
    const release = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/waiting-list/${product.id}/claim`,
      headers: amina.headers,
    })
    expect(release.statusCode).toBe(204)
    expect((await claim(product.id, bilal)).statusCode).toBe(200)
    // Expired: anyone may take it.
    await t.db
      .update(productClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(productClaims.productId, product.id))
    const taken = await claim(product.id, amina)
    expect(taken.statusCode).toBe(200)
    expect(taken.json()).toMatchObject({ userId: amina.user.id })
  })

  it('of two moderators rejecting with a reason and approving at once, one wins; the other learns who', async () => {
    const chafia = await signedIn(t, { role: 'moderator', username: 'Chafia' })
    const djamel = await signedIn(t, { role: 'moderator', username: 'Djamel' })
    const product = await pending('Contended decision')
    const answers = await burst(port, [
      {
        method: 'POST',
        path: `/api/products/${product.id}/reject`,
        headers: { ...chafia.headers, 'if-match': '"1"' },
        body: { reason: 'contact_details', note: 'A phone number in the title.' },
      },
      {
        method: 'PATCH',
        path: `/api/products/${product.id}/accept`,
        headers: { ...djamel.headers, 'if-match': '"1"' },
      },
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id))
    const rejectWon = answers[0]?.status === 200
    expect(row?.status).toBe(rejectWon ? 'rejected' : 'approved')
    const winner = rejectWon ? 'Chafia' : 'Djamel'
    const loser = answers.find((a) => a.status === 409)
    const body = loser?.json<{ code: string; message: string; details: string[] }>()
    // The 409 names who decided and when, in `details` too.
    const code = rejectWon ? 'product.alreadyRejected' : 'product.alreadyApproved'
    expect(body?.code).toBe(code)
    const decided = readDetails(code, body?.details)
    expect(decided?.name).toBe(winner)
    expect(body?.message).toBe(
      renderMessage(code, {
        name: winner,
        at: decided?.at ?? '',
      }),
    )
    if (rejectWon) {
      expect(row).toMatchObject({
        rejectionReason: 'contact_details',
        rejectionNote: 'A phone number in the title.',
      })
    }
  })
})
