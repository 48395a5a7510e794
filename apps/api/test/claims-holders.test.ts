import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { events, productClaims, users } from '../src/db/schema'
import { createSubcategory, insertPendingProduct } from './factories'
import { signedIn, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const amina = useSignedIn(t, { role: 'admin', username: 'Amina' })
const bilal = useSignedIn(t, { role: 'admin', username: 'Bilal' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})

const pending = (title: string) => insertPendingProduct(t, subId, title)

const claim = (id: number, who: typeof amina) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/waiting-list/${id}/claim`,
    headers: who.headers,
    payload: {},
  })

const takes = async (id: number) =>
  t.db
    .select()
    .from(events)
    .where(and(eq(events.type, 'claim.take'), eq(events.entityId, id)))

describe('who a claim holds for', () => {
  it("taking one's own expired claim again is announced, a renewal is not", async () => {
    const product = await pending('Back after a break')
    expect((await claim(product.id, amina)).statusCode).toBe(200)
    expect((await claim(product.id, amina)).statusCode).toBe(200)
    expect(await takes(product.id)).toHaveLength(1)
    // The claim ran out (other screens showed the product free); Amina comes back to it.
    await t.db
      .update(productClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(productClaims.productId, product.id))
    expect((await claim(product.id, amina)).statusCode).toBe(200)
    expect(await takes(product.id)).toHaveLength(2)
  })

  it("a blocked moderator's claim holds nobody back", async () => {
    const carim = await signedIn(t, { role: 'admin', username: 'Carim' })
    const product = await pending('Held by someone blocked')
    expect((await claim(product.id, carim)).statusCode).toBe(200)
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, carim.user.id))

    const list = await t.app.inject({
      url: '/api/products/waiting-list/claims',
      headers: bilal.headers,
    })
    expect(list.json()).not.toContainEqual(expect.objectContaining({ productId: product.id }))
    const taken = await claim(product.id, bilal)
    expect(taken.statusCode).toBe(200)
    expect(taken.json()).toMatchObject({ userId: bilal.user.id, name: 'Bilal' })
  })

  it('an approve or a reject is not refused for a blocked holder', async () => {
    const carim = await signedIn(t, { role: 'admin', username: 'Carim B' })
    const one = await pending('Approve past a blocked holder')
    const two = await pending('Reject past a blocked holder')
    expect((await claim(one.id, carim)).statusCode).toBe(200)
    expect((await claim(two.id, carim)).statusCode).toBe(200)
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, carim.user.id))
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${one.id}/accept`,
      headers: { ...amina.headers, 'if-match': '"1"' },
    })
    expect(approve.statusCode).toBe(200)
    const reject = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${two.id}?waiting=true`,
      headers: { ...amina.headers, 'if-match': '"1"' },
    })
    expect(reject.statusCode).toBe(200)
  })
})
