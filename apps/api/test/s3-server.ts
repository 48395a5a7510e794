import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

/** s3rver's default credentials. */
const KEY = 'S3RVER'

/**
 * A real S3 protocol server on a loopback port, storing into a temporary folder, with one
 * bucket; `env` configures the API to use it. Not a mock: the AWS SDK speaks HTTP to it.
 */
export async function startS3Server(bucket = 'rihla-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 'rihla-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // s3rver signs bucket-level requests (HeadBucket, ListObjects) over "/bucket" where the SDK
    // signs "/bucket/", so it would refuse them; object requests are checked the same either way.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  })
  return {
    bucket,
    endpoint,
    client,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every key in the bucket, sorted. */
    async keys(prefix?: string) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
      return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort()
    },
    async close() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
