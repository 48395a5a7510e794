import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { databaseOptions, openDatabase } from '../db/client'
import { lockOwner } from '../db/data-dir-lock'
import { createStorage } from '../lib/create-storage'
import { type BackupProgress, type BackupResult, takeBackup } from './backup'
import { holdBackupLock } from './removal-gate'
import { requestBackup } from './server-requests'

const HELP = `Usage: npm run backup -- --out FILE

Writes one file holding the database and every uploaded file, while the server runs. With
PGlite (no DATABASE_URL) a running server takes the backup itself; without one the folder
is read directly. With DATABASE_URL the database is read from one snapshot and the files
from the storage (S3_BUCKET or DATA_DIR/uploads). Prints the size and the SHA-256.`

const { values } = parseArgs({
  options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
})
if (values.help || !values.out) {
  process.stdout.write(`${HELP}\n`)
  process.exit(values.help ? 0 : 2)
}
// npm runs the script in apps/api; the path is the caller's.
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
const fail = (message: string) => {
  process.stderr.write(`backup: ${message}\n`)
  process.exit(1)
}
if (existsSync(out)) fail(`${out} exists already; name a new file.`)

const tty = process.stderr.isTTY
const showProgress = (progress: BackupProgress) => {
  if (!tty) return
  const mb = (progress.bytes / 1e6).toFixed(1)
  process.stderr.write(
    `\rbackup: ${progress.phase === 'rows' ? 'rows' : 'files'}: ${progress.rows} rows, ${progress.files} files, ${mb} MB   `,
  )
}

let result: BackupResult
try {
  const config = loadConfig()
  const dbFolder = path.join(config.dataDir, 'db')
  const owner = config.databaseUrl ? undefined : lockOwner(dbFolder)
  if (owner !== undefined) {
    result = await requestBackup(config.dataDir, owner, out, showProgress)
  } else {
    if (!config.databaseUrl && (!existsSync(dbFolder) || readdirSync(dbFolder).length === 0)) {
      fail(`there is no database in ${dbFolder}.`)
    }
    const database = await openDatabase(databaseOptions(config))
    try {
      const storage = await createStorage(config)
      result = await takeBackup({
        database,
        storage,
        // No server shares a PGlite folder with us; on PostgreSQL the instances defer removals.
        holdRemovals: async () =>
          database.driver === 'postgres' ? holdBackupLock(database.db) : async () => {},
        out,
        onProgress: showProgress,
      })
    } finally {
      await database.close()
    }
  }
} catch (error) {
  if (tty) process.stderr.write('\n')
  fail(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
if (tty) process.stderr.write('\n')
process.stdout.write(
  `backup: ${result.file}: ${result.rows} rows, ${result.files} files, ${result.size} bytes (${(result.size / 1e6).toFixed(1)} MB) in ${(result.ms / 1000).toFixed(1)} s\nsha256: ${result.sha256}\n`,
)
process.exit(0)
