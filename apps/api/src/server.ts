import path from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { seedDatabase } from './db/seed'
import { localStorage } from './lib/storage'

/** Starts the product: migrate, seed an empty database, serve API and web on one port. */
async function main() {
  const startedAt = performance.now()
  const config = loadConfig()
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  )
  await database.migrate()
  const report = await seedDatabase(database.db, localStorage(config.uploadsDir), {
    demo: config.seedDemo,
    admin: config.admin,
  })
  const app = await buildApp({ config, database })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
  const url = `http://localhost:${config.port}`
  const ms = Math.round(performance.now() - startedAt)
  const lines = [
    '',
    `  Rihla Admin is running at ${url}  (${database.driver}, ready in ${ms} ms)`,
    report.adminCreated || report.demoSeeded
      ? `  Sign in with ${config.admin.email} / ${config.admin.password}`
      : `  Sign in with your admin account (${config.admin.email} unless changed).`,
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Rihla Admin failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  )
  process.exit(1)
})
