import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { seedDatabase } from './db/seed'
import { createStorage } from './lib/create-storage'

const SHUTDOWN_TIMEOUT_MS = 10_000

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
  const report = await seedDatabase(database.db, await createStorage(config), {
    demo: config.seedDemo,
    admin: config.admin,
  })
  const app = await buildApp({ config, database })

  // Graceful shutdown: stop accepting (new requests on open connections get 503), let the
  // in-flight ones finish, close the database (PGlite writes its files), exit 0. A request
  // that hangs must not keep the process alive for ever: after 10 s it exits 1.
  let closing = false
  // Answers still to be sent when the signal comes end their connection (`Connection: close`),
  // so keep-alive clients let go instead of racing a new request against the close.
  const unanswered = new Set<ServerResponse>()
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    unanswered.add(response)
    response.on('close', () => unanswered.delete(response))
  })
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting at once')
      process.exit(1)
    }
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    for (const response of unanswered) {
      if (!response.headersSent) response.setHeader('connection', 'close')
    }
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    // A connection that turns idle after the answer (one sent just before the signal, say)
    // is closed too: server.close() only closes the connections idle at the time it is called.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100)
    try {
      await app.close()
      clearInterval(sweep)
      await database.close()
      app.log.info('shut down cleanly')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', (signal) => void shutdown(signal))
  process.on('SIGINT', (signal) => void shutdown(signal))

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
