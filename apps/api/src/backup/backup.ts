import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import type { FileStorage } from '../lib/storage'
import { BackupWriter, type Manifest } from './format'

export type BackupProgress = { phase: 'rows' | 'files'; rows: number; files: number; bytes: number }
export type BackupResult = {
  file: string
  size: number
  sha256: string
  rows: number
  files: number
  ms: number
  /** How long the snapshot's transaction was open: on PGlite, the server's queries waited. */
  rowsMs: number
}
export type BackupOptions = {
  database: Database
  storage: FileStorage
  /** Keeps files from being removed until the answered release (removal-gate.ts). */
  holdRemovals: () => Promise<() => Promise<void>>
  out: string
  onProgress?: (progress: BackupProgress) => void
}

const ROWS_PER_RECORD = 5_000
const FILES_AT_ONCE = 8
/** Copies of the web build (lib/web-assets.ts) come back with the build, not with the data. */
const NOT_DATA = ['web-assets/']

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/**
 * Writes one file holding every table and every stored file, while the server keeps working:
 * the rows come from one snapshot (a repeatable-read transaction), and no file is removed from
 * before that snapshot until the files are copied, so every row it holds has its files.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now()
  const partial = `${options.out}.partial`
  const stream = createWriteStream(partial, { flags: 'wx', mode: 0o600 })
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve())
    stream.once('error', reject)
  })
  const writer = new BackupWriter(stream)
  const progress: BackupProgress = { phase: 'rows', rows: 0, files: 0, bytes: 0 }
  const report = () => {
    progress.bytes = writer.bytes
    options.onProgress?.(progress)
  }
  const release = await options.holdRemovals()
  try {
    const rowsStarted = performance.now()
    const tables = await options.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'))
      return copyTables(tx, writer, progress, report)
    })
    const rowsMs = Math.round(performance.now() - rowsStarted)
    progress.phase = 'files'
    const keys: string[] = []
    for await (const key of options.storage.keys()) {
      if (!NOT_DATA.some((prefix) => key.startsWith(prefix))) keys.push(key)
    }
    for (let i = 0; i < keys.length; i += FILES_AT_ONCE) {
      const batch = keys.slice(i, i + FILES_AT_ONCE)
      const contents = await Promise.all(batch.map((key) => readFile(options.storage, key)))
      for (const [index, data] of contents.entries()) {
        // Gone since it was listed: removed with a row the snapshot does not hold.
        if (data === undefined) continue
        await writer.add('file', batch[index] as string, data)
        progress.files += 1
      }
      report()
    }
    await release()
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      driver: options.database.driver,
      migration: tables.migration,
      tables: tables.counts,
      files: progress.files,
    }
    await writer.add('manifest', 'manifest.json', Buffer.from(JSON.stringify(manifest)))
    const sha256 = await writer.finish()
    await rename(partial, options.out)
    return {
      file: options.out,
      size: writer.bytes,
      sha256,
      rows: progress.rows,
      files: progress.files,
      ms: Math.round(performance.now() - started),
      rowsMs,
    }
  } catch (error) {
    await release().catch(() => {})
    stream.destroy()
    await rm(partial, { force: true })
    throw error
  }
}

async function copyTables(
  tx: Tx,
  writer: BackupWriter,
  progress: BackupProgress,
  report: () => void,
) {
  const [last] = rowsOf<{ migration: string | number | null }>(
    await tx.execute(sql`select max(created_at) as migration from drizzle.__drizzle_migrations`),
  )
  const names = rowsOf<{ name: string }>(
    await tx.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => row.name)
  const counts: Manifest['tables'] = []
  for (const name of names) {
    let rows = 0
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from "${name}" t`,
      ),
    )
    for (;;) {
      const batch = rowsOf<{ j: string }>(
        await tx.execute(sql.raw(`fetch ${ROWS_PER_RECORD} from backup_rows`)),
      )
      if (batch.length === 0) break
      await writer.add(
        'rows',
        name,
        gzipSync(`[${batch.map((row) => row.j).join(',')}]`, { level: 1 }),
      )
      rows += batch.length
      progress.rows += batch.length
      report()
    }
    await tx.execute(sql.raw('close backup_rows'))
    counts.push({ name, rows })
  }
  return { migration: Number(last?.migration ?? 0), counts }
}

async function readFile(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const file = await storage.get(key)
  if (!file) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of file.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
