import type { MessageCode } from '@rihla/contract/message-codes'
import { count as countRows, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema'
import { type BurstResponse, burst, listen } from './burst'
import { createSubcategory, image, multipart } from './factories'
import { errorAnswer, signedIn, useTestApp } from './helpers'

const t = useTestApp({
  SIGNUP_MAX_PER_IP: '3',
  SIGNUP_WINDOW_SECONDS: '3600',
  UPLOAD_MAX_PER_USER: '3',
  UPLOAD_WINDOW_SECONDS: '600',
})
let port: number
beforeAll(async () => {
  port = await listen(t)
})

const statusCount = (answers: Array<{ status: number }>, status: number) =>
  answers.filter((a) => a.status === status).length

function expectRetryAfter(answer: BurstResponse, message: MessageCode, seconds: number) {
  expect(answer.json()).toEqual(errorAnswer(message))
  const wait = Number(answer.headers['retry-after'])
  expect(wait).toBeGreaterThan(0)
  // +1: a request that read the clock a few ms before the one that set the lock sees the lock
  // end a few ms further than a window away, rounded up to the next second.
  expect(wait).toBeLessThanOrEqual(seconds + 1)
}

describe('sign-up throttle', () => {
  it('lets one address sign up 3 times out of 20 simultaneous tries, and no more', async () => {
    const answers = await burst(
      port,
      Array.from({ length: 20 }, (_, i) => ({
        method: 'POST',
        path: '/api/auth/register',
        body: {
          username: 'Burst User',
          email: `burst${i}@signup.example.dz`,
          password: 'Tassili7',
          phoneNumber: `+2135550${String(i).padStart(5, '0')}`,
        },
      })),
    )
    expect(statusCount(answers, 201)).toBe(3)
    expect(statusCount(answers, 429)).toBe(17)
    for (const refused of answers.filter((a) => a.status === 429))
      expectRetryAfter(refused, 'signup.tooMany', 3600)
    const [created] = await t.db
      .select({ n: countRows() })
      .from(users)
      .where(like(users.email, '%@signup.example.dz'))
    expect(created?.n).toBe(3)
  })

  it('counts each address apart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.44.0.1',
      payload: {
        username: 'Other Network',
        email: 'other@signup2.example.dz',
        password: 'Tassili7',
        phoneNumber: '+213555099999',
      },
    })
    expect(res.statusCode).toBe(201)
  })
})

describe('upload throttle', () => {
  it('lets one user start 3 product creations out of 12 simultaneous ones', async () => {
    const seller = await signedIn(t)
    const sub = await createSubcategory(t, 'A')
    const form = multipart({
      title: 'Trip',
      price: 1000,
      location: 'Oran',
      wilaya: 31,
      category: 'A',
      subcategoryId: sub.id,
      description: 'A trip',
    })
    const answers = await burst(
      port,
      Array.from({ length: 12 }, () => ({
        method: 'POST',
        path: '/api/products',
        headers: { ...seller.headers, ...form.headers },
        body: form.payload.toString('utf8'),
      })),
    )
    expect(statusCount(answers, 429)).toBe(9)
    expect(answers.filter((a) => a.status !== 429).map((a) => a.status)).toEqual([400, 400, 400])
    for (const refused of answers.filter((a) => a.status === 429))
      expectRetryAfter(refused, 'generic.tooManyUploads', 600)
  })

  it('counts banners and products together per user, and each user apart', async () => {
    const admin = await signedIn(t, { role: 'admin' })
    const banner = async (headers: Record<string, string>) => {
      const body = multipart({}, [{ field: 'banner', filename: 'b.png', data: await image('png') }])
      return t.app.inject({
        method: 'POST',
        url: '/api/banners',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      })
    }
    for (let i = 0; i < 3; i++) expect((await banner(admin.headers)).statusCode).toBe(201)
    const refused = await banner(admin.headers)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(errorAnswer('generic.tooManyUploads'))
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    })
    expect(product.statusCode).toBe(429)
    const other = await signedIn(t, { role: 'admin' })
    expect((await banner(other.headers)).statusCode).toBe(201)
  })
})
