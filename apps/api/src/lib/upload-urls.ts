import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Short-lived signed URLs for files that are not public (pictures of products waiting for
 * approval): an `<img>` cannot send the bearer header, so the URL carries an HMAC of key and
 * expiry keyed from JWT_SECRET (decision 011).
 */
export type UrlSigner = {
  /** The query string (without `?`) that lets `key` be read until about `ttl` seconds from now. */
  sign(key: string, nowSeconds?: number): string
  /** Seconds the signature has left, or undefined when it is missing, wrong or expired. */
  verify(key: string, expires: unknown, signature: unknown, nowSeconds?: number): number | undefined
}

const now = () => Math.floor(Date.now() / 1000)

export function urlSigner(secret: Uint8Array, ttlSeconds: number): UrlSigner {
  // A key of its own, so an upload signature can never pass for anything else signed with it.
  const key = createHmac('sha256', secret).update('rihla:upload-urls:v1').digest()
  const mac = (fileKey: string, expires: number) =>
    createHmac('sha256', key).update(`${fileKey}\n${expires}`).digest()
  // Expiries are rounded up to a step, so every answer within one step gives the same URL and
  // the browser's cached copy is used instead of fetching the picture again.
  const step = Math.max(1, Math.floor(ttlSeconds / 2))
  return {
    sign(fileKey, at = now()) {
      const expires = Math.ceil((at + ttlSeconds) / step) * step
      return `expires=${expires}&signature=${mac(fileKey, expires).toString('base64url')}`
    },
    verify(fileKey, expires, signature, at = now()) {
      if (typeof expires !== 'string' || typeof signature !== 'string') return undefined
      if (!/^\d{1,12}$/.test(expires) || !/^[\w-]{43}$/.test(signature)) return undefined
      const until = Number(expires)
      if (until <= at) return undefined
      const expected = mac(fileKey, until)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      return until - at
    },
  }
}
