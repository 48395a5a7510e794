import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Config } from '../config'
import { databaseOptions, migrationsFolder, openDatabase, type Tx } from '../db/client'
import { createStorage } from '../lib/create-storage'
import type { FileStorage } from '../lib/storage'
import { readRecordsRaw, verifyBackup } from './format'

export type RestoreProgress = {
  phase: 'check' | 'rows' | 'indexes' | 'files'
  rows: number
  files: number
}
export type RestoreResult = { rows: number; files: number; ms: number; sha256: string }

/** A refusal that changed nothing: the message says why, for the operator. */
export class RestoreRefused extends Error {}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** The last migration this build applies (`when` in drizzle's journal). */
export function latestMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/**
 * Restores a backup into the database and storage the configuration names, which must be empty.
 * Everything that can refuse (a damaged file, another version, a target holding data) is checked
 * before anything is written.
 */
export async function restoreBackup(
  file: string,
  config: Config,
  onProgress: (progress: RestoreProgress) => void = () => {},
  /** A migrated PGlite cluster to start from (tests); a built server ships its own. */
  template?: Blob,
): Promise<RestoreResult> {
  const started = performance.now()
  const progress: RestoreProgress = { phase: 'check', rows: 0, files: 0 }
  onProgress(progress)
  const { manifest, sha256 } = await verifyBackup(file)
  if (manifest.migration !== latestMigration()) {
    throw new RestoreRefused(
      `${file} was taken by another version of Rihla Admin (its last migration is ${manifest.migration}, this version's is ${latestMigration()}). Restore it with the version that took it, then upgrade.`,
    )
  }
  const storage = await createStorage(config)
  await refuseUnlessEmpty(config, storage)

  const options = databaseOptions(config)
  if (options.driver === 'pglite') mkdirSync(config.dataDir, { recursive: true, mode: 0o700 })
  const database = await openDatabase(
    options.driver === 'pglite' && template ? { ...options, template } : options,
  )
  try {
    await database.migrate()
    progress.phase = 'rows'
    await database.db.transaction(async (tx) => {
      // Rows go in as they were, in any table order: no foreign-key or trigger runs meanwhile.
      await tx.execute(sql.raw('set local session_replication_role = replica'))
      // Building an index over a million rows takes longer than a request's statement may.
      await tx.execute(sql.raw('set local statement_timeout = 0'))
      // Indexes are built once at the end: kept up row by row (the trigram ones above all),
      // they made a restore several times slower.
      const indexes = rowsOf<{ name: string; definition: string }>(
        await tx.execute(sql`
          select indexname as name, indexdef as definition from pg_indexes i
          where schemaname = 'public' and not exists (
            select 1 from pg_constraint c where c.conname = i.indexname)`),
      )
      for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`))
      const emptied = new Set<string>()
      for await (const record of readRecordsRaw(file)) {
        if (record.kind !== 'rows') continue
        if (!emptied.has(record.name)) {
          // Reference rows the migrations wrote come back from the backup instead.
          await tx.execute(sql.raw(`delete from "${record.name}"`))
          emptied.add(record.name)
        }
        const rows = await insertRows(tx, record.name, gunzipSync(record.data).toString())
        progress.rows += rows
        onProgress(progress)
      }
      progress.phase = 'indexes'
      onProgress(progress)
      for (const index of indexes) await tx.execute(sql.raw(index.definition))
      await resetSequences(tx)
    })
    progress.phase = 'files'
    for await (const record of readRecordsRaw(file)) {
      if (record.kind !== 'file') continue
      await storage.put(record.name, record.data)
      progress.files += 1
      if (progress.files % 50 === 0) onProgress(progress)
    }
    onProgress(progress)
  } finally {
    await database.close()
  }
  return {
    rows: progress.rows,
    files: progress.files,
    ms: Math.round(performance.now() - started),
    sha256,
  }
}

const columnsCache = new WeakMap<Tx, Map<string, string>>()

async function insertRows(tx: Tx, table: string, json: string): Promise<number> {
  let tables = columnsCache.get(tx)
  if (!tables) {
    tables = new Map()
    columnsCache.set(tx, tables)
  }
  let columns = tables.get(table)
  if (columns === undefined) {
    const names = rowsOf<{ name: string }>(
      await tx.execute(sql`
        select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`),
    ).map((row) => `"${row.name}"`)
    if (names.length === 0) throw new RestoreRefused(`This version has no table ${table}.`)
    columns = names.join(', ')
    tables.set(table, columns)
  }
  const inserted = await tx.execute(
    sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(columns)}) overriding system value
        select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(`"${table}"`)}, ${json}::json)`,
  )
  return (
    (inserted as { rowCount?: number; affectedRows?: number }).rowCount ??
    (inserted as { affectedRows?: number }).affectedRows ??
    0
  )
}

/** Each serial column's sequence continues after the highest id restored. */
async function resetSequences(tx: Tx) {
  const serials = rowsOf<{ tbl: string; col: string }>(
    await tx.execute(sql`
      select table_name as tbl, column_name as col from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`),
  )
  for (const { tbl, col } of serials) {
    await tx.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${tbl}"', '${col}'),
                 coalesce((select max("${col}") from "${tbl}"), 0) + 1, false)`),
    )
  }
}

async function refuseUnlessEmpty(config: Config, storage: FileStorage) {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public'`,
      )
      const held: string[] = []
      for (const table of ['users', 'products', 'banners']) {
        if (!rows.some((row) => row.name === table)) continue
        const count = await client.query(`select 1 from "${table}" limit 1`)
        if (count.rowCount) held.push(table)
      }
      if (held.length > 0) {
        throw new RestoreRefused(
          `The database at DATABASE_URL is not empty (${held.join(', ')} hold rows). Restore into a new, empty database.`,
        )
      }
    } finally {
      await client.end()
    }
  } else {
    const folder = path.join(config.dataDir, 'db')
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      throw new RestoreRefused(
        `${folder} already holds a database. Restore into an empty DATA_DIR (a new folder), or move this one away first.`,
      )
    }
  }
  for await (const key of storage.keys()) {
    if (key.startsWith('web-assets/')) continue
    throw new RestoreRefused(
      `The ${storage.driver === 's3' ? 'bucket' : `uploads folder ${config.uploadsDir}`} already holds files (${key}). Restore into an empty one.`,
    )
  }
}
