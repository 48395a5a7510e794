import type { Config } from '../config'
import type { FileStorage } from './storage'
import { localStorage } from './storage-local'
import { s3Storage } from './storage-s3'
import { type UrlSigner, urlSigner } from './upload-urls'

/** The storage the configuration names: a bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export async function createStorage(
  config: Config,
  signer: UrlSigner = configuredSigner(config),
): Promise<FileStorage> {
  return config.s3 ? s3Storage(config.s3, signer) : localStorage(config.uploadsDir, signer)
}

/** Signs URLs of files that are not public, with the secret every instance shares. */
export const configuredSigner = (config: Config) =>
  urlSigner(config.jwtSecret, config.uploadUrlTtlSeconds)
