import { sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client'
import type { FileStorage } from '../lib/storage'

/** Shared by every instance: held exclusively by a backup, shared by each file removal. */
const BACKUP_LOCK_KEY = 7_402_517_352
const RETRY_MS = 5_000

/** Lets a backup keep every file of its snapshot: removals wait until it has copied them. */
export type GuardedStorage = FileStorage & {
  /** Holds removals (on every instance sharing the database) until the answered release. */
  holdRemovals(): Promise<() => Promise<void>>
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/**
 * Files are removed after the commit that drops their row, so a backup's snapshot may still hold
 * a row whose file goes a moment later. While a backup runs, removals are deferred (kept in memory
 * and retried) instead: callers never wait for a backup. A deferral lost to a crash leaves an
 * unreferenced file, which is harmless.
 */
export function guardRemovals(storage: FileStorage, database: Database): GuardedStorage {
  let holds = 0
  const pending = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  const removeUnlessHeld = async (key: string): Promise<boolean> => {
    if (database.driver !== 'postgres') {
      await storage.remove(key)
      return true
    }
    return database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ ok: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock_shared(${BACKUP_LOCK_KEY}) as ok`),
      )
      if (!row?.ok) return false
      await storage.remove(key)
      return true
    })
  }
  const flush = async () => {
    timer = undefined
    for (const key of [...pending]) {
      if (holds > 0) return
      pending.delete(key)
      await remove(key).catch(() => {})
    }
  }
  const remove = async (key: string) => {
    if (holds === 0 && (await removeUnlessHeld(key))) return
    pending.add(key)
    if (!timer) timer = setTimeout(() => void flush(), RETRY_MS).unref()
  }
  return {
    ...storage,
    remove,
    async holdRemovals() {
      holds += 1
      try {
        const releaseShared =
          database.driver === 'postgres' ? await holdBackupLock(database.db) : undefined
        return async () => {
          await releaseShared?.()
          holds -= 1
          if (holds === 0 && pending.size > 0) void flush()
        }
      } catch (error) {
        holds -= 1
        throw error
      }
    },
  }
}

/**
 * Takes the backup lock in a transaction kept open until the answered release: it waits for the
 * removals in progress, and keeps other instances' removals deferred meanwhile.
 */
export async function holdBackupLock(db: Db): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let acquired = () => {}
  const taken = new Promise<void>((resolve) => {
    acquired = resolve
  })
  const done = db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_KEY})`)
    acquired()
    await released
  })
  await Promise.race([taken, done])
  return async () => {
    release()
    await done
  }
}
