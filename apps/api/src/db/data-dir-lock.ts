import {
  chmodSync,
  closeSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'

/**
 * Refuses a second process on one PGlite folder (two writers lose acknowledged writes); a dead
 * process's lock is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => {
        if (ownerOf(file) === process.pid) unlinkSync(file)
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = ownerOf(file)
      if (owner !== undefined && isAlive(owner)) {
        throw new Error(
          `The database folder ${dataDir} is in use by another Rihla Admin process (pid ${owner}). Stop that process, or give this one another DATA_DIR.`,
        )
      }
      // The owner is gone: the lock is stale.
      try {
        unlinkSync(file)
      } catch {
        // Another process took it over first: the next attempt tells.
      }
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir} (${file}).`)
}

/** The pid of the live process holding `dataDir`, or undefined when none does. */
export function lockOwner(dataDir: string): number | undefined {
  const owner = ownerOf(`${dataDir}.lock`)
  return owner !== undefined && isAlive(owner) ? owner : undefined
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Makes a folder and everything in it private to this user (0700 folders, 0600 files). */
export function makePrivate(folder: string): void {
  chmodSync(folder, 0o700)
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name)
    if (entry.isDirectory()) chmodSync(full, 0o700)
    else if (entry.isFile()) chmodSync(full, 0o600)
  }
}
