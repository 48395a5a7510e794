import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Config } from '../config'
import { lockDataDir, makePrivate } from './data-dir-lock'
import { isNewCluster, readTemplate } from './pglite-template'
import * as schema from './schema'
import { setSearchDb } from './search-db'

export type Schema = typeof schema
/** One database type for both drivers: the rest of the api never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Either the database or a transaction: repositories accept both. */
export type DbOrTx = Db | Tx

export type Database = {
  db: Db
  driver: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /**
   * Runs `work` holding the start-up lock (a PostgreSQL advisory lock), so instances starting
   * together migrate and seed one after the other.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>
  /** PostgreSQL pool figures for the metrics; undefined on PGlite (no pool). */
  poolStats(): { total: number; idle: number; waiting: number } | undefined
  /**
   * Calls `onNotify` on every notification on `channel`, and once after each reconnection, since
   * notifications sent meanwhile are lost. Answers the function that stops.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
  /** Round trip to the database, for the health check. */
  ping(): Promise<void>
  close(): Promise<void>
}

export type DatabaseOptions =
  | {
      driver: 'postgres'
      url: string
      poolSize?: number
      /** Longest a statement may run, in ms (0: no limit). */
      statementTimeoutMs?: number
      /** Shown in pg_stat_activity, so a DBA can tell the instances' connections apart. */
      applicationName?: string
      /** A connection past any transaction pooler, for the start-up lock and LISTEN. */
      directUrl?: string
      /** false: every statement unnamed, for a transaction pooler that drops named ones. */
      preparedStatements?: boolean
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests), with 16 MB of shared buffers: PGlite
   * zeroes them at every start. `template`: a migrated cluster to start from.
   */
  | { driver: 'pglite'; dataDir: string | undefined; template?: Blob }

// This module runs from src/db (tsx, tests) or bundled into dist/.
const here = path.dirname(fileURLToPath(import.meta.url))
const fromSources = here.endsWith(path.join('src', 'db'))
/** Where the bundled server lives (dist/), and with it the PGlite template (pglite-template.ts). */
export const buildDir = fromSources ? path.resolve(here, '../../dist') : here
// Migrations ship beside dist/: apps/api/drizzle.
export const migrationsFolder = path.resolve(buildDir, '../drizzle')

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db. */
export function databaseOptions(config: Config): DatabaseOptions {
  return config.databaseUrl
    ? {
        driver: 'postgres',
        url: config.databaseUrl,
        poolSize: config.database.poolSize,
        statementTimeoutMs: config.database.statementTimeoutMs,
        applicationName: config.database.applicationName,
        directUrl: config.database.directUrl,
        preparedStatements: config.database.preparedStatements,
      }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') }
}

/**
 * Sends every statement unnamed, for a transaction pooler that does not track named ones
 * (`DATABASE_PREPARED_STATEMENTS=false`).
 */
class UnnamedStatementClient extends pg.Client {
  // One signature for pg's overloads (text, config, submittable; promise or callback): the
  // arguments go on unchanged but for the name. `any` is the overloads' union of results.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  override query(config: unknown, ...rest: unknown[]): any {
    const unnamed =
      typeof config === 'object' && config !== null && 'name' in config && config.name
        ? { ...config, name: undefined }
        : config
    return (super.query as (...args: unknown[]) => unknown)(unnamed, ...rest)
  }
}

