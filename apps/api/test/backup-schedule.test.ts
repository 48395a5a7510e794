import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyBackup } from '../src/backup/format'
import { createTestApp, type TestApp } from './helpers'

let dir: string
let t: TestApp
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rihla-backups-'))
  t = await createTestApp({
    BACKUP_DIR: dir,
    BACKUP_KEEP: '2',
    BACKUP_INTERVAL_MS: '1000',
    METRICS_TOKEN: 'metrics-token-for-the-backup-test',
  })
}, 60_000)
afterAll(async () => {
  await t?.close()
  await rm(dir, { recursive: true, force: true })
})

const backups = async () => (await readdir(dir)).filter((name) => name.endsWith('.rihla-backup'))

describe('scheduled backups', () => {
  it('writes a backup every interval, keeps the newest BACKUP_KEEP, and shows the last success', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(before.json()).toEqual({
      status: 'ok',
      database: t.database.driver,
      backup: { lastSuccessAt: null, ageSeconds: null },
    })
    const deadline = Date.now() + 30_000
    let seen = 0
    const names = new Set<string>()
    while (Date.now() < deadline && names.size < 3) {
      for (const name of await backups()) names.add(name)
      seen = Math.max(seen, (await backups()).length)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(names.size).toBeGreaterThanOrEqual(3)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const kept = await backups()
    expect(kept.length).toBeLessThanOrEqual(2)
    expect(seen).toBeLessThanOrEqual(3)
    for (const name of kept) {
      await expect(verifyBackup(path.join(dir, name))).resolves.toMatchObject({
        size: expect.any(Number),
      })
    }

    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json()
    expect(Date.parse(health.backup.lastSuccessAt)).toBeGreaterThan(Date.now() - 10_000)
    expect(health.backup.ageSeconds).toBeLessThan(10)
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-the-backup-test' },
    })
    expect(metrics.body).toMatch(/^backup_age_seconds \d+$/m)
    expect(metrics.body).toMatch(/^backup_last_success_timestamp_seconds \d+(\.\d+)?$/m)
  }, 60_000)
})
