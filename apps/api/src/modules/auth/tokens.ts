import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createSigner, createVerifier, TokenError } from 'fast-jwt'

const ISSUER = 'rihla-api'
const AUDIENCE = 'rihla-admin'
/** How far in the future a token's `iat` may be: clocks of several instances drift a little. */
export const ISSUED_AT_SKEW_SECONDS = 30
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type AccessClaims = { userId: number; role: string; sessionId: string }

type Verify = (token: string) => Record<string, unknown>
type Sign = (payload: Record<string, unknown>) => string

/**
 * One verifier per secret, built once: fast-jwt checks HS256 synchronously with node:crypto
 * and keeps the result of recently verified tokens (up to their `exp`), so a client's next
 * request costs a map lookup instead of an HMAC. Measured in bench/RESULTS.md (run 3): jose's
 * WebCrypto path was about a tenth of the API's CPU on a list request.
 */
const verifiers = new WeakMap<Uint8Array, Verify>()
const signers = new Map<string, Sign>()

function verifierFor(secret: Uint8Array): Verify {
  let verify = verifiers.get(secret)
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(secret),
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      cache: 10_000,
    }) as Verify
    verifiers.set(secret, verify)
  }
  return verify
}

function signerFor(secret: Uint8Array, ttlSeconds: number): Sign {
  const key = `${Buffer.from(secret).toString('base64')}:${ttlSeconds}`
  let sign = signers.get(key)
  if (!sign) {
    sign = createSigner({
      key: Buffer.from(secret),
      algorithm: 'HS256',
      iss: ISSUER,
      aud: AUDIENCE,
      expiresIn: ttlSeconds * 1000,
    }) as Sign
    signers.set(key, sign)
  }
  return sign
}

/** Signs a short-lived access token; `sid` ties it to its refresh-token family (the session). */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  ttlSeconds: number,
): Promise<string> {
  return signerFor(
    secret,
    ttlSeconds,
  )({
    sub: String(claims.userId),
    role: claims.role,
    sid: claims.sessionId,
    typ: 'access',
    jti: randomUUID(),
  })
}

/** Returns the claims of a valid access token, or null for anything else (never throws). */
export function verifyAccessToken(secret: Uint8Array, token: string): AccessClaims | null {
  let payload: Record<string, unknown>
  try {
    payload = verifierFor(secret)(token)
  } catch (error) {
    if (error instanceof TokenError) return null
    throw error
  }
  const userId = Number(payload.sub)
  if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || userId < 1) return null
  if (typeof payload.role !== 'string' || typeof payload.sid !== 'string') return null
  // A session id is a UUID (the session check compares it with a uuid column).
  if (!UUID.test(payload.sid)) return null
  // A token issued in the future was not issued by this server's clock (fast-jwt checks only
  // exp and nbf): refused beyond a small skew.
  const iat = payload.iat
  if (typeof iat !== 'number' || iat > Date.now() / 1000 + ISSUED_AT_SKEW_SECONDS) return null
  return { userId, role: payload.role, sessionId: payload.sid }
}

/** An opaque refresh token: only its SHA-256 is stored, so a database leak yields no session. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashRefreshToken(token) }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
