import { sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Secrets stay out of a copy: they are the product's, not the person's (hashes, tokens). */
const SECRET = /hash|secret|token|search_doc/i
const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)))

const jsonRows = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  rowsOf<{ j: Record<string, unknown> }>(await db.execute(query)).map((row) =>
    withoutSecrets(row.j),
  )

/** Everything held about one person, as JSON documents; undefined when there is no such user. */
export async function readPersonalData(db: DbOrTx, id: number) {
  const [account] = await jsonRows(db, sql`select to_jsonb(u) as j from users u where id = ${id}`)
  if (!account) return undefined
  const listings = await jsonRows(
    db,
    sql`select to_jsonb(p) || jsonb_build_object('pictures', coalesce((
          select jsonb_agg(to_jsonb(pp) order by pp.position) from product_pictures pp
          where pp.product_id = p.id), '[]'::jsonb)) as j
        from products p where p.created_by_id = ${id} order by p.id`,
  )
  const ratings = await jsonRows(
    db,
    sql`select to_jsonb(r) as j from ratings r where r.user_id = ${id} order by r.product_id`,
  )
  const activity = await jsonRows(
    db,
    sql`select to_jsonb(a) as j from audit_log a
        where (a.entity = 'user' and a.entity_id = ${id}) or a.actor_id = ${id}
           or (a.entity = 'product' and a.entity_id in (
                select p.id from products p where p.created_by_id = ${id}))
        order by a.id`,
  )
  const sessions = await jsonRows(
    db,
    sql`select to_jsonb(s) as j from sessions s where s.user_id = ${id} order by s.created_at`,
  )
  const keys = await listingFileKeys(db, id)
  return { account, listings, ratings, activity, sessions, keys }
}

/** The storage keys of a person's listings' pictures. */
async function listingFileKeys(db: DbOrTx, id: number): Promise<string[]> {
  return rowsOf<{ key: string }>(
    await db.execute(sql`
      select k as key from products p
      join product_pictures pp on pp.product_id = p.id
      cross join lateral (values (pp.file_key), (pp.thumb_key), (pp.small_key)) as keys(k)
      where p.created_by_id = ${id} and k is not null`),
  ).map((row) => row.key)
}

/** The account, locked to the commit: its name, e-mail, phone and picture. */
export async function lockPerson(tx: Tx, id: number) {
  const [row] = rowsOf<{ username: string; email: string; phone: string; picture: string | null }>(
    await tx.execute(sql`
      select username, email, phone_number as phone, profile_picture as picture
      from users where id = ${id} for update`),
  )
  return row
}

/**
 * Removes a person from every table: their listings (live and in the trash) with their pictures'
 * rows, their sign-in records, their limiter counters; the activity keeps each event, with its
 * details about them cleared. Answers the storage keys to remove after the commit.
 */
export async function erasePerson(
  tx: Tx,
  id: number,
  person: { email: string; phone: string },
  anonymous: { username: string; email: string; passwordHash: string },
) {
  const keys = await listingFileKeys(tx, id)
  const listings = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from products where created_by_id = ${id}`),
  ).map((row) => Number(row.id))
  const trashed = rowsOf<{
    id: number
    pictures: Array<{ file_key: string; thumb_key: string | null; small_key?: string | null }>
  }>(
    await tx.execute(sql`
      delete from deleted_products where (product->>'created_by_id')::int = ${id}
      returning id, pictures`),
  )
  for (const row of trashed) {
    listings.push(Number(row.id))
    for (const p of row.pictures) {
      keys.push(...[p.file_key, p.thumb_key, p.small_key].filter((k): k is string => Boolean(k)))
    }
  }
  await tx.execute(sql`delete from products where created_by_id = ${id}`)
  const listingIds = sql`(select unnest(${`{${listings.join(',')}}`}::int[]))`
  const email = person.email.toLowerCase()
  const mentions = (column: ReturnType<typeof sql>) =>
    person.phone
      ? sql`(strpos(lower(${column}::text), ${email}) > 0 or strpos(${column}::text, ${person.phone}) > 0)`
      : sql`strpos(lower(${column}::text), ${email}) > 0`
  await tx.execute(sql`
    update audit_log set before = null, after = null
    where (entity = 'user' and entity_id = ${id})
       or (entity = 'product' and entity_id in ${listingIds})
       or ${mentions(sql`before`)} or ${mentions(sql`after`)}`)
  await tx.execute(sql`
    update events set data = null
    where (type like 'product.%' and entity_id in ${listingIds}) or ${mentions(sql`data`)}`)
  await tx.execute(sql`delete from rate_limits where strpos(lower(key), ${email}) > 0`)
  await tx.execute(sql`update sessions set user_agent = null, address = null where user_id = ${id}`)
  for (const table of [
    'refresh_tokens',
    'two_factor_secrets',
    'two_factor_recovery_codes',
    'two_factor_challenges',
    'login_known_addresses',
    'password_reset_tokens',
    'presence',
    'product_claims',
  ]) {
    await tx.execute(sql`delete from ${sql.raw(`"${table}"`)} where user_id = ${id}`)
  }
  await tx.execute(sql`
    update users set username = ${anonymous.username}, email = ${anonymous.email},
      phone_number = '', profile_picture = null, password_hash = ${anonymous.passwordHash},
      role = 'user', is_blocked = true, invited_at = null, lang = null, version = version + 1,
      updated_at = now()
    where id = ${id}`)
  return { keys, listingsRemoved: listings.length }
}
