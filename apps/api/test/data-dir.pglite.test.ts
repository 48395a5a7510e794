// The embedded database in a folder: one process at a time, files private to the server.
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { failedStart, type ServerProcess, startServer } from './server-process'

const ENV = {
  SEED_DEMO: 'false',
  ADMIN_EMAIL: 'lock@rihla.dz',
  ADMIN_PASSWORD: 'Lock@2026',
  JWT_SECRET: 'data-dir-test-secret-long-enough-for-hs256-01',
}

describe('one PGlite folder, one process', () => {
  let dataDir: string
  let server: ServerProcess
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rihla-lock-'))
    server = await startServer({ ...ENV, DATA_DIR: dataDir })
  }, 120_000)
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  })

  it('refuses a second server on the same folder with a clear message', async () => {
    const second = await failedStart({ ...ENV, DATA_DIR: dataDir })
    expect(second.code).toBe(1)
    expect(second.output).toContain(
      `is in use by another Rihla Admin process (pid ${server.child.pid})`,
    )
    // The first one still answers.
    const res = await fetch(`http://127.0.0.1:${server.port}/api/health/ready`)
    expect(res.status).toBe(200)
  }, 120_000)

  it('keeps the data folder, the database files and the secret private to the server', async () => {
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
    const files = await readdir(path.join(dataDir, 'db'), { recursive: true })
    const modes = await Promise.all(
      ['db', 'db/global/pg_control', 'db/PG_VERSION']
        .filter((f) => files.includes(f.slice(3)) || f === 'db')
        .map(async (f) => ({ f, mode: (await stat(path.join(dataDir, f))).mode & 0o777 })),
    )
    expect(modes.length).toBeGreaterThan(1)
    for (const { f, mode } of modes)
      expect({ f, groupOrOther: mode & 0o077 }).toEqual({ f, groupOrOther: 0 })
  })
})

describe('a lock left by a process that died', () => {
  it('is taken over', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rihla-stale-'))
    const folder = path.join(dataDir, 'db')
    // No process has pid 2^22 + 1 on Linux (pid_max is at most 2^22).
    await writeFile(`${folder}.lock`, String(4_194_305))
    const database = await openDatabase({ driver: 'pglite', dataDir: folder })
    try {
      await database.ping()
    } finally {
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('but a live one in this process is refused', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rihla-twice-'))
    const folder = path.join(dataDir, 'db')
    const first = await openDatabase({ driver: 'pglite', dataDir: folder })
    try {
      await expect(openDatabase({ driver: 'pglite', dataDir: folder })).rejects.toThrow(
        /in use by another Rihla Admin process/,
      )
    } finally {
      await first.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('PostgreSQL without JWT_SECRET', () => {
  it('refuses to start, saying why', async () => {
    const result = await failedStart({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/rihla',
      JWT_SECRET: undefined,
      DATA_DIR: tmpdir(),
    })
    expect(result.code).toBe(1)
    expect(result.output).toContain('JWT_SECRET is required with DATABASE_URL')
  }, 60_000)
})
