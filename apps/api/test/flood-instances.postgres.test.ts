import { MESSAGES } from '@rihla/contract/messages'
import type { Product } from '@rihla/contract/products'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../src/db/rows'
import { createSubcategory, image, multipart, postProduct } from './factories'
import { createTestApp, createUser, login, secondInstance, type TestApp } from './helpers'
import { startSmtpServer } from './smtp'

/**
 * One seller floods two instances sharing PostgreSQL with picture reorders (each queues the
 * listing's signals) while someone asks for a password reset. The seller meets the per-user
 * limit; the queue keeps one signals job per listing; the mail is claimed ahead of that work
 * and arrives within seconds; signals jobs of listings naming each other never deadlock, so
 * no job ends failed (decision 053). Run once with the limit as configured, and once with it
 * out of the way, so the queue's own defences are tested under the whole flood.
 */
const FLOOD = 600
const LISTINGS = 6

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(() => smtp.close())

describe.each<{ limit: string; env: Record<string, string> }>([
  { limit: 'as configured', env: {} },
  { limit: 'out of the way', env: { PRODUCT_CHANGE_MAX_PER_USER: '100000' } },
])('a flood of picture reorders from one seller, the change limit $limit', ({ env }) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://admin.rihla.example',
      ...env,
    })
  })
  afterAll(() => t?.close())

  it('leaves a reset mail its usual seconds and fails no job', async () => {
    const instance = await secondInstance(t, 5)
    try {
      const apps = [t.app, instance.app]
      const seller = await createUser(t)
      const headers = { authorization: `Bearer ${(await login(t, seller.email)).accessToken}` }
      const victim = await createUser(t)
      const sub = await createSubcategory(t, 'C', 'Villas')
      // Listings whose titles name each other, each with three pictures to reorder.
      const listings: Array<{ id: number; pictures: number[] }> = []
      for (let i = 0; i < LISTINGS; i++) {
        const listing = await postProduct(t, headers, {
          title: `Villa with pool in Oran ${i}`,
          category: 'C',
          subcategoryId: sub.id,
        })
        const body = multipart({}, [
          { field: 'pictures', filename: 'a.png', data: await image('png', 80 + i, 60) },
          { field: 'pictures', filename: 'b.png', data: await image('png', 60, 80 + i) },
        ])
        const added = await t.app.inject({
          method: 'POST',
          url: `/api/products/${listing.id}/pictures`,
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        })
        expect(added.statusCode).toBe(201)
        listings.push({ id: listing.id, pictures: added.json<Product>().pictures.map((p) => p.id) })
      }
      await Promise.all(apps.map((app) => app.ctx.jobs.settle()))

      const answers: number[] = []
      let refusedWithoutRetryAfter = 0
      let mailedAfterMs: number | undefined
      const reorder = async (n: number) => {
        const listing = listings[n % LISTINGS]
        if (!listing) return
        const ids = [...listing.pictures]
        ids.push(ids.shift() as number)
        listing.pictures = ids
        const res = await apps[n % 2]?.inject({
          method: 'PUT',
          url: `/api/products/${listing.id}/pictures/order`,
          headers,
          payload: { ids },
        })
        answers.push(res?.statusCode ?? 0)
        if (res?.statusCode === 429) {
          if (!(Number(res.headers['retry-after']) > 0)) refusedWithoutRetryAfter++
          expect(res.json().message).toBe(MESSAGES.product.tooManyChanges)
        } else if (res?.statusCode === 200) {
          // Its order may be another request's by the time it answers; the flood goes on.
          listing.pictures = res.json<Product>().pictures.map((p) => p.id)
        }
      }
      const askForReset = async () => {
        const asked = Date.now()
        const res = await apps[1]?.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: victim.email },
        })
        expect(res?.statusCode).toBe(202)
        await smtp.mailsTo(victim.email, 1, 60_000)
        mailedAfterMs = Date.now() - asked
      }
      // Ten requests at a time, the reset asked for once a third of the flood is in.
      let next = 0
      let reset: Promise<void> | undefined
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < FLOOD) {
            const n = next++
            if (n === FLOOD / 3) reset = askForReset()
            await reorder(n)
          }
        }),
      )
      await reset

      // The queue drains, and nothing in it was given up.
      const deadline = Date.now() + 60_000
      const count = async (where: ReturnType<typeof sql>) =>
        rowsOf<{ n: number }>(
          await t.db.execute(sql`select count(*)::int as n from jobs ${where}`),
        )[0]?.n
      while ((await count(sql`where failed_at is null and kind <> 'password.forgot'`)) !== 0) {
        if (Date.now() > deadline) throw new Error('the queue did not drain')
        for (const app of apps) app.ctx.jobs.wake()
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      console.info(
        `flood of ${FLOOD}: ${answers.filter((s) => s === 200).length} reordered, ` +
          `${answers.filter((s) => s === 429).length} refused; mail after ${mailedAfterMs} ms`,
      )
      expect(mailedAfterMs).toBeLessThan(5000)
      expect(await count(sql`where failed_at is not null`)).toBe(0)
      expect(new Set(answers)).toEqual(
        new Set(env.PRODUCT_CHANGE_MAX_PER_USER ? [200] : [200, 429]),
      )
      expect(refusedWithoutRetryAfter).toBe(0)
    } finally {
      await instance.close()
    }
  }, 180_000)
})
