import { createReadStream } from 'node:fs'
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { apiFileUrl, assertSafeKey, type FileStorage } from './storage'
import type { UrlSigner } from './upload-urls'

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT'

/** Files in a local folder (the single-machine default), served by the API under /uploads/. */
export function localStorage(root: string, signer?: UrlSigner): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  const size = async (key: string) => {
    try {
      const info = await stat(resolve(key))
      return info.isFile() ? info.size : undefined
    } catch (error) {
      if (missing(error)) return undefined
      throw error
    }
  }
  return {
    driver: 'local',
    async put(key, data) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Keys are unique, so a half-written file is never served under a key some row points to.
      await writeFile(file, data, { flag: 'wx' })
    },
    async remove(key) {
      await rm(resolve(key), { force: true })
    },
    size,
    async get(key) {
      const bytes = await size(key)
      if (bytes === undefined) return undefined
      return { body: createReadStream(resolve(key)), size: bytes }
    },
    url: (key, access = 'public') => apiFileUrl(key, access, signer),
    async *keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (missing(error)) return []
          throw error
        },
      )
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const key = path.relative(root, path.join(entry.parentPath, entry.name))
        yield key.split(path.sep).join('/')
      }
    },
    async check() {
      await mkdir(root, { recursive: true })
      await stat(root)
    },
  }
}
