import type { Config } from '../../config'
import { limitAddress } from '../../lib/address-key'
import type { LimitKey } from '../../lib/rate-limiter'

/**
 * The four sign-in limits (docs/security.md): one email from one address; one address,
 * any email; one account from every address, which an address the account signed in from
 * does not obey (it still adds to the count), so an attacker cannot lock staff out; and every
 * sign-in of one email from one address, right or wrong, which is never given back (a right
 * password costs argon2 time too).
 */
export function loginKeys(
  rules: Config['login']['rules'],
  email: string,
  address: string,
  knownAddress: boolean,
) {
  // IPv6 by /64 (lib/address-key.ts); the account's known addresses stay exact.
  const from = limitAddress(address)
  const pair: LimitKey = { key: `login:pair:${email}|${from}`, rule: rules.emailFromAddress }
  const keys: LimitKey[] = [
    pair,
    { key: `login:ip:${from}`, rule: rules.address },
    { key: `login:account:${email}`, rule: rules.account, enforce: !knownAddress },
    { key: `login:signins:${email}|${from}`, rule: rules.signIns },
  ]
  return { keys, pairKey: pair.key, signInsKey: `login:signins:${email}|${from}` }
}
