import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { enqueueJob } from '../src/lib/jobs'
import { MAIL_JOB } from '../src/modules/auth/password-service'
import { createTestApp, secondInstance, type TestApp } from './helpers'
import { startSmtpServer } from './smtp'

// Two app instances on one PostgreSQL database, both running the job runner (decision 032):
// each queued mail is sent by exactly one of them.
let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://admin.rihla.example',
    JOBS_POLL_MS: '20',
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

it('sends each of 60 queued mails exactly once with two instances polling', async () => {
  const instance = await secondInstance(t, 3)
  const second = instance.app
  try {
    const count = 60
    const addresses = Array.from({ length: count }, (_, i) => `member${i}@example.dz`)
    // Queued in batches from both sides while both runners poll.
    for (const [i, to] of addresses.entries()) {
      const app = i % 2 === 0 ? t.app : second
      await enqueueJob(app.ctx.db, MAIL_JOB, {
        sealed: app.ctx.sealer.seal({
          to,
          subject: `Mail ${i}`,
          text: 'hello',
          html: '<p>hello</p>',
        }),
      })
      if (i % 10 === 9) {
        t.app.ctx.jobs.wake()
        second.ctx.jobs.wake()
      }
    }
    const deadline = Date.now() + 20_000
    for (;;) {
      const left = (await t.db.execute(sql`select count(*)::int as n from jobs`)) as unknown as {
        rows: Array<{ n: number }>
      }
      if (left.rows[0]?.n === 0 && smtp.received.length >= count) break
      if (Date.now() > deadline)
        throw new Error(`still ${left.rows[0]?.n} jobs, ${smtp.received.length} mails`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // Give a double send the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const sent = smtp.received.map((m) => m.to[0]).sort()
    expect(sent).toEqual([...addresses].sort())
  } finally {
    await instance.close()
  }
})
