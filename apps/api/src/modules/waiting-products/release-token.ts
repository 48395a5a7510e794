import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Release tokens: what lets a closing tab end its claims with a beacon, which
 * cannot carry the Authorization header. `<userId>.<productId>.<exp>.<HMAC-SHA256>`, keyed
 * with a key derived from the JWT secret for this use only (an access token is no release
 * token and the other way round). No cookie is ever read: a cross-site form or beacon, which
 * can POST a text/plain body here, cannot know a token, so it releases nothing (CSRF-safe).
 */
const PURPOSE = 'rihla claim release v1'

const keys = new WeakMap<Uint8Array, Buffer>()
function keyFor(secret: Uint8Array): Buffer {
  let key = keys.get(secret)
  if (!key) {
    key = createHmac('sha256', Buffer.from(secret)).update(PURPOSE).digest()
    keys.set(secret, key)
  }
  return key
}

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', keyFor(secret)).update(payload).digest('base64url')

/** A token that releases `userId`'s claim on `productId` until `expiresAt` (the claim's end). */
export function signReleaseToken(
  secret: Uint8Array,
  userId: number,
  productId: number,
  expiresAt: Date,
): string {
  const payload = `${userId}.${productId}.${Math.ceil(expiresAt.getTime() / 1000)}`
  return `${payload}.${sign(secret, payload)}`
}

const SHAPE = /^([1-9]\d{0,15})\.([1-9]\d{0,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

/** Whose claim on which product a valid, unexpired token releases; null for anything else. */
export function verifyReleaseToken(
  secret: Uint8Array,
  token: string,
  now = Date.now(),
): { userId: number; productId: number } | null {
  const match = SHAPE.exec(token.trim())
  if (!match) return null
  const [, user, product, exp, signature] = match
  if (!user || !product || !exp || !signature) return null
  const expected = Buffer.from(sign(secret, `${user}.${product}.${exp}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (Number(exp) * 1000 < now) return null
  const userId = Number(user)
  const productId = Number(product)
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(productId)) return null
  return { userId, productId }
}
