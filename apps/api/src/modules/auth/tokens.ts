import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

const ISSUER = 'rihla-api'
const AUDIENCE = 'rihla-admin'

export type AccessClaims = { userId: number; role: string; sessionId: string }

/** Signs a short-lived access token; `sid` ties it to its refresh-token family (the session). */
export function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setJti(randomUUID())
    .sign(secret)
}

/** Returns the claims of a valid access token, or null for anything else (never throws). */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    const userId = Number(payload.sub)
    if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || userId < 1) return null
    if (typeof payload.role !== 'string' || typeof payload.sid !== 'string') return null
    return { userId, role: payload.role, sessionId: payload.sid }
  } catch (error) {
    if (error instanceof errors.JOSEError) return null
    throw error
  }
}

/** An opaque refresh token: only its SHA-256 is stored, so a database leak yields no session. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashRefreshToken(token) }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
