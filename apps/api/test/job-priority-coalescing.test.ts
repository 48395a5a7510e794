import type { Product } from '@rihla/contract/products'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../src/db/rows'
import { enqueueJob, JobRunner, MAIL_PRIORITY } from '../src/lib/jobs'
import { signalsKey } from '../src/modules/signals/signals-service'
import { createSubcategory, image, multipart, postProduct } from './factories'
import { useSignedIn, useTestApp } from './helpers'

/**
 * The runner's priority and coalescing (decision 053): mail is claimed ahead of a backlog, and
 * work asked for many times while it waits is done once. A runner of test kinds runs beside
 * the app's (which does not claim them); the app's own runner computes the listings' signals.
 */
const t = useTestApp()
const seller = useSignedIn(t)
let runner: JobRunner
beforeAll(() => {
  runner = new JobRunner(t.db, t.app.log, 60_000)
})
afterAll(() => runner.stop())

/** Runs the test runner until no job of its kinds is left, then stops it. */
async function drained() {
  runner.start()
  try {
    for (let pass = 0; pass < 20; pass++) {
      await runner.settle()
      if ((await count(sql`where kind like 'test.%'`)) === 0) return
      runner.wake()
    }
    throw new Error('jobs left')
  } finally {
    await runner.stop()
  }
}

const count = async (where: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from jobs ${where}`))[0]?.n

describe('the job runner', () => {
  it('claims a mail queued behind a backlog of bulk work first', async () => {
    const ran: string[] = []
    runner.register('test.bulk', { handler: async () => void ran.push('bulk') })
    runner.register('test.mail', { handler: async () => void ran.push('mail') })
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 35; i++) await enqueueJob(tx, 'test.bulk', { i })
      await enqueueJob(tx, 'test.mail', {}, { priority: MAIL_PRIORITY })
    })
    await drained()
    expect(ran).toHaveLength(36)
    expect(ran[0]).toBe('mail')
  })

  it('keeps one waiting job per key: asking again joins it, and it runs once', async () => {
    const ran: unknown[] = []
    runner.register('test.keyed', { handler: async (payload) => void ran.push(payload) })
    for (let i = 0; i < 20; i++) {
      await enqueueJob(t.db, 'test.keyed', { listing: i % 2 }, { dedupeKey: `k:${i % 2}` })
    }
    // Later work with the same key, due sooner, brings the waiting job forward.
    await enqueueJob(t.db, 'test.keyed', { listing: 2 }, { dedupeKey: 'k:2', delayMs: 60_000 })
    await enqueueJob(t.db, 'test.keyed', { listing: 2 }, { dedupeKey: 'k:2' })
    expect(await count(sql`where kind = 'test.keyed'`)).toBe(3)
    await drained()
    expect(ran).toEqual(expect.arrayContaining([{ listing: 0 }, { listing: 1 }, { listing: 2 }]))
    expect(ran).toHaveLength(3)
  })

  it('queues a key again when it is asked for while its job runs, so no change is missed', async () => {
    const ran: number[] = []
    runner.register('test.rerun', {
      handler: async (_payload, job) => {
        ran.push(job.id)
        // A change committed while the job runs: the running job may have read before it.
        if (ran.length === 1) await enqueueJob(t.db, 'test.rerun', {}, { dedupeKey: 'again' })
      },
    })
    await enqueueJob(t.db, 'test.rerun', {}, { dedupeKey: 'again' })
    await drained()
    expect(ran).toHaveLength(2)
    expect(await count(sql`where kind = 'test.rerun'`)).toBe(0)
  })
})

describe("a listing's signals", () => {
  it('wait as one job however many times the listing changes before it runs', async () => {
    const sub = await createSubcategory(t, 'C', 'Villas')
    const listing = await postProduct(t, seller.headers, {
      title: 'Villa in Tipaza',
      category: 'C',
      subcategoryId: sub.id,
    })
    await t.app.ctx.jobs.stop()
    try {
      const body = multipart({}, [
        { field: 'pictures', filename: 'b.png', data: await image('png', 70, 50) },
      ])
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/products/${listing.id}/pictures`,
        headers: { ...seller.headers, ...body.headers },
        payload: body.payload,
      })
      let ids = added.json<Product>().pictures.map((p) => p.id)
      for (let i = 0; i < 20; i++) {
        ids = [...ids].reverse()
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/products/${listing.id}/pictures/order`,
          headers: seller.headers,
          payload: { ids },
        })
        expect(res.statusCode).toBe(200)
      }
      expect(await count(sql`where dedupe_key = ${signalsKey(listing.id)}`)).toBe(1)
    } finally {
      t.app.ctx.jobs.start()
    }
    await t.app.ctx.jobs.settle()
    expect(await count(sql`where kind = 'product.signals'`)).toBe(0)
  })
})
