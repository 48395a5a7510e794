// Time and size of a backup and of its restore (apps/api/src/backup), on the data set of
// `npm run bench:seed`, plus real picture files; on PostgreSQL, pg_dump beside it.
//   npm run backup -w @rihla/bench -- --db pglite --data-dir ./data/bench [--files 500]
//   DATABASE_URL=… npm run backup -w @rihla/bench -- --db postgres [--files 500]
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { takeBackup } from '../../apps/api/src/backup/backup'
import { holdBackupLock } from '../../apps/api/src/backup/removal-gate'
import { restoreBackup } from '../../apps/api/src/backup/restore'
import { loadConfig } from '../../apps/api/src/config'
import { databaseOptions, openDatabase } from '../../apps/api/src/db/client'
import { createStorage } from '../../apps/api/src/lib/create-storage'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    'data-dir': { type: 'string', default: './data/bench' },
    files: { type: 'string', default: '500' },
    tag: { type: 'string' },
  },
})
const base = process.env.INIT_CWD ?? process.cwd()
const onPostgres = values.db === 'postgres'
const url = process.env.DATABASE_URL
if (onPostgres && !url) throw new Error('--db postgres needs DATABASE_URL')
const secret = 'bench-backup-secret-long-enough-for-hs256-0123456789'
const config = loadConfig({
  DATA_DIR: path.resolve(base, values['data-dir']),
  JWT_SECRET: secret,
  ...(onPostgres ? { DATABASE_URL: url } : {}),
})
const work = mkdtempSync(path.join(tmpdir(), 'rihla-bench-backup-'))
const seconds = (ms: number) => Math.round(ms) / 1000

// Pictures as stored: WebP-sized (40 KB), incompressible.
const storage = await createStorage(config)
const files = Number(values.files)
for (let i = 0; i < files; i++) {
  const key = `products/bench-backup/${i}.webp`
  if ((await storage.size(key)) === undefined) await storage.put(key, randomBytes(40_000))
}

const database = await openDatabase(databaseOptions(config))
const counts = (
  (await database.db.execute(
    sql`select (select count(*) from products)::int as products, (select count(*) from users)::int as users`,
  )) as unknown as { rows: Array<{ products: number; users: number }> }
).rows[0]
const file = path.join(work, 'bench.rihla-backup')
const backup = await takeBackup({
  database,
  storage,
  holdRemovals: async () =>
    database.driver === 'postgres' ? holdBackupLock(database.db) : async () => {},
  out: file,
  onProgress: (p) => {
    if (process.stderr.isTTY) process.stderr.write(`\rbackup: ${p.rows} rows, ${p.files} files   `)
  },
})
process.stderr.write('\n')
await database.close()

let pgDump: { ms: number; size: number } | undefined
if (onPostgres && url) {
  const dump = path.join(work, 'bench.dump')
  const started = performance.now()
  execFileSync('pg_dump', ['-Fc', '-f', dump, url])
  pgDump = { ms: Math.round(performance.now() - started), size: statSync(dump).size }
  rmSync(dump)
}

// The restore target: an empty DATA_DIR, or an empty database beside the bench's.
const targetDir = path.join(work, 'restored')
let targetUrl: string | undefined
let dropTarget = async () => {}
if (onPostgres && url) {
  const name = `rihla_bench_restore_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  targetUrl = target.toString()
  dropTarget = async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
}
mkdirSync(targetDir, { recursive: true })
const restoreConfig = loadConfig({
  DATA_DIR: targetDir,
  JWT_SECRET: secret,
  ...(targetUrl ? { DATABASE_URL: targetUrl } : {}),
})
const restored = await restoreBackup(file, restoreConfig, (p) => {
  if (process.stderr.isTTY)
    process.stderr.write(`\rrestore: ${p.phase} ${p.rows} rows, ${p.files} files   `)
})
process.stderr.write('\n')
const check = await openDatabase(databaseOptions(restoreConfig))
const restoredProducts = (
  (await check.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
    rows: Array<{ n: number }>
  }
).rows[0]?.n
await check.close()
await dropTarget()
rmSync(work, { recursive: true, force: true })

const load = (await import('node:os')).loadavg().map((n) => Math.round(n * 10) / 10)
const result = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
  driver: database.driver,
  products: counts?.products,
  users: counts?.users,
  files: backup.files,
  backup: {
    seconds: seconds(backup.ms),
    snapshotSeconds: seconds(backup.rowsMs),
    bytes: backup.size,
    rows: backup.rows,
  },
  restore: { seconds: seconds(restored.ms), rows: restored.rows, products: restoredProducts },
  ...(pgDump ? { pgDump: { seconds: seconds(pgDump.ms), bytes: pgDump.size } } : {}),
  loadAverage: load,
}
console.log(JSON.stringify(result, null, 2))
const day = result.date.slice(0, 10)
const out = path.resolve(
  import.meta.dirname,
  `../results/${day}-backup-${database.driver}${values.tag ? `-${values.tag}` : ''}.json`,
)
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`)
console.log(`written: ${path.relative(base, out)}`)
