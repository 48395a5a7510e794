import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { JobRunner } from '../src/lib/jobs'
import { createTestApp, type TestApp } from './helpers'

// Recurring work on the one runner (decision 032): each tick of a kind runs once however many
// runners poll. On PostgreSQL the second runner has a pool of its own, as another instance
// would; on PGlite both share the one connection, as two runners of one process would.
let t: TestApp
let second: { runner: JobRunner; close: () => Promise<void> }

beforeAll(async () => {
  t = await createTestApp()
  const log = t.app.log
  if (t.databaseUrl) {
    const database = await openDatabase({ driver: 'postgres', url: t.databaseUrl, poolSize: 3 })
    second = { runner: new JobRunner(database.db, log, 60_000), close: () => database.close() }
  } else {
    second = { runner: new JobRunner(t.db, log, 60_000), close: async () => {} }
  }
})
afterAll(async () => {
  await second.runner.stop()
  await second.close()
  await t.close()
})

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

it('runs each tick of a recurring job on exactly one of two runners', async () => {
  const first = new JobRunner(t.db, t.app.log, 60_000)
  const runs: string[] = []
  // An hour apart: only the test makes the kind due again.
  const every = 3_600_000
  first.every('test.tick', { everyMs: every, handler: async () => void runs.push('first') })
  second.runner.every('test.tick', {
    everyMs: every,
    handler: async () => void runs.push('second'),
  })
  first.start()
  second.runner.start()
  try {
    // The first tick is one interval away, as a timer's would be.
    await Promise.all([first.settle(), second.runner.settle()])
    expect(runs).toHaveLength(0)
    for (let tick = 1; tick <= 20; tick++) {
      await t.db.execute(sql`update job_schedules set next_run_at = now() where kind = 'test.tick'`)
      // Both look at once, as two instances' timers would.
      first.wake()
      second.runner.wake()
      await Promise.all([first.settle(), second.runner.settle()])
      expect(runs).toHaveLength(tick)
    }
    const [schedule] = rowsOf<{ every_ms: number; due_later: boolean }>(
      await t.db.execute(
        sql`select every_ms, next_run_at > now() as due_later from job_schedules where kind = 'test.tick'`,
      ),
    )
    expect(schedule).toEqual({ every_ms: every, due_later: true })
  } finally {
    await first.stop()
  }
})

it('keeps the error of a failed tick and runs the next one', async () => {
  const runner = new JobRunner(t.db, t.app.log, 60_000)
  let calls = 0
  runner.every('test.flaky', {
    everyMs: 3_600_000,
    handler: async () => {
      calls++
      if (calls === 1) throw new Error('storage unreachable')
    },
  })
  runner.start()
  try {
    await runner.settle()
    await t.db.execute(sql`update job_schedules set next_run_at = now() where kind = 'test.flaky'`)
    runner.wake()
    await runner.settle()
    const [failed] = rowsOf<{ last_error: string | null }>(
      await t.db.execute(sql`select last_error from job_schedules where kind = 'test.flaky'`),
    )
    expect(failed?.last_error).toBe('storage unreachable')
    await t.db.execute(sql`update job_schedules set next_run_at = now() where kind = 'test.flaky'`)
    runner.wake()
    await runner.settle()
    expect(calls).toBe(2)
  } finally {
    await runner.stop()
  }
})

it('registers the trash purge, the rejected purge, the limiter sweep and the event sweep on the app runner', async () => {
  const kinds = rowsOf<{ kind: string }>(
    await t.db.execute(sql`select kind from job_schedules order by kind`),
  ).map((row) => row.kind)
  expect(kinds).toEqual(
    expect.arrayContaining([
      'auth.limit-sweep',
      'events.sweep',
      'products.rejected-purge',
      'products.trash-purge',
    ]),
  )
})

it('brings the next tick nearer when an instance starts with a shorter interval', async () => {
  // An instance scheduled the kind an hour apart; the next starts with 50 ms (a deploy that
  // lowered the setting, or a test's instances after the test's own app): the hour no longer
  // holds the first tick back.
  const before = new JobRunner(t.db, t.app.log, 60_000)
  before.every('test.shorter', { everyMs: 3_600_000, handler: async () => {} })
  before.start()
  await before.settle()
  await before.stop()
  const after = new JobRunner(t.db, t.app.log, 60_000)
  let runs = 0
  after.every('test.shorter', { everyMs: 50, handler: async () => void runs++ })
  after.start()
  try {
    await after.settle()
    const [schedule] = rowsOf<{ every_ms: number; soon: boolean }>(
      await t.db.execute(
        sql`select every_ms, next_run_at <= now() + interval '1 second' as soon from job_schedules where kind = 'test.shorter'`,
      ),
    )
    expect(schedule).toEqual({ every_ms: 50, soon: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
    after.wake()
    await after.settle()
    expect(runs).toBeGreaterThanOrEqual(1)
  } finally {
    await after.stop()
  }
})
