import type { Readable } from 'node:stream'
import type { S3Config } from '../config'
import { apiFileUrl, assertSafeKey, type FileStorage } from './storage'
import type { UrlSigner } from './upload-urls'

/** A 404 from the bucket: the key (or, for HeadObject, the object) is not there. */
const notFound = (error: unknown) => {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

export type S3StorageOptions = {
  /** Keys under these prefixes are public by nature and may be loaded from `publicUrl`. */
  publicPrefixes?: readonly string[]
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) through the official SDK. */
export async function s3Storage(
  config: S3Config,
  signer?: UrlSigner,
  { publicPrefixes = ['banners/'] }: S3StorageOptions = {},
): Promise<FileStorage> {
  // Loaded only when used (also from the bundle, where a static import would be hoisted): the
  // AWS SDK alone takes a noticeable share of the start-up time.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the
    // newer default (CRC trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = config.bucket
  const size = async (key: string) => {
    assertSafeKey(key)
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
      return head.ContentLength ?? 0
    } catch (error) {
      if (notFound(error)) return undefined
      throw error
    }
  }
  return {
    driver: 's3',
    async put(key, data) {
      assertSafeKey(key)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
          // Keys are never reused, so whoever reads straight from the bucket may keep a copy.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },
    async remove(key) {
      assertSafeKey(key)
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    size,
    async get(key) {
      assertSafeKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!object.Body) return undefined
        return { body: object.Body as Readable, size: object.ContentLength }
      } catch (error) {
        if (notFound(error)) return undefined
        throw error
      }
    },
    url(key, access = 'public') {
      if (
        access === 'public' &&
        config.publicUrl &&
        publicPrefixes.some((prefix) => key.startsWith(prefix))
      ) {
        return `${config.publicUrl}/${key}`
      }
      return apiFileUrl(key, access, signer)
    },
    async *keys() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }))
    },
  }
}
