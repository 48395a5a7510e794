import { lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { loginKnownAddresses } from '../../db/schema'

/** The most recent addresses kept per account, and how long an unused one is kept. */
const KEEP_PER_ACCOUNT = 20
export const KNOWN_ADDRESS_DAYS = 90
const DAY_MS = 86_400_000

/** Records that the account signed in from `address`; keeps its 20 most recent addresses. */
export async function rememberAddress(db: DbOrTx, userId: number, address: string, now: number) {
  const seen = new Date(now)
  await db
    .insert(loginKnownAddresses)
    .values({ userId, address, lastSeen: seen })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.userId, loginKnownAddresses.address],
      set: { lastSeen: seen },
    })
  await db.execute(sql`
    delete from login_known_addresses
    where user_id = ${userId} and address not in (
      select address from login_known_addresses where user_id = ${userId}
      order by last_seen desc limit ${KEEP_PER_ACCOUNT})`)
}

/** An SQL condition: `address` is a known address of the user row `userId` points at. */
export function knownAddressSql(userId: unknown, address: string, now: number) {
  const since = new Date(now - KNOWN_ADDRESS_DAYS * DAY_MS).toISOString()
  return sql<boolean>`exists (select 1 from login_known_addresses k
    where k.user_id = ${userId} and k.address = ${address} and k.last_seen > ${since}::timestamptz)`
}

/** Forgets addresses unused for 90 days. */
export async function sweepKnownAddresses(db: DbOrTx, now: number) {
  const before = new Date(now - KNOWN_ADDRESS_DAYS * DAY_MS)
  await db.delete(loginKnownAddresses).where(lte(loginKnownAddresses.lastSeen, before))
}

/** Whether the account completed a sign-in from `address` (within the kept days). */
export async function isKnownAddress(db: DbOrTx, userId: number, address: string, now: number) {
  const result = (await db.execute(
    sql`select ${knownAddressSql(userId, address, now)} as known`,
  )) as unknown as { rows: Array<{ known: boolean }> }
  return result.rows[0]?.known === true
}
