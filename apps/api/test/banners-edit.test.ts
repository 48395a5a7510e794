import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { AdminBanner, Banner } from '@rihla/contract/banners'
import { type MessageCode, messageText } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, banners, events } from '../src/db/schema'
import { createSubcategory, image, multipart, postBanner, postProduct } from './factories'
import { errorAnswer, signedIn, useSignedIn, useTestApp } from './helpers'

/** Banners that work as banners: edit, image, order, schedule. */
const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })
const seller = useSignedIn(t, { role: 'user' })
let productId: number
let waitingProductId: number
beforeAll(async () => {
  const sub = await createSubcategory(t, 'A')
  productId = (
    await postProduct(t, admin.headers, { title: 'Umrah in spring', subcategoryId: sub.id })
  ).id
  // A user's listing waits for review: not in the catalogue, so no banner may lead to it.
  waitingProductId = (
    await postProduct(t, seller.headers, { title: 'Umrah in autumn', subcategoryId: sub.id })
  ).id
})
beforeEach(async () => {
  for (const banner of await all()) await remove(banner.id)
})

const files = () => {
  const dir = path.join(t.config.uploadsDir, 'banners')
  return existsSync(dir) ? readdirSync(dir).sort() : []
}
const fileOf = (url: string) => url.replace('/uploads/banners/', '')

