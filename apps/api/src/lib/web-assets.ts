import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type FileStorage, isSafeKey } from './storage'

/** Where each build's hashed assets are kept in the shared storage (decision 017). */
export const WEB_ASSETS_PREFIX = 'web-assets/'

/** The compressed copies the build writes beside each file; served from disk only. */
const COMPRESSED = /\.(br|gz)$/

const BATCH = 8

export type PublishReport = { copied: number; present: number }

/** The hashed file names of a build's `assets/` folder, compressed copies left out. */
export async function buildAssets(webDist: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(webDist, 'assets'))
    return names.filter((name) => !COMPRESSED.test(name) && isSafeKey(name)).sort()
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return []
    throw error
  }
}

/**
 * Copies a build's hashed assets into the shared storage under `web-assets/`, skipping the ones
 * already there (a name is its content's hash, so same name and size is the same file).
 */
export async function publishWebAssets(
  webDist: string,
  storage: FileStorage,
): Promise<PublishReport> {
  const names = await buildAssets(webDist)
  const report: PublishReport = { copied: 0, present: 0 }
  for (let i = 0; i < names.length; i += BATCH) {
    await Promise.all(
      names.slice(i, i + BATCH).map(async (name) => {
        const data = await readFile(path.join(webDist, 'assets', name))
        const key = `${WEB_ASSETS_PREFIX}${name}`
        if ((await storage.size(key)) === data.length) {
          report.present += 1
          return
        }
        await storage.put(key, data)
        report.copied += 1
      }),
    )
  }
  return report
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
}

/** The Content-Type of an asset by its extension. */
export const assetType = (name: string) =>
  TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
