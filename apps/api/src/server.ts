import { chmodSync, mkdirSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { type App, buildApp } from './app'
import { serveBackupRequests } from './backup/server-requests'
import { type Config, keepJwtSecret, loadConfig } from './config'
import { databaseOptions, openDatabase } from './db/client'
import { seedDatabase } from './db/seed'
import { adminNotice } from './db/seed-notice'
import { waitForDatabase } from './db/wait-for-database'
import { createStorage } from './lib/create-storage'

/** Starts the product: migrate, seed an empty database, serve API and web on one port. */
async function main() {
  const startedAt = performance.now()
  // The database files, uploads and secret are this process's alone (0600 files, 0700 folders).
  process.umask(0o077)
  const config = keepJwtSecret(loadConfig())
  if (config.jwtSecretMissing) {
    throw new Error(
      'JWT_SECRET is required with DATABASE_URL (32+ characters): every instance serving the database must sign tokens with the same secret. For example: JWT_SECRET=$(openssl rand -base64 48)',
    )
  }
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true })
    chmodSync(config.dataDir, 0o700)
  }
  const database = await openDatabase(databaseOptions(config))
  await waitForDatabase(database, {
    url: config.databaseUrl,
    retrySeconds: config.database.connectRetrySeconds,
    log: (line) => process.stderr.write(`${line}\n`),
  })
  // Instances starting together on an empty database migrate and seed one at a time.
  const report = await database.withStartupLock(async () => {
    await database.migrate()
    return seedDatabase(database.db, await createStorage(config), {
      demo: config.seedDemo,
      admin: config.admin,
    })
  })
  const app = await buildApp({ config, database })
  const metricsServer = config.metrics.port ? await serveMetrics(app, config) : undefined
  // `npm run backup` asks the process holding a PGlite folder for its backup.
  if (!config.databaseUrl) {
    serveBackupRequests(config.dataDir, database, app.ctx.storage, app.log)
  }

  // Graceful shutdown: stop accepting (new requests on open connections get 503), let the
  // in-flight ones finish, close the database (PGlite writes its files), exit 0. A request
  // that hangs must not keep the process alive for ever: after SHUTDOWN_GRACE_SECONDS it exits 1.
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
    app.ctx.lifecycle.draining = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    for (const response of unanswered) {
      if (!response.headersSent) response.setHeader('connection', 'close')
    }
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownGraceSeconds} s: exiting`)
      process.exit(1)
    }, config.shutdownGraceSeconds * 1000).unref()
    // app.close() ends every connection as soon as it has no answer in progress (app.ts).
    try {
      await app.close()
      metricsServer?.close()
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
    ...adminNotice(config.admin.email, report, config.admin.password !== undefined).map(
      (line) => `  ${line}`,
    ),
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

/** `/metrics` alone on METRICS_PORT, for a scraper on a network the public cannot reach. */
async function serveMetrics(app: App, config: Config) {
  const server = http.createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    app.metrics.metrics().then(
      (body) => response.writeHead(200, { 'content-type': app.metrics.contentType }).end(body),
      () => response.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve) =>
    server.listen(config.metrics.port, config.metrics.host, resolve),
  )
  return server
}

main().catch((error: unknown) => {
  // The cause in one line; the stack only for a bug, not for a configuration or database error.
  const known = error instanceof Error && !/^(TypeError|ReferenceError|RangeError)/.test(error.name)
  const text = error instanceof Error ? (known ? error.message : error.stack) : String(error)
  // Drizzle's "Failed query" names the statement; the database's reason is its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  process.stderr.write(`Rihla Admin failed to start: ${text}${cause ? `\ncause: ${cause}` : ''}\n`)
  process.exit(1)
})
