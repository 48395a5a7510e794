import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, DbOrTx } from '../db/client'

/**
 * The scheduled-job runner (decision 032): one queue, the `jobs` table, shared by every
 * instance. Work is enqueued in the transaction of the change that calls for it (a reset link
 * and its mail commit together, or neither), and run after the commit by whichever instance
 * claims it first.
 *
 * Claiming is one statement: due jobs are picked `FOR UPDATE SKIP LOCKED` and their `run_at`
 * pushed a lease ahead, so two instances never take the same job, and a job whose runner died
 * (a crash, a kill) is due again when its lease runs out. A job that succeeds is deleted; one
 * that throws is retried with a doubling back-off, then kept with `failed_at` for a week.
 * Handlers must finish well within the lease (mail sending has 30 s timeouts; the lease is 5
 * minutes): a handler outliving its lease could be run a second time.
 *
 * Due jobs are claimed highest `priority` first, up to ten running at a time and one more as
 * each ends, so a mail waits for the first running job to end, never for a backlog; a
 * `dedupeKey` keeps one waiting job per key however often it is asked for (decision 053).
 *
 * Recurring work (the trash purge, the limiter sweep) is the same runner's: `every()` names a
 * kind, its interval and its handler, kept in `job_schedules`. A due kind is claimed by moving
 * its `next_run_at` one interval ahead in one conditional UPDATE: of N instances polling, the
 * one whose UPDATE commits first runs that tick and the others find it no longer due (in
 * PostgreSQL a second UPDATE waiting on the row re-reads it after the first commits). A
 * failed tick is logged and kept in `last_error`; the next tick runs as usual. A run longer
 * than its interval could meet the next tick on another instance, so recurring handlers must
 * be safe to overlap (each of ours locks its rows with SKIP LOCKED or deletes idempotently).
 */
export type JobHandler = (payload: unknown, job: { id: number; attempt: number }) => Promise<void>

export type JobKindOptions = {
  handler: JobHandler
  /** Tries in all before the job is given up. */
  maxAttempts?: number
  /** The first retry's delay; each further one doubles it. */
  backoffMs?: number
}

type Claimed = {
  id: number
  kind: string
  payload: unknown
  attempts: number
  max_attempts: number
  priority: number
}

const LEASE_SECONDS = 300
const BATCH = 10
const FAILED_KEPT_DAYS = 7
const SWEEP_EVERY_MS = 60_000

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Claimed before other due jobs: mail a person waits for, ahead of bulk work (decision 053). */
export const MAIL_PRIORITY = 10

export type EnqueueOptions = {
  maxAttempts?: number
  delayMs?: number
  /** Higher is claimed first among due jobs; 0 by default. */
  priority?: number
  /**
   * At most one job of this key waits to start: an enqueue while one waits joins it (it runs
   * once, at the earlier of the two times). Once started, the same key queues a new job, so
   * work asked for during a run is not lost (decision 053).
   */
  dedupeKey?: string
}

/**
 * Adds a job, inside the caller's transaction: it becomes visible to runners when that commits.
 * The caller may `wake()` its runner after the commit so the job starts without waiting a poll.
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
) {
  const delay = Math.max(0, options.delayMs ?? 0) / 1000
  await db.execute(sql`
    insert into jobs (kind, payload, run_at, max_attempts, priority, dedupe_key)
    values (${kind}, ${JSON.stringify(payload)}::jsonb,
            now() + make_interval(secs => ${delay}), ${options.maxAttempts ?? 5},
            ${options.priority ?? 0}, ${options.dedupeKey ?? null})
    ${COALESCE}`)
}

/** The waiting job of the same key absorbs a new one (the unique index of migration 0028). */
export const COALESCE = sql`on conflict (dedupe_key) where dedupe_key is not null and attempts = 0
  do update set run_at = excluded.run_at where excluded.run_at < jobs.run_at`

/** A recurring job: run about every `everyMs`, once per tick across all instances. */
export type RecurringJob = { everyMs: number; handler: () => Promise<unknown> }

export class JobRunner {
  private readonly kinds = new Map<string, Required<JobKindOptions>>()
  private readonly recurring = new Map<string, RecurringJob>()
  private scheduled = false
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> = Promise.resolve()
  private busy = false
  private again = false
  private woken = false
  private stopped = true
  private lastSweep = 0

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  /** Says what to do with jobs of a kind; only registered kinds are claimed by this runner. */
  register(kind: string, options: JobKindOptions) {
    this.kinds.set(kind, { maxAttempts: 5, backoffMs: 30_000, ...options })
  }

  /**
   * Runs `handler` about every `everyMs`, once per tick across all instances. Register before
   * `start()`; the runner then polls at least as often as the shortest interval.
   */
  every(kind: string, job: RecurringJob) {
    this.recurring.set(kind, job)
  }

  start() {
    if (!this.stopped) return
    this.stopped = false
    const shortest = Math.min(this.pollMs, ...[...this.recurring.values()].map((j) => j.everyMs))
    this.timer = setInterval(() => this.wake(), shortest)
    this.timer.unref()
    this.wake()
  }

  /** Looks for due jobs now (after a commit that enqueued one), or right after the current pass. */
  wake() {
    if (this.stopped) return
    if (this.busy) {
      // `again` runs another whole pass (recurring kinds too); `woken` lets the pass in
      // progress claim at once when a running job ends.
      this.again = true
      this.woken = true
      return
    }
    this.busy = true
    this.running = this.drain()
      .catch((error: unknown) => this.log.warn({ err: error }, 'job runner pass failed'))
      .finally(() => {
        this.busy = false
      })
  }

