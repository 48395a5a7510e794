import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { events, productClaims } from '../src/db/schema'
import { signReleaseToken, verifyReleaseToken } from '../src/modules/waiting-products/release-token'
import { createSubcategory, insertPendingProduct } from './factories'
import { useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const amina = useSignedIn(t, { role: 'moderator', username: 'Amina' })
const bilal = useSignedIn(t, { role: 'admin', username: 'Bilal' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})

const pending = (title: string) => insertPendingProduct(t, subId, title)

async function claim(id: number, who = amina, body: object = {}) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/products/waiting-list/${id}/claim`,
    headers: who.headers,
    payload: body,
  })
  expect(answer.statusCode).toBe(200)
  return answer.json<{ userId: number; expiresAt: string; releaseToken: string }>()
}

/** What `navigator.sendBeacon(url, token)` sends: a text/plain POST, no Authorization. */
const beacon = (id: number, body: string, contentType = 'text/plain;charset=UTF-8') =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/waiting-list/${id}/claim/release`,
    headers: { 'content-type': contentType },
    payload: body,
  })

const holderOf = async (id: number) =>
  (await t.db.select().from(productClaims).where(eq(productClaims.productId, id)))[0]?.userId

describe('releasing a claim with a beacon', () => {
  it('a claim lives a minute by default', async () => {
    expect(t.config.claimSeconds).toBe(60)
    const product = await pending('Minute')
    const taken = await claim(product.id)
    const left = Date.parse(taken.expiresAt) - Date.now()
    expect(left).toBeGreaterThan(50_000)
    expect(left).toBeLessThanOrEqual(61_000)
  })

  it('the release token of a claim releases it, without an Authorization header', async () => {
    const product = await pending('Closed tab')
    const { releaseToken } = await claim(product.id)
    expect(await holderOf(product.id)).toBe(amina.user.id)
    const answer = await beacon(product.id, releaseToken)
    expect(answer.statusCode).toBe(204)
    expect(await holderOf(product.id)).toBeUndefined()
    // Every screen is told, as with DELETE …/claim.
    const told = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'claim.release'), eq(events.entityId, product.id)))
    expect(told).toHaveLength(1)
    // Sent again (a second pagehide): nothing left to release, nothing said.
    expect((await beacon(product.id, releaseToken)).statusCode).toBe(204)
  })

  it('a wrong, forged, expired or other product’s token releases nothing', async () => {
    const product = await pending('Kept')
    const other = await pending('Other')
    const { releaseToken } = await claim(product.id)
    const { releaseToken: otherToken } = await claim(other.id)
    const [user, id, exp, signature] = releaseToken.split('.')
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`
    const wrong = [
      '',
      'nonsense',
      amina.tokens.accessToken,
      `${user}.${id}.${exp}.${flipped}`,
      // Someone else's claim named with a valid-looking token signed by another secret.
      signReleaseToken(
        new TextEncoder().encode('x'.repeat(48)),
        amina.user.id,
        product.id,
        new Date(Date.now() + 60_000),
      ),
      // A token for another product.
      otherToken,
      // Expired.
      signReleaseToken(t.config.jwtSecret, amina.user.id, product.id, new Date(Date.now() - 1000)),
    ]
    for (const body of wrong) {
      const answer = await beacon(product.id, body)
      expect([400, 401]).toContain(answer.statusCode)
    }
    expect(await holderOf(product.id)).toBe(amina.user.id)
    expect(await holderOf(other.id)).toBe(amina.user.id)
  })

  it("someone else's claim is not released (taken over since the token was given)", async () => {
    const product = await pending('Taken over')
    const { releaseToken } = await claim(product.id, amina)
    await claim(product.id, bilal, { takeOver: true })
    expect(await holderOf(product.id)).toBe(bilal.user.id)
    expect((await beacon(product.id, releaseToken)).statusCode).toBe(204)
    expect(await holderOf(product.id)).toBe(bilal.user.id)
  })

  it('reads no cookie and no Authorization: a signed-in session alone releases nothing', async () => {
    const product = await pending('Cookie')
    await claim(product.id)
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/products/waiting-list/${product.id}/claim/release`,
      headers: { ...amina.headers, 'content-type': 'text/plain', cookie: 'session=1' },
      payload: '',
    })
    expect([400, 401]).toContain(answer.statusCode)
    // A form post (what a cross-site page can send without asking) is no text body either.
    const form = await beacon(product.id, 'token=x', 'application/x-www-form-urlencoded')
    expect(form.statusCode).toBe(415)
    expect(await holderOf(product.id)).toBe(amina.user.id)
  })

  it('verifies a token only for its own secret, product and time', () => {
    const secret = t.config.jwtSecret
    const until = new Date(Date.now() + 60_000)
    const token = signReleaseToken(secret, 7, 9, until)
    expect(verifyReleaseToken(secret, token)).toEqual({ userId: 7, productId: 9 })
    expect(verifyReleaseToken(secret, token, until.getTime() + 1001)).toBeNull()
    expect(verifyReleaseToken(secret, token.replace('7.9.', '8.9.'))).toBeNull()
    expect(verifyReleaseToken(secret, `${token}x`)).toBeNull()
  })

  it('is documented: a text/plain body, and the take answers the token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    type Operation = { requestBody?: { content?: Record<string, unknown> } }
    const spec = res.json<{ paths: Record<string, Record<string, Operation>> }>()
    const release = spec.paths['/api/products/waiting-list/{id}/claim/release']?.post
    expect(Object.keys(release?.requestBody?.content ?? {})).toEqual(['text/plain'])
    const take = spec.paths['/api/products/waiting-list/{id}/claim']?.post
    expect(JSON.stringify(take)).toContain('releaseToken')
  })
})
