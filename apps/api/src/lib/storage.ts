import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live. The local folder is the default; an S3-compatible driver can
 * implement the same three calls without any caller changing.
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>
  remove(key: string): Promise<void>
  url(key: string): string
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i

export function localStorage(root: string, publicPrefix = '/uploads/'): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`)
    return path.join(root, key)
  }
  return {
    async put(key, data) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written under a temporary name then renamed would be safer still; keys are unique, so
      // a half-written file is never served under a key some row points to.
      await writeFile(file, data, { flag: 'wx' })
    },
    async remove(key) {
      await rm(resolve(key), { force: true })
    },
    url: (key) => `${publicPrefix}${key}`,
  }
}
