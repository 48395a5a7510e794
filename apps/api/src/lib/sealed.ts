import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

/**
 * Seals a value for the job queue (decision 032): a queued mail's reset link must not be readable
 * from the database, where its token is only hashed.
 */
export function sealer(secret: Uint8Array) {
  const key = createHmac('sha256', secret).update('rihla:job-payloads:v1').digest()
  return {
    seal(value: unknown): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    open(sealed: string): unknown {
      const bytes = Buffer.from(sealed, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
      decipher.setAuthTag(bytes.subarray(12, 28))
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
      return JSON.parse(text.toString('utf8'))
    },
  }
}
export type Sealer = ReturnType<typeof sealer>