const add = () => postBanner(t, admin.headers)
const remove = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/banners/${id}`, headers: admin.headers })
async function all(): Promise<AdminBanner[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/banners/all', headers: admin.headers })
  expect(res.statusCode).toBe(200)
  return res.json<AdminBanner[]>()
}
const live = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/banners${query}`, headers: admin.headers })
/** `ifMatch` null: no header at all. */
const patch = (id: number, payload: unknown, ifMatch: string | null = '"1"') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/banners/${id}`,
    headers: { ...admin.headers, ...(ifMatch === null ? {} : { 'if-match': ifMatch }) },
    payload: payload as object,
  })
async function replaceImage(id: number, ifMatch: string | null) {
  const body = multipart({}, [{ field: 'banner', filename: 'n.jpg', data: await image('jpeg') }])
  return t.app.inject({
    method: 'PUT',
    url: `/api/banners/${id}/image`,
    headers: {
      ...admin.headers,
      ...body.headers,
      ...(ifMatch === null ? {} : { 'if-match': ifMatch }),
    },
    payload: body.payload,
  })
}
const order = (ids: number[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/banners/order',
    headers: admin.headers,
    payload: { ids },
  })
const day = 24 * 3600 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

describe('banners as staff manage them', () => {
  it('lists every banner, newest first, switched on, with no link or schedule, version 1', async () => {
    const first = await add()
    const second = await add()
    const list = await all()
    expect(list.map((b) => [b.id, b.position])).toEqual([
      [second.id, 1],
      [first.id, 2],
    ])
    expect(list[0]).toMatchObject({
      url: second.url,
      link: null,
      productTitle: null,
      activeFrom: null,
      activeTo: null,
      active: true,
      state: 'live',
      version: 1,
    })
  })

  it('keeps the seed answer of GET /api/banners: the live ones only, in order, three fields', async () => {
    const [a, b, c] = [await add(), await add(), await add()]
    expect((await patch(b.id, { active: false })).statusCode).toBe(200)
    const res = await live()
    expect(res.headers['x-total-count']).toBe('2')
    const body = res.json<Banner[]>()
    expect(body.map((banner) => banner.id)).toEqual([c.id, a.id])
    for (const banner of body)
      expect(Object.keys(banner).sort()).toEqual(['createdAt', 'id', 'url'])
    expect((await live('?page=2&limit=1')).json<Banner[]>().map((x) => x.id)).toEqual([a.id])
  })

  it('hides a banner whose schedule is past, and shows it as ended in the admin list', async () => {
    const banner = await add()
    const res = await patch(banner.id, { activeFrom: at(-2 * day), activeTo: at(-day) })
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBe('"2"')
    expect(res.json<AdminBanner>()).toMatchObject({ state: 'ended', version: 2 })
    expect((await live()).json<Banner[]>()).toEqual([])
    expect((await live()).headers['x-total-count']).toBe('0')
    expect((await all())[0]).toMatchObject({ id: banner.id, state: 'ended' })
  })

  it('shows a banner scheduled later as scheduled, and one within its schedule as live', async () => {
    const later = await add()
    const now = await add()
    await patch(later.id, { activeFrom: at(day) })
    await patch(now.id, { activeFrom: at(-day), activeTo: at(day) })
    const states = Object.fromEntries((await all()).map((b) => [b.id, b.state]))
    expect(states).toEqual({ [later.id]: 'scheduled', [now.id]: 'live' })
    expect((await live()).json<Banner[]>().map((b) => b.id)).toEqual([now.id])
  })

  it('sets a link to a product or an https address, and clears it', async () => {
    const banner = await add()
    const toProduct = await patch(banner.id, { link: { productId } })
    expect(toProduct.json<AdminBanner>()).toMatchObject({
      link: { productId },
      productTitle: expect.any(String),
    })
    const toUrl = await patch(banner.id, { link: { url: 'https://rihla.dz/hajj' } }, '"2"')
    expect(toUrl.json<AdminBanner>()).toMatchObject({
      link: { url: 'https://rihla.dz/hajj' },
      productTitle: null,
    })
    const cleared = await patch(banner.id, { link: null }, '"3"')
    expect(cleared.json<AdminBanner>().link).toBeNull()
  })

  it.each([
    ['an http address', { url: 'http://rihla.dz' }, 'banner.link'],
    ['a javascript: address', { url: 'javascript:alert(1)' }, 'banner.link'],
    ['text that is no address', { url: 'rihla.dz' }, 'banner.link'],
    ['a product id of zero', { productId: 0 }, 'banner.link'],
    ['a product id as text', { productId: '12' }, 'banner.link'],
    ['both kinds at once', { productId: 1, url: 'https://rihla.dz' }, 'banner.link'],
    ['a product that does not exist', { productId: 999_999 }, 'banner.linkProduct'],
    ['a product still waiting', { productId: -1 }, 'banner.linkProduct'],
  ])('refuses %s as a link with a 400 and its message', async (_name, link, message) => {
    const banner = await add()
    if ('productId' in link && link.productId === -1) link.productId = waitingProductId
    const res = await patch(banner.id, { link })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      ...errorAnswer(message as MessageCode),
      details: [messageText(message as MessageCode)],
    })
    expect((await all())[0]).toMatchObject({ link: null, version: 1 })
  })

  it('refuses a schedule that ends before it starts, in the body or against the stored start', async () => {
    const banner = await add()
    const both = await patch(banner.id, { activeFrom: at(day), activeTo: at(-day) })
    expect(both.statusCode).toBe(400)
    expect(both.json()).toMatchObject(errorAnswer('banner.schedule'))
    expect((await patch(banner.id, { activeFrom: at(day) })).statusCode).toBe(200)
    const end = await patch(banner.id, { activeTo: at(0) }, '"2"')
    expect(end.statusCode).toBe(400)
    expect(end.json()).toMatchObject(errorAnswer('banner.schedule'))
    const bad = await patch(banner.id, { activeFrom: '2026-05-01T10:00' }, '"2"')
    expect(bad.json()).toMatchObject(errorAnswer('banner.date'))
    expect((await patch(banner.id, { colour: 'red' }, '"2"')).statusCode).toBe(400)
  })

  it('checks the version: 428 without If-Match, 412 when it names none, 409 with current', async () => {
    const banner = await add()
    const missing = await patch(banner.id, { active: false }, null)
    expect(missing.statusCode).toBe(428)
    expect(missing.json()).toMatchObject(errorAnswer('generic.versionRequired'))
    const unreadable = await patch(banner.id, { active: false }, '"abc"')
    expect(unreadable.statusCode).toBe(412)
    expect(unreadable.json()).toMatchObject(errorAnswer('generic.versionUnreadable'))

    const [one, two] = await Promise.all([
      patch(banner.id, { link: { url: 'https://one.dz' } }),
      patch(banner.id, { link: { url: 'https://two.dz' } }),
    ])
    const statuses = [one.statusCode, two.statusCode].sort()
    expect(statuses).toEqual([200, 409])
    const lost = one.statusCode === 409 ? one : two
    const won = one.statusCode === 409 ? two : one
    expect(lost.json()).toMatchObject({
      ...errorAnswer('generic.stale'),
      current: { id: banner.id, version: 2, link: won.json<AdminBanner>().link },
    })
    expect((await patch(999_999, { active: false })).statusCode).toBe(404)
  })

  it('writes nothing for a change that changes nothing, and audits each changed field', async () => {
    const banner = await add()
    const same = await patch(banner.id, { active: true, link: null })
    expect(same.headers.etag).toBe('"1"')
    const from = at(day)
    await patch(banner.id, { active: false, activeFrom: from })
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, banner.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      action: 'banner.update',
      actorId: admin.user.id,
      before: { active: true, activeFrom: null },
      after: { active: false, activeFrom: from },
    })
    const [event] = await t.db.select().from(events).orderBy(desc(events.id)).limit(1)
    expect(event).toMatchObject({ type: 'banner.update', entityId: banner.id })
  })
})

describe('replacing a banner image', () => {
  it('stores the new image, removes the old file after the change, and bumps the version', async () => {
    const banner = await add()
    const before = files()
    const res = await replaceImage(banner.id, '"1"')
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBe('"2"')
    const replaced = res.json<AdminBanner>()
    expect(replaced.url).not.toBe(banner.url)
    expect(replaced.url).toMatch(/^\/uploads\/banners\/.+\.webp$/)
    expect(files()).toHaveLength(before.length)
    expect(files()).not.toContain(fileOf(banner.url))
    expect(files()).toContain(fileOf(replaced.url))
    const served = await t.app.inject({ method: 'GET', url: replaced.url })
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('keeps the old file and leaves no new one when the change is refused', async () => {
    const banner = await add()
    const before = files()
    expect((await replaceImage(banner.id, null)).statusCode).toBe(428)
    expect((await replaceImage(banner.id, '"7"')).statusCode).toBe(409)
    expect((await replaceImage(999_999, '"1"')).statusCode).toBe(404)
    const text = multipart({}, [{ field: 'banner', filename: 'x.png', data: Buffer.from('no') }])
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/banners/${banner.id}/image`,
      headers: { ...admin.headers, ...text.headers, 'if-match': '"1"' },
      payload: text.payload,
    })
    expect(refused.statusCode).toBe(415)
    expect(refused.json().message).toBe(MESSAGES.banner.notImage)
    expect(files()).toEqual(before)
  })
})

