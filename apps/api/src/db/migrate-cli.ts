import { loadConfig } from '../config'
import { databaseOptions, openDatabase } from './client'
import { waitForDatabase } from './wait-for-database'

// `npm run migrate`: applies the migrations to the configured database and nothing else, for a
// release step that runs once before new instances start (docs/operations.md). Instances also
// migrate at start under the same advisory lock, so running both is harmless.
process.umask(0o077)
const config = loadConfig()
const database = await openDatabase(databaseOptions(config))
try {
  await waitForDatabase(database, {
    url: config.databaseUrl,
    retrySeconds: config.database.connectRetrySeconds,
    log: (line) => process.stderr.write(`migrate: ${line}\n`),
  })
  await database.withStartupLock(() => database.migrate())
  process.stdout.write(`migrate: ${database.driver} database is up to date\n`)
} finally {
  await database.close()
}
