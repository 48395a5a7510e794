import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type FileStorage, isSafeKey } from '../lib/storage'

export type MigrateReport = { copied: number; skipped: number; failed: string[] }

/** Every file under `root`, as storage keys (`products/…`, `banners/…`). */
async function keysUnder(root: string): Promise<string[]> {
  let entries: Array<{ name: string; parentPath: string; isFile(): boolean }>
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((key) => key.split(path.sep).join('/'))
    .sort()
}

const BATCH = 8

/**
 * Copies the files of a local uploads folder into another storage (a bucket), keeping their keys.
 */
export async function migrateFiles(
  root: string,
  target: FileStorage,
  log: (line: string) => void = () => {},
): Promise<MigrateReport> {
  const report: MigrateReport = { copied: 0, skipped: 0, failed: [] }
  const keys = await keysUnder(root)
  const copy = async (key: string) => {
    if (!isSafeKey(key)) {
      report.failed.push(key)
      log(`skipped ${key}: not a key the API writes`)
      return
    }
    try {
      const data = await readFile(path.join(root, key))
      if ((await target.size(key)) === data.length) {
        report.skipped += 1
        return
      }
      await target.put(key, data)
      report.copied += 1
    } catch (error) {
      report.failed.push(key)
      log(`failed ${key}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  for (let i = 0; i < keys.length; i += BATCH) {
    await Promise.all(keys.slice(i, i + BATCH).map(copy))
  }
  return report
}
