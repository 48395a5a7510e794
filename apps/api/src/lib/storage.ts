import type { Readable } from 'node:stream'
import type { UrlSigner } from './upload-urls'

/** A stored file, ready to stream. */
export type StoredFile = { body: Readable; size: number | undefined }

/**
 * Who may fetch a URL: `public` files (banners, approved pictures) by anyone, for ever;
 * `signed` ones (pictures of products not approved yet) through a short-lived signed URL.
 */
export type UrlAccess = 'public' | 'signed'

/**
 * Where uploads live (the local folder, or a bucket with `S3_BUCKET`); files are written before
 * their row and removed after the commit that drops it.
 */
export type FileStorage = {
  readonly driver: 'local' | 's3'
  put(key: string, data: Buffer): Promise<void>
  /** Removes a file; a missing one is not an error. */
  remove(key: string): Promise<void>
  /** The file, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>
  /** The file's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>
  /** The URL the web app loads the file from. */
  url(key: string, access?: UrlAccess): string
  /** Every key stored, in no particular order (backups). */
  keys(): AsyncIterable<string>
  /** A cheap round trip proving the storage answers (readiness). Throws when it does not. */
  check(): Promise<void>
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i

export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..')

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`)
}

/** Where the API serves files from; `/uploads/*` in plugins/uploads.ts. */
export const UPLOADS_PREFIX = '/uploads/'

/** `/uploads/<key>`, with a signature when the file is not public. */
export function apiFileUrl(key: string, access: UrlAccess, signer: UrlSigner | undefined) {
  if (access === 'public') return `${UPLOADS_PREFIX}${key}`
  if (!signer) throw new Error('This storage cannot sign URLs')
  return `${UPLOADS_PREFIX}${key}?${signer.sign(key)}`
}
