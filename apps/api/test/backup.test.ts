import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Product } from '@rihla/contract/products'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { takeBackup } from '../src/backup/backup'
import { restoreBackup } from '../src/backup/restore'
import { loadConfig } from '../src/config'
import { databaseOptions, migrationsFolder, openDatabase } from '../src/db/client'
import { readTemplate } from '../src/db/pglite-template'
import { createStorage } from '../src/lib/create-storage'
import type { FileStorage } from '../src/lib/storage'
import { createSubcategory, postBanner, postProduct } from './factories'
import { createTestApp, type SignedIn, signedIn, type TestApp } from './helpers'
import { startS3Server } from './s3-server'

/**
 * Backups on both drivers: PGlite with its uploads folder, PostgreSQL with a bucket (a real S3
 * protocol server). A backup is taken while listings are written and pictures removed, and
 * restored into an empty target.
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres'
type S3 = Awaited<ReturnType<typeof startS3Server>>
const cleanups: Array<() => Promise<unknown>> = []
let s3: S3 | undefined
let t: TestApp
let admin: SignedIn
let subId: number
let work: string

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rihla-backup-'))
  if (onPostgres) s3 = await startS3Server()
  t = await createTestApp(s3?.env ?? {})
  admin = await signedIn(t, { role: 'admin' })
  subId = (await createSubcategory(t, 'A')).id
}, 60_000)
afterAll(async () => {
  await t?.close()
  await s3?.close()
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  await rm(work, { recursive: true, force: true })
})

/** An empty DATA_DIR (PGlite), or an empty database and bucket (PostgreSQL). */
async function emptyTarget() {
  const dataDir = await mkdtemp(path.join(work, 'target-'))
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  }
  if (onPostgres) {
    const bucket = await startS3Server('rihla-restored')
    cleanups.push(() => bucket.close())
    const name = `rihla_restore_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    })
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${name}`
    Object.assign(env, bucket.env, { DATABASE_URL: url.toString() })
  }
  const config = loadConfig(env)
  return { config, storage: await createStorage(config) }
}

/** A new PGlite cluster starts from the run's migrated template, as a built server's does. */
const template = () =>
  onPostgres ? undefined : readTemplate(inject('pgliteTemplateDir'), migrationsFolder)
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')
async function contents(storage: FileStorage, key: string) {
  const file = await storage.get(key)
  if (!file) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of file.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
const keysOf = async (storage: FileStorage) => {
  const keys: string[] = []
  for await (const key of storage.keys()) keys.push(key)
  return keys
}
const pictureKeys = sql`select file_key as key from product_pictures
  union all select file_key from banners
  union all select thumb_key from product_pictures where thumb_key is not null
  union all select small_key from product_pictures where small_key is not null`

describe('backup and restore', () => {
  let file: string
  let acknowledgedBefore: Product[]

  it('a backup taken during writes restores every acknowledged listing and picture, byte for byte', async () => {
    acknowledgedBefore = []
    for (let i = 0; i < 3; i++) {
      acknowledgedBefore.push(
        await postProduct(t, admin.headers, { title: `Before ${i}`, subcategoryId: subId }),
      )
    }
    const doomed = await postBanner(t, admin.headers)
    const sums = new Map<string, string>()
    for (const key of await keysOf(t.app.ctx.storage)) {
      sums.set(key, sha((await contents(t.app.ctx.storage, key)) as Buffer))
    }

    let writing = true
    const written: Product[] = []
    const writer = (async () => {
      // One listing at a time, and a banner and its file removed, while the backup runs.
      let removed = false
      while (writing) {
        const product = await postProduct(t, admin.headers, {
          title: `During ${written.length}`,
          subcategoryId: subId,
        })
        written.push(product)
        const key = (await keysOf(t.app.ctx.storage)).filter((k) => !sums.has(k))
        for (const k of key) sums.set(k, sha((await contents(t.app.ctx.storage, k)) as Buffer))
        if (!removed) {
          removed = true
          const removal = await t.app.inject({
            method: 'DELETE',
            url: `/api/banners/${doomed.id}`,
            headers: admin.headers,
          })
          expect(removal.statusCode).toBe(200)
        }
      }
    })()
    file = path.join(work, 'during.rihla-backup')
    while (written.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    const result = await takeBackup({
      database: t.database,
      storage: t.app.ctx.storage,
      holdRemovals: () => t.app.ctx.storage.holdRemovals(),
      out: file,
    })
    writing = false
    await writer
    expect(result.size).toBe((await readFile(file)).length)
    expect(result.sha256).toBe(sha(await readFile(file)))
    expect(result.files).toBeGreaterThanOrEqual(10)

    const target = await emptyTarget()
    const restored = await restoreBackup(file, target.config, undefined, template())
    expect(restored.rows).toBe(result.rows)
    const database = await openDatabase(databaseOptions(target.config))
    try {
      const ids = (
        (await database.db.execute(sql`select id from products order by id`)) as unknown as {
          rows: Array<{ id: number }>
        }
      ).rows.map((row) => Number(row.id))
      for (const product of acknowledgedBefore) expect(ids).toContain(product.id)
      const keys = (
        (await database.db.execute(pictureKeys)) as unknown as { rows: Array<{ key: string }> }
      ).rows.map((row) => row.key)
      expect(keys.length).toBeGreaterThanOrEqual(10)
      // Every picture the restored rows name is there, with the bytes uploaded.
      for (const key of keys) {
        const data = await contents(target.storage, key)
        expect(data, key).toBeDefined()
        expect(sha(data as Buffer), key).toBe(sums.get(key))
      }
    } finally {
      await database.close()
    }
  }, 120_000)

  it('refuses a target that already holds data, changing nothing', async () => {
    const target = await emptyTarget()
    await target.storage.put('banners/already-here.webp', Buffer.from('x'))
    await expect(restoreBackup(file, target.config)).rejects.toThrow(/already holds files/)
    expect(await keysOf(target.storage)).toEqual(['banners/already-here.webp'])
    if (!onPostgres) expect(existsSync(path.join(target.config.dataDir, 'db'))).toBe(false)
    // The source itself: its database holds rows.
    await expect(restoreBackup(file, t.config)).rejects.toThrow(/not empty|already holds/)
  }, 60_000)

  it('refuses a damaged or cut file before it changes anything', async () => {
    const bytes = await readFile(file)
    const flipped = Buffer.from(bytes)
    const middle = Math.floor(flipped.length / 2)
    flipped[middle] = (flipped[middle] as number) ^ 0xff
    const damaged = path.join(work, 'damaged.rihla-backup')
    await writeFile(damaged, flipped)
    const cut = path.join(work, 'cut.rihla-backup')
    await writeFile(cut, bytes.subarray(0, bytes.length - 100))
    const target = await emptyTarget()
    await expect(restoreBackup(damaged, target.config)).rejects.toThrow(
      /not an intact Rihla Admin backup/,
    )
    await expect(restoreBackup(cut, target.config)).rejects.toThrow(
      /not an intact Rihla Admin backup/,
    )
    expect(await keysOf(target.storage)).toEqual([])
    if (onPostgres) {
      const client = new pg.Client({ connectionString: target.config.databaseUrl })
      await client.connect()
      const tables = await client.query(`select 1 from pg_tables where schemaname = 'public'`)
      await client.end()
      expect(tables.rowCount).toBe(0)
    } else {
      expect(existsSync(path.join(target.config.dataDir, 'db'))).toBe(false)
    }
  }, 60_000)
})
