import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1); @node-rs/argon2 defaults to argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * The hash an invited account holds until its person sets a password (decision 035): a real
 * argon2id hash of 32 random bytes nobody keeps, so `verify` rejects every password, and a
 * sign-in to an invited address costs the same work as a wrong password (no timing tell).
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'))
}

let dummyHash: Promise<string> | undefined

/**
 * Computes, once, the throw-away hash that `burnPasswordCheck` verifies against. The auth
 * routes call it while the app starts, so the first sign-in with an unknown email does not
 * pay for a hash on top of the verify and stand out by its time (docs/security.md).
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}

/**
 * Verifies against the throw-away hash when the email is unknown, so that an unknown email
 * and a wrong password cost the same argon2 work and cannot be told apart by their time.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await prepareDummyHash(), password)
}
