import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { type BackupProgress, type BackupResult, takeBackup } from './backup'
import type { GuardedStorage } from './removal-gate'

/**
 * A PGlite database is open in one process only (data-dir-lock.ts), so a backup of a running
 * server is taken by that server: `npm run backup` leaves a request in DATA_DIR and sends
 * SIGUSR2; the server writes the backup and its progress. Only the folder's owner can do
 * either (DATA_DIR is 0700).
 */
const SIGNAL = 'SIGUSR2'
const requestsDir = (dataDir: string) => path.join(dataDir, 'backup-requests')

export type RequestStatus =
  | { state: 'running'; progress: BackupProgress }
  | { state: 'done'; result: BackupResult }
  | { state: 'failed'; error: string }

/** Serves backup requests in this server process; answers the function that stops. */
export function serveBackupRequests(
  dataDir: string,
  database: Database,
  storage: GuardedStorage,
  log: FastifyBaseLogger,
): () => void {
  const folder = requestsDir(dataDir)
  let busy = Promise.resolve()
  const serve = () => {
    busy = busy.then(async () => {
      if (!existsSync(folder)) return
      for (const name of readdirSync(folder).filter((n) => n.endsWith('.request'))) {
        const id = name.slice(0, -'.request'.length)
        const statusFile = path.join(folder, `${id}.status`)
        const write = (status: RequestStatus) => writeFileSync(statusFile, JSON.stringify(status))
        let out: string
        try {
          out = (JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { out: string }).out
        } finally {
          rmSync(path.join(folder, name), { force: true })
        }
        let last = 0
        try {
          const result = await takeBackup({
            database,
            storage,
            holdRemovals: () => storage.holdRemovals(),
            out,
            onProgress: (progress) => {
              if (Date.now() - last < 200) return
              last = Date.now()
              write({ state: 'running', progress })
            },
          })
          write({ state: 'done', result })
          log.info({ file: out, size: result.size, ms: result.ms }, 'backup written')
        } catch (error) {
          write({ state: 'failed', error: error instanceof Error ? error.message : String(error) })
          log.warn({ err: error }, 'backup failed')
        }
      }
    })
  }
  process.on(SIGNAL, serve)
  return () => process.off(SIGNAL, serve)
}

/** Asks the server `pid` holding `dataDir` for a backup, following its progress until it ends. */
export async function requestBackup(
  dataDir: string,
  pid: number,
  out: string,
  onProgress: (progress: BackupProgress) => void,
): Promise<BackupResult> {
  const folder = requestsDir(dataDir)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const id = `${process.pid}-${Date.now()}`
  const statusFile = path.join(folder, `${id}.status`)
  writeFileSync(path.join(folder, `${id}.request`), JSON.stringify({ out }), { mode: 0o600 })
  process.kill(pid, SIGNAL)
  const asked = Date.now()
  try {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      let status: RequestStatus | undefined
      try {
        status = JSON.parse(readFileSync(statusFile, 'utf8')) as RequestStatus
      } catch {
        // Not written yet, or being written.
      }
      if (status?.state === 'done') return status.result
      if (status?.state === 'failed') throw new Error(status.error)
      if (status?.state === 'running') onProgress(status.progress)
      if (!status && Date.now() - asked > 30_000) {
        throw new Error(
          `The server holding ${dataDir} (pid ${pid}) did not take the backup request: is it this version of Rihla Admin?`,
        )
      }
    }
  } finally {
    rmSync(path.join(folder, `${id}.request`), { force: true })
    rmSync(statusFile, { force: true })
  }
}
