import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { takeBackup } from './backup'

const KIND = 'backup'
const NAME = /^rihla-[0-9TZ-]+\.rihla-backup$/

export type BackupStatus = { lastSuccessAt: Date | null; ageSeconds: number | null }

/** The scheduled backup's last success, as every instance sees it (job_schedules). */
export async function backupStatus(db: Db): Promise<BackupStatus> {
  const { rows } = (await db.execute(sql`
    select last_success_at as at, extract(epoch from now() - last_success_at)::float8 as age
    from job_schedules where kind = ${KIND}`)) as unknown as {
    rows: Array<{ at: string | Date | null; age: number | string | null }>
  }
  const row = rows[0]
  if (!row?.at) return { lastSuccessAt: null, ageSeconds: null }
  return { lastSuccessAt: new Date(row.at), ageSeconds: Math.max(0, Math.round(Number(row.age))) }
}

/**
 * With BACKUP_DIR, one instance per tick of the job runner (decision 032) writes a backup there
 * and keeps the newest BACKUP_KEEP. The backup runs beside the runner, not inside its pass, so
 * the mails this instance sends are not held behind it.
 */
export function registerScheduledBackup(
  ctx: AppContext,
  metrics: Registry,
  logger: FastifyBaseLogger,
): () => Promise<void> {
  const settings = ctx.config.backup
  if (!settings) return async () => {}
  const log = logger.child({ job: KIND })
  let running: Promise<void> | undefined
  const run = async () => {
    await mkdir(settings.dir, { recursive: true, mode: 0o700 })
    const stamp = new Date().toISOString().replaceAll(':', '-').replace('.', '-')
    try {
      const result = await takeBackup({
        database: ctx.database,
        storage: ctx.storage,
        holdRemovals: () => ctx.storage.holdRemovals(),
        out: path.join(settings.dir, `rihla-${stamp}.rihla-backup`),
      })
      await ctx.db.execute(
        sql`update job_schedules set last_success_at = now(), last_error = null where kind = ${KIND}`,
      )
      log.info(
        { file: result.file, size: result.size, sha256: result.sha256, ms: result.ms },
        'backup written',
      )
      const names = (await readdir(settings.dir)).filter((name) => NAME.test(name)).sort()
      for (const old of names.slice(0, Math.max(0, names.length - settings.keep))) {
        await rm(path.join(settings.dir, old), { force: true })
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log.warn({ err: reason }, 'backup failed')
      await ctx.db
        .execute(
          sql`update job_schedules set last_error = ${reason.slice(0, 500)} where kind = ${KIND}`,
        )
        .catch(() => {})
    }
  }
  ctx.jobs.every(KIND, {
    everyMs: settings.intervalMs,
    handler: async () => {
      running ??= run().finally(() => {
        running = undefined
      })
    },
  })

  const read = () => backupStatus(ctx.db).catch(() => undefined)
  new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the last scheduled backup succeeded (Unix time); absent before the first.',
    registers: [metrics],
    async collect() {
      const status = await read()
      if (status?.lastSuccessAt) this.set(status.lastSuccessAt.getTime() / 1000)
    },
  })
  new Gauge({
    name: 'backup_age_seconds',
    help: 'Seconds since the last scheduled backup succeeded; absent before the first.',
    registers: [metrics],
    async collect() {
      const status = await read()
      if (status?.ageSeconds !== null && status?.ageSeconds !== undefined)
        this.set(status.ageSeconds)
    },
  })
  // A close waits for the backup in progress (its file is complete or not there).
  return async () => {
    await running
  }
}
