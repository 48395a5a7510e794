import { createHash, randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '@rihla/contract/auth'

// Crockford-like alphabet without 0/O and 1/I/L: codes are read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const HALF = 5

function half(): string {
  let text = ''
  for (let i = 0; i < HALF; i++) text += ALPHABET[randomInt(ALPHABET.length)]
  return text
}

/**
 * Ten codes like `K7QPM-3XRTA`: 10 symbols of 31, about 50 bits each, too many to guess, so a
 * fast hash (SHA-256) is enough to keep a database leak from yielding them.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`)
}

/** The stored form of a code; the input is normalized as the contract does (no dash, upper case). */
export function hashRecoveryCode(code: string): string {
  const normalized = code.replace(/[\s-]/g, '').toUpperCase()
  return createHash('sha256').update(normalized).digest('hex')
}

/** A recovery code has letters or is longer than an authenticator code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return code.length === HALF * 2
}