/** Any constant shared by every instance: the advisory lock that orders migrations and seeding. */
const STARTUP_LOCK_KEY = 7_402_517_311

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const timeout = options.statementTimeoutMs ?? 0
    const sessionSettings = timeout > 0 ? [`set statement_timeout = ${Math.floor(timeout)}`] : []
    const pool = openPool(options, sessionSettings)
    // Searches run on sessions that never plan a sequential scan (decision 018): one round trip per
    // statement. Behind a transaction pooler a session setting would leak, so there they keep their
    // transaction.
    const searchPool =
      options.preparedStatements === false
        ? undefined
        : openPool(
            options,
            [
              ...sessionSettings,
              'set enable_seqscan = off',
              // Named statements (lib/prepared.ts `runSearch`) planned for each term's values.
              'set plan_cache_mode = force_custom_plan',
            ],
            'search',
          )
    const db = drizzlePg(pool, { schema }) as unknown as Db
    if (searchPool) setSearchDb(db, drizzlePg(searchPool, { schema }) as unknown as Db)
    const directUrl = options.directUrl ?? options.url
    /** `work` on a session of its own at the direct URL (past any pooler, no statement timeout). */
    const onOwnSession = async <T>(role: string, work: (client: pg.Client) => Promise<T>) => {
      const client = new pg.Client({
        connectionString: directUrl,
        application_name: `${options.applicationName ?? 'rihla-api'}-${role}`,
      })
      client.on('error', () => {})
      await client.connect()
      try {
        return await work(client)
      } finally {
        await client.end().catch(() => {})
      }
    }
    return {
      db,
      driver: 'postgres',
      // Past any pooler and without the statement timeout: a migration that rewrites a big table
      // runs for minutes.
      migrate: () =>
        onOwnSession('migrate', (client) =>
          migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
        ),
      // A session lock needs a session: its own connection, past any transaction pooler.
      withStartupLock: (work) =>
        onOwnSession('startup', async (client) => {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
          try {
            return await work()
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
          }
        }),
      poolStats: () => ({
        total: pool.totalCount + (searchPool?.totalCount ?? 0),
        idle: pool.idleCount + (searchPool?.idleCount ?? 0),
        waiting: pool.waitingCount + (searchPool?.waitingCount ?? 0),
      }),
      listen: (channel, onNotify) => listenPg({ ...options, url: directUrl }, channel, onNotify),
      ping: async () => {
        await pool.query('select 1')
      },
      close: async () => {
        await Promise.all([pool.end(), searchPool?.end()])
      },
    }
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  // A new cluster starts from the migrated template made at build time, when it matches.
  const template =
    options.template ??
    (options.dataDir && isNewCluster(options.dataDir)
      ? readTemplate(buildDir, migrationsFolder)
      : undefined)
  let client: PGlite
  try {
    client = await startPglite(options.dataDir, template)
  } catch (error) {
    unlock()
    throw error
  }
  if (options.dataDir) makePrivate(options.dataDir)
  return pgliteDatabase(client, async () => {
    await client.close()
    unlock()
  })
}

/** A PGlite cluster in `dataDir` (in memory when undefined), from `template` when given. */
export function startPglite(dataDir: string | undefined, template?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    ...(dataDir === undefined
      ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }
      : {}),
    extensions: { pg_trgm },
  })
}

/**
 * The Database over an open PGlite `client`; closing it runs `close` (the tests' pool of
 * in-memory databases keeps the client for the next test file instead).
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const pgliteDb = drizzlePglite(client, { schema })
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    withStartupLock: (work) => work(),
    poolStats: () => undefined,
    // In-process: PGlite delivers a NOTIFY to its own listeners when the transaction commits.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify())
      return async () => {
        if (!client.closed) await stop()
      }
    },
    ping: async () => {
      await client.query('select 1')
    },
    close,
  }
}

/** A pool of sessions that each run `settings` before their first statement. */
function openPool(
  options: Extract<DatabaseOptions, { driver: 'postgres' }>,
  settings: string[],
  role?: string,
): pg.Pool {
  const applicationName = options.applicationName ?? 'rihla-api'
  const setUp = (client: pg.ClientBase) => client.query(settings.join('; '))
  const pool = new pg.Pool({
    connectionString: options.url,
    // This database's setting, not the process's: another database opened beside it (a
    // test's direct app, a second pool) keeps its named statements.
    ...(options.preparedStatements === false ? { Client: UnnamedStatementClient } : {}),
    max: options.poolSize ?? 10,
    // Fail fast while the database is away instead of queueing requests for ever.
    connectionTimeoutMillis: 5_000,
    // statement_timeout is SET on each new connection: PgBouncer refuses it as a start-up
    // parameter.
    application_name: role ? `${applicationName}-${role}` : applicationName,
    // pg-pool (3.14+) awaits the promise; a failure fails that checkout.
    ...(settings.length > 0 ? { onConnect: setUp } : {}),
  })
  // A checked-out client that loses its connection emits 'error', which would crash the process
  // unheard; its query fails on its own (a 503) and the pool drops it on release.
  pool.on('error', () => {})
  pool.on('connect', (client) => {
    client.on('error', () => {})
    // Queued ahead of the query that asked for the connection. A failure is that query's.
    if (settings.length > 0) setUp(client).catch(() => {})
  })
  return pool
}

/** LISTEN on a connection of its own, opened again a second after it drops, until stopped. */
async function listenPg(
  options: Extract<DatabaseOptions, { driver: 'postgres' }>,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.url,
      application_name: `${options.applicationName ?? 'rihla-api'}-listen`,
    })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    next.on('error', () => {})
    next.on('end', () => {
      if (stopped || client !== next) return
      client = undefined
      retry = setTimeout(() => void connect().catch(() => {}), 1000)
    })
    try {
      await next.connect()
      await next.query(`listen ${pg.escapeIdentifier(channel)}`)
    } catch {
      await next.end().catch(() => {})
      // Tried again in a second: the stream keeps working from the table meanwhile.
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000)
      return
    }
    client = next
    // Whatever was notified while the connection was down is read now.
    onNotify()
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const last = client
    client = undefined
    await last?.end().catch(() => {})
  }
}