describe('the banners order', () => {
  it('puts the banners in the order given, in one request, and GET /api/banners follows it', async () => {
    const [a, b, c] = [await add(), await add(), await add()]
    const res = await order([a.id, c.id, b.id])
    expect(res.statusCode).toBe(200)
    expect(res.json<AdminBanner[]>().map((x) => [x.id, x.position])).toEqual([
      [a.id, 1],
      [c.id, 2],
      [b.id, 3],
    ])
    expect((await live()).json<Banner[]>().map((x) => x.id)).toEqual([a.id, c.id, b.id])
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'banner.order'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      entityId: null,
      before: { ids: [c.id, b.id, a.id] },
      after: { ids: [a.id, c.id, b.id] },
    })
  })

  it('refuses an order read before a banner was added or deleted (409) and repeated ids (400)', async () => {
    const [a, b] = [await add(), await add()]
    const stale = await order([a.id])
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject(errorAnswer('banner.orderStale'))
    expect((await order([a.id, b.id, 999_999])).statusCode).toBe(409)
    const repeated = await order([a.id, a.id])
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json()).toMatchObject(errorAnswer('banner.orderIds'))
    expect((await all()).map((x) => x.id)).toEqual([b.id, a.id])
  })

  it('moves one banner with PATCH position, the others shifting, and closes gaps on delete', async () => {
    const [a, b, c, d] = [await add(), await add(), await add(), await add()]
    const moved = await patch(d.id, { position: 3 })
    expect(moved.statusCode).toBe(200)
    expect(moved.json<AdminBanner>().position).toBe(3)
    expect((await all()).map((x) => x.id)).toEqual([c.id, b.id, d.id, a.id])
    await patch(c.id, { position: 99 })
    expect((await all()).map((x) => x.id)).toEqual([b.id, d.id, a.id, c.id])
    await remove(d.id)
    expect((await all()).map((x) => [x.id, x.position])).toEqual([
      [b.id, 1],
      [a.id, 2],
      [c.id, 3],
    ])
    const [row] = await t.db.select().from(banners).where(eq(banners.id, a.id))
    expect(row?.position).toBe(2)
  })

  it('keeps positions 1..n when banners are added and reordered at the same time', async () => {
    const [a, b] = [await add(), await add()]
    await Promise.all([order([a.id, b.id]), add(), add()])
    const positions = (await all()).map((x) => x.position)
    expect(positions).toEqual([1, 2, 3, 4])
  })
})

describe('who may manage banners', () => {
  it('refuses the admin list and the changes to a user', async () => {
    const user = await signedIn(t)
    const banner = await add()
    const calls = [
      { method: 'GET' as const, url: '/api/banners/all' },
      { method: 'PATCH' as const, url: `/api/banners/${banner.id}`, payload: { active: false } },
      { method: 'PUT' as const, url: '/api/banners/order', payload: { ids: [banner.id] } },
    ]
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { ...user.headers, 'if-match': '"1"' } })
      expect(res.statusCode, call.url).toBe(403)
    }
  })
})
