import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSubcategory, image, multipart, postProduct } from './factories'
import { createTestApp, errorAnswer, signedIn, type TestApp } from './helpers'
import { enroll } from './two-factor-helpers'

/**
 * The attack: with REQUIRE_2FA_FOR_STAFF, a moderator with only a password uses the staff
 * rights of the `authenticated` edit routes on another seller's listing, and reads it back
 * through a wrong If-Match's 409.
 */
describe('staff rights inside the owner routes, with REQUIRE_2FA_FOR_STAFF on', () => {
  let t: TestApp
  let subId: number
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_2FA_FOR_STAFF: 'true' })
    subId = (await createSubcategory(t, 'A')).id
  }, 60_000)
  afterAll(() => t.close())

  const listingOf = async (headers: Record<string, string>) => {
    const listing = await postProduct(t, headers, { title: 'Omra', subcategoryId: subId })
    return { id: listing.id, pictureId: listing.pictures[0]?.id ?? 0 }
  }

  /** Every change a moderator could make to someone else's listing, from version `tag`. */
  async function changes(
    headers: Record<string, string>,
    id: number,
    pictureId: number,
    tag: string,
  ) {
    const h = { ...headers, 'if-match': tag }
    const body = multipart({}, [{ field: 'pictures', filename: 'p.png', data: await image() }])
    return {
      edit: await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${id}`,
        headers: h,
        payload: { title: 'SCAM - pay by wire' },
      }),
      add: await t.app.inject({
        method: 'POST',
        url: `/api/products/${id}/pictures`,
        headers: { ...h, ...body.headers },
        payload: body.payload,
      }),
      order: await t.app.inject({
        method: 'PUT',
        url: `/api/products/${id}/pictures/order`,
        headers: h,
        payload: { ids: [pictureId] },
      }),
      remove: await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${id}/pictures/${pictureId}`,
        headers: h,
      }),
    }
  }

  it('refuses a moderator with only a password every change of another’s listing, even a stale one', async () => {
    const seller = await signedIn(t, { username: 'Karim' })
    const { id, pictureId } = await listingOf(seller.headers)
    const { headers } = await signedIn(t, { role: 'moderator' })
    for (const tag of ['"1"', '"99"']) {
      for (const [name, res] of Object.entries(await changes(headers, id, pictureId, tag))) {
        expect(res.statusCode, `${name} ${tag}`).toBe(403)
        expect(res.json(), name).toEqual(errorAnswer('twoFactor.enrollmentRequired'))
        // Nothing of the listing leaks: no title, no signed picture address.
        expect(res.body, name).not.toContain('signature=')
        expect(res.body, name).not.toContain('Omra')
      }
    }
    const read = await t.app.inject({ url: `/api/products/${id}`, headers: seller.headers })
    expect(read.json()).toMatchObject({ title: 'Omra', pictures: [{ id: pictureId }] })
    expect(read.headers.etag).toBe('"1"')
  })

  it('refuses an admin with only a password the same way', async () => {
    const seller = await signedIn(t, { username: 'Nadia' })
    const { id, pictureId } = await listingOf(seller.headers)
    const { headers } = await signedIn(t, { role: 'admin' })
    const { edit } = await changes(headers, id, pictureId, '"1"')
    expect(edit.statusCode).toBe(403)
    expect(edit.json()).toEqual(errorAnswer('twoFactor.enrollmentRequired'))
  })

  it('lets the same moderator edit once enrolled, and a stale If-Match then shows them the listing', async () => {
    const seller = await signedIn(t, { username: 'Yacine' })
    const { id } = await listingOf(seller.headers)
    const { headers } = await signedIn(t, { role: 'moderator' })
    await enroll(t, headers)
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: { ...headers, 'if-match': '"99"' },
      payload: { title: 'Omra 2027' },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'generic.stale', current: { id, version: 1 } })
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: { ...headers, 'if-match': '"1"' },
      payload: { title: 'Omra 2027' },
    })
    expect(edited.statusCode).toBe(200)
  })
})

describe('a stale If-Match answered to someone who may not read the listing', () => {
  let t: TestApp
  let subId: number
  beforeAll(async () => {
    t = await createTestApp()
    subId = (await createSubcategory(t, 'A')).id
  }, 60_000)
  afterAll(() => t.close())

  it('is the GET’s 404 for another seller’s waiting listing, never the listing', async () => {
    const seller = await signedIn(t, { username: 'Karim' })
    const listing = await postProduct(t, seller.headers, { title: 'Omra', subcategoryId: subId })
    const stranger = await signedIn(t, { username: 'Sami' })
    for (const tag of ['"1"', '"99"']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${listing.id}`,
        headers: { ...stranger.headers, 'if-match': tag },
        payload: { title: 'Mine now' },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(errorAnswer('product.notFound'))
    }
  })
})