  /** Waits for the pass in progress, if any (tests; a close uses `stop`). */
  async settle() {
    await this.running
  }

  /** Stops polling and waits for the jobs in hand (an app's close). */
  async stop() {
    this.stopped = true
    clearInterval(this.timer)
    await this.running
  }

  private async drain() {
    do {
      this.again = false
      await this.sweep()
      await this.runRecurring()
      await this.runDue()
    } while (this.again && !this.stopped)
  }

  /**
   * Keeps up to BATCH jobs running, claiming again as each one ends: a mail queued meanwhile
   * waits for the first job to end, not for the slowest of a batch (decision 053).
   */
  private async runDue() {
    const running = new Set<Promise<void>>()
    let look = true
    for (;;) {
      if (look && !this.stopped && running.size < BATCH) {
        const room = BATCH - running.size
        const claimed = await this.claim(room)
        // Fewer than asked: nothing else is due until a job ends or a wake says so.
        look = claimed.length === room
        for (const job of claimed) {
          // A job's own failure is handled in `run`; this is its bookkeeping failing (the
          // database went away): the lease brings the job back.
          const done: Promise<void> = this.run(job)
            .catch((error: unknown) =>
              this.log.warn({ err: error, job: job.id }, 'job not settled'),
            )
            .finally(() => running.delete(done))
          running.add(done)
        }
      }
      if (running.size === 0) return
      await Promise.race(running)
      if (this.woken) {
        this.woken = false
        look = true
      }
    }
  }

  private async claim(limit: number): Promise<Claimed[]> {
    const kinds = [...this.kinds.keys()]
    if (kinds.length === 0) return []
    const rows = rowsOf<Claimed>(
      await this.db.execute(sql`
        update jobs set run_at = now() + make_interval(secs => ${LEASE_SECONDS}),
                        attempts = attempts + 1
        where id in (
          select id from jobs
          where failed_at is null and run_at <= now()
            and kind in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
          order by priority desc, run_at, id limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts, priority`),
    )
    // RETURNING keeps no order: the jobs start highest priority first, as they were picked.
    return rows
      .map((row) => ({ ...row, id: Number(row.id) }))
      .sort((a, b) => b.priority - a.priority || a.id - b.id)
  }

  private async run(job: Claimed) {
    const kind = this.kinds.get(job.kind)
    if (!kind) return
    try {
      await kind.handler(job.payload, { id: job.id, attempt: job.attempts })
      await this.db.execute(sql`delete from jobs where id = ${job.id}`)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const last = job.attempts >= job.max_attempts
      const delay = (kind.backoffMs * 2 ** (job.attempts - 1)) / 1000
      // The job's payload may hold a link: only its id and kind are logged.
      this.log.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, err: reason },
        'job failed',
      )
      await this.db.execute(
        last
          ? sql`update jobs set failed_at = now(), last_error = ${reason.slice(0, 500)} where id = ${job.id}`
          : sql`update jobs set run_at = now() + make_interval(secs => ${delay}),
                                last_error = ${reason.slice(0, 500)} where id = ${job.id}`,
      )
    }
  }

  /** Runs the recurring kinds that are due and that this instance claimed (see above). */
  private async runRecurring() {
    if (this.recurring.size === 0) return
    if (!this.scheduled) {
      // The intervals are this deployment's configuration: the latest instance to start wins,
      // and a shorter interval than the one scheduled brings the next tick nearer (a tick set
      // an old, longer interval away would otherwise keep it). A new kind's first tick is one
      // interval away, as a timer's would be: an instance that starts does not sweep or purge
      // in its first moments, while it answers its first calls.
      await this.db.execute(sql`
        insert into job_schedules (kind, every_ms, next_run_at)
        values ${sql.join(
          [...this.recurring].map(
            ([kind, job]) =>
              sql`(${kind}, ${job.everyMs}, now() + make_interval(secs => ${job.everyMs / 1000}))`,
          ),
          sql`, `,
        )}
        on conflict (kind) do update set
          every_ms = excluded.every_ms,
          next_run_at = least(job_schedules.next_run_at, excluded.next_run_at)`)
      this.scheduled = true
    }
    const due = rowsOf<{ kind: string }>(
      await this.db.execute(sql`
        update job_schedules
        set next_run_at = now() + make_interval(secs => every_ms / 1000.0), last_run_at = now()
        where next_run_at <= now() and kind in (${sql.join(
          [...this.recurring.keys()].map((k) => sql`${k}`),
          sql`, `,
        )})
        returning kind`),
    )
    await Promise.all(
      due.map(async ({ kind }) => {
        try {
          await this.recurring.get(kind)?.handler()
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          this.log.warn({ kind, err: reason }, 'recurring job failed')
          await this.db.execute(
            sql`update job_schedules set last_error = ${reason.slice(0, 500)} where kind = ${kind}`,
          )
        }
      }),
    )
  }

  /** Jobs given up are kept a week for a look, then deleted: the table stays bounded. */
  private async sweep() {
    const now = Date.now()
    if (now - this.lastSweep < SWEEP_EVERY_MS) return
    this.lastSweep = now
    await this.db.execute(
      sql`delete from jobs where failed_at < now() - make_interval(days => ${FAILED_KEPT_DAYS})`,
    )
  }
}

/** Waits for `work` (a transaction that enqueued jobs) and wakes the runner once it committed. */
export async function thenWake<T>(jobs: Pick<JobRunner, 'wake'>, work: Promise<T>): Promise<T> {
  const result = await work
  jobs.wake()
  return result
}
