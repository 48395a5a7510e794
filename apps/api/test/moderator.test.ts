import type { ActivityActor, ActivityResponse } from '@rihla/contract/activity'
import type { Product } from '@rihla/contract/products'
import type { Stats } from '@rihla/contract/stats'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from './csv'
import { createSubcategory, postProduct } from './factories'
import { useSignedIn, useTestApp } from './helpers'

/** The moderator at work: the queue, products, and a trace in the log and the dashboard. */
const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin', username: 'Alice Admin' })
const mod = useSignedIn(t, { role: 'moderator', username: 'Mourad Moderator' })
const member = useSignedIn(t, { username: 'Mina Member' })
let subcategoryId: number

beforeAll(async () => {
  subcategoryId = (await createSubcategory(t, 'A', 'Villas')).id
})

const call = (
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = mod.headers,
) => t.app.inject({ method, url, headers })
/** A decision's headers: the moderator's, naming the version reviewed (its first). */
const decision = () => ({ ...mod.headers, 'if-match': '"1"' })

describe('a moderator', () => {
  it('signs in with the role moderator', () => {
    expect(mod.user.role).toBe('moderator')
  })

  it('reads a waiting product and approves it; a product they add needs no approval', async () => {
    const waiting = await postProduct(t, member.headers, { title: 'Waiting villa', subcategoryId })
    expect(waiting.status).toBe('pending')
    const read = await call('GET', `/api/products/${waiting.id}`)
    expect(read.statusCode, read.body).toBe(200)
    expect(read.headers.etag).toBe('"1"')
    const accepted = await call('PATCH', `/api/products/${waiting.id}/accept`, decision())
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json<Product>().status).toBe('approved')

    const own = await postProduct(t, mod.headers, { title: 'Moderated villa', subcategoryId })
    expect(own.status).toBe('approved')
  })

  it('is named as the actor of their decisions in the activity log and its people', async () => {
    const waiting = await postProduct(t, member.headers, { title: 'Rejected villa', subcategoryId })
    const rejected = await call('DELETE', `/api/products/${waiting.id}?waiting=true`, decision())
    expect(rejected.statusCode, rejected.body).toBe(200)

    const log = await call('GET', `/api/activity?actorId=${mod.user.id}`, admin.headers)
    expect(log.statusCode, log.body).toBe(200)
    const entries = log.json<ActivityResponse>().data
    expect(entries.map((e) => e.action)).toEqual([
      'product.reject',
      'product.create',
      'product.approve',
    ])
    expect(entries.every((e) => e.actor?.username === 'Mourad Moderator')).toBe(true)

    const actors = await call('GET', '/api/activity/actors')
    expect(actors.statusCode, actors.body).toBe(200)
    expect(actors.json<ActivityActor[]>().map((a) => a.username)).toContain('Mourad Moderator')
  })

  it('reads the dashboard, which counts what they did', async () => {
    const res = await call('GET', '/api/stats')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<Stats>().approvedProducts).toBeGreaterThanOrEqual(2)
  })

  it('is shown by role in the users export, in each language', async () => {
    for (const [lang, label] of [
      ['en', 'Moderator'],
      ['fr', 'Modérateur'],
      ['ar', 'مراقب'],
    ] as const) {
      const res = await call('GET', `/api/users/export.csv?lang=${lang}&search=Mourad`)
      expect(res.statusCode, res.body).toBe(200)
      const [, row] = parseCsv(res.body)
      expect(row).toContain(label)
    }
  })

  it('may not block anyone, nor change subcategories or banners', async () => {
    for (const [method, url] of [
      ['PUT', `/api/users/${member.user.id}/block`],
      ['POST', '/api/products/sub-categories'],
      ['DELETE', `/api/products/sub-categories/${subcategoryId}`],
      ['POST', '/api/banners'],
      ['PUT', '/api/users/admin'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: mod.headers, payload: {} })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }
  })
})
