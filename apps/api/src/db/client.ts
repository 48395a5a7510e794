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
import { isNewCluster, readTemplate } from './pglite-template'
import * as schema from './schema'

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
  /** Round trip to the database, for the health check. */
  ping(): Promise<void>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir: string | undefined }

// This module runs from src/db (tsx, tests) or bundled into dist/.
const here = path.dirname(fileURLToPath(import.meta.url))
const fromSources = here.endsWith(path.join('src', 'db'))
/** Where the bundled server lives (dist/), and with it the PGlite template (pglite-template.ts). */
export const buildDir = fromSources ? path.resolve(here, '../../dist') : here
// Migrations ship beside dist/: apps/api/drizzle.
export const migrationsFolder = path.resolve(buildDir, '../drizzle')

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Fail fast while the database is away instead of queueing requests for ever.
      connectionTimeoutMillis: 5_000,
    })
    // A client losing its connection (the database crashed or restarted) emits 'error'. The
    // pool listens only while the client is idle; a client checked out for a transaction
    // would crash the process with an unhandled 'error' event. The query in progress fails
    // on its own (a 503), and the pool throws the broken client away when it is released.
    pool.on('error', () => {})
    pool.on('connect', (client) => {
      client.on('error', () => {})
    })
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1')
      },
      close: () => pool.end(),
    }
  }
  // A new cluster starts from the migrated template made at build time, when it matches.
  const template =
    options.dataDir && isNewCluster(options.dataDir)
      ? readTemplate(buildDir, migrationsFolder)
      : undefined
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
  })
  const pgliteDb = drizzlePglite(client, { schema })
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}
