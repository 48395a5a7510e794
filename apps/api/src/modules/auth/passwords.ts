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

let dummyHash: Promise<string> | undefined
/**
 * Verifies against a throw-away hash when the email is unknown, so that an unknown email
 * and a wrong password take the same time and cannot be told apart.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password')
  await verifyPassword(await dummyHash, password)
}
