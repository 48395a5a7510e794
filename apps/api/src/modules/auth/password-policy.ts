import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { formError } from '../../lib/http-errors'
import { isCommonPassword } from './common-passwords'

/** Whose password it is: its context words (ASVS V6.2.11) come from these. */
export type PasswordOwner = { email: string; username: string }

/** The product's own name, which every guesser of this site tries first. */
const PRODUCT_WORDS = ['rihla']
/** Shorter words would refuse too many passwords for a chance match ("ali", "sam" stay). */
const CONTEXT_WORD_MIN = 3

// zxcvbn's matchers, with no dictionary but the context words given per check: they find a
// word in any letter case, in l33t ("R1hl@"), reversed, and a whole password within two edits
// of one; and repeats and sequences. Only the first 64 characters are read: the matching grows
// fast with length (20 ms at 64, 150 ms at 256), and sign-up runs it before its rate limit.
const matcher = new ZxcvbnFactory({
  useLevenshteinDistance: true,
  levenshteinThreshold: 2,
  maxLength: 64,
})

/** The e-mail's local part and its words, the username and its words, the product's name. */
export function contextWords(owner: PasswordOwner): string[] {
  const local = owner.email.trim().split('@')[0] ?? ''
  const name = owner.username.trim()
  const words = [
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...(local.match(/\p{L}+/gu) ?? []),
    name.replace(/\s+/g, ''),
    ...name.split(/\s+/),
    ...PRODUCT_WORDS,
  ]
  const lower = words.map((word) => word.toLowerCase())
  return [...new Set(lower)].filter((word) => [...word].length >= CONTEXT_WORD_MIN)
}

type Matches = ReturnType<typeof matcher.check>['sequence']

function holdsContextWord(sequence: Matches, words: string[], length: number): boolean {
  return sequence.some(
    (match) =>
      (match.pattern === 'dictionary' && match.dictionaryName === 'userInputs') ||
      // "rihlarihla…" is read as a repeat of its base: look inside it.
      (match.pattern === 'repeat' &&
        typeof match.baseToken === 'string' &&
        match.baseToken.length < length &&
        holdsContextWord(
          matcher.check(match.baseToken, words).sequence,
          words,
          match.baseToken.length,
        )),
  )
}

/** Whether at least half of what was read is repeats ("aaaa", "abcabc") or sequences ("1234"). */
function mostlyRepeats(sequence: Matches, length: number): boolean {
  const covered = sequence
    .filter((match) => match.pattern === 'repeat' || match.pattern === 'sequence')
    .reduce((sum, match) => sum + match.token.length, 0)
  return covered * 2 >= Math.min(length, 64)
}

/**
 * The server's part of the password policy, wherever a password is set (sign-up, a change, a
 * reset or invitation link): not a common password, no context word (the e-mail's local part,
 * the username, the product's name, or close to one of them), not mostly repeats. Each refusal
 * is a 400 with its message in `details`, after the contract schema's checks.
 */
export async function refuseWeakPassword(password: string, owner: PasswordOwner) {
  if (await isCommonPassword(password)) throw formError('password.common')
  const words = contextWords(owner)
  const { sequence } = matcher.check(password, words)
  if (holdsContextWord(sequence, words, password.length)) throw formError('password.contextWord')
  if (mostlyRepeats(sequence, password.length)) throw formError('password.repeats')
}
