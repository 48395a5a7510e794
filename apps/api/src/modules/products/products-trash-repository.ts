import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/rows'

const iso = (value: Date | string) => new Date(value).toISOString()

export type TrashedProduct = { id: number; title: string; status: string; purgeAfter: string }

/**
 * Moves products into `deleted_products`: the row, its pictures and its ratings as JSON, then
 * deletes the row (pictures and ratings go by cascade, the counters by their triggers). Call it
 * inside the transaction that records the audit entry. Files stay until the purge.
 */
export async function moveToTrash(
  tx: DbOrTx,
  ids: number[],
  actorId: number,
  windowSeconds: number,
): Promise<TrashedProduct[]> {
  if (ids.length === 0) return []
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = rowsOf<{ id: number; title: string; status: string; purge_after: Date | string }>(
    await tx.execute(sql`
      insert into deleted_products (id, product, pictures, ratings, deleted_by, purge_after)
      select p.id, to_jsonb(p),
        coalesce((select jsonb_agg(to_jsonb(pp) order by pp.position, pp.id)
                  from product_pictures pp where pp.product_id = p.id), '[]'::jsonb),
        coalesce((select jsonb_agg(to_jsonb(r) order by r.user_id)
                  from ratings r where r.product_id = p.id), '[]'::jsonb),
        ${actorId}, now() + make_interval(secs => ${windowSeconds})
      from products p where p.id in (${idList})
      returning id, product->>'title' as title, product->>'status' as status, purge_after`),
  )
  await tx.execute(sql`delete from products where id in (${idList})`)
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    status: r.status,
    purgeAfter: iso(r.purge_after),
  }))
}

/**
 * A trashed product, locked for the restore; `expired` once its undo window has passed. Its
 * subcategory is locked first (`for share`), as a move or delete of the subcategory locks it
 * (`for update`) before its trash rows: one order, so the two wait for each other instead of
 * deadlocking. `currentCategory` is that subcategory's category now (null once deleted).
 */
export async function findTrashed(tx: DbOrTx, id: number) {
  const [ref] = rowsOf<{ subcategory_id: number | null }>(
    await tx.execute(sql`
      select (product->>'subcategory_id')::int as subcategory_id
      from deleted_products where id = ${id}`),
  )
  if (!ref) return undefined
  const [subcategory] = rowsOf<{ category: string }>(
    await tx.execute(
      sql`select category from subcategories where id = ${ref.subcategory_id} for share`,
    ),
  )
  const [row] = rowsOf<{
    id: number
    expired: boolean
    title: string
    status: string
    category: string
  }>(
    await tx.execute(sql`
      select id, purge_after <= now() as expired,
        product->>'title' as title, product->>'status' as status,
        product->>'category' as category
      from deleted_products where id = ${id} for update`),
  )
  if (!row) return undefined
  return { ...row, currentCategory: subcategory?.category ?? null }
}

type SnapshotField = 'product' | 'pictures' | 'ratings'
const snapshot = (id: number, name: SnapshotField) =>
  sql`(select t.${sql.identifier(name)} from deleted_products t where t.id = ${id})`

/**
 * The columns of `table` that the snapshot holds (every element of it, for a list). A column
 * added by a later migration is missing from an older snapshot: it is left out of the insert,
 * so it takes its default instead of a NULL that a NOT NULL column refuses.
 */
async function snapshotColumns(tx: DbOrTx, table: string, id: number, name: SnapshotField) {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select a.attname as name from pg_attribute a
      where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
        and not exists (
          select 1 from jsonb_array_elements(
            case jsonb_typeof(${snapshot(id, name)}) when 'array' then ${snapshot(id, name)}
            else jsonb_build_array(${snapshot(id, name)}) end) e
          where not jsonb_exists(e, a.attname::text))
      order by a.attnum`),
  )
  return sql.join(
    rows.map((r) => sql.identifier(r.name)),
    sql`, `,
  )
}

/**
 * Puts a trashed product back as it was: same id, pictures and ratings (ratings of users who
 * no longer exist are dropped); columns its snapshot lacks get their defaults. The insert
 * triggers bring the counters back.
 */
export async function restoreFromTrash(tx: DbOrTx, id: number) {
  const product = await snapshotColumns(tx, 'products', id, 'product')
  await tx.execute(sql`
    insert into products (${product})
    select ${product} from jsonb_populate_record(null::products, ${snapshot(id, 'product')})`)
  const pictures = await snapshotColumns(tx, 'product_pictures', id, 'pictures')
  await tx.execute(sql`
    insert into product_pictures (${pictures})
    select ${pictures}
    from jsonb_populate_recordset(null::product_pictures, ${snapshot(id, 'pictures')})`)
  const ratings = await snapshotColumns(tx, 'ratings', id, 'ratings')
  await tx.execute(sql`
    insert into ratings (${ratings})
    select ${ratings} from jsonb_populate_recordset(null::ratings, ${snapshot(id, 'ratings')}) r
    where exists (select 1 from users u where u.id = r.user_id)`)
  await tx.execute(sql`delete from deleted_products where id = ${id}`)
}

/**
 * Deletes up to `limit` trash rows whose window closed more than `graceSeconds` ago, skipping
 * rows another instance is purging; returns the storage keys of their files.
 */
export async function takeExpired(db: DbOrTx, limit: number, graceSeconds: number) {
  const rows = rowsOf<{
    id: number
    pictures: Array<{ file_key: string; thumb_key: string | null; small_key?: string | null }>
  }>(
    await db.execute(sql`
      delete from deleted_products where id in (
        select id from deleted_products
        where purge_after <= now() - make_interval(secs => ${graceSeconds})
        order by purge_after limit ${limit} for update skip locked)
      returning id, pictures`),
  )
  // `small_key` is missing from snapshots taken before migration 0016.
  const keys = rows.flatMap((row) =>
    row.pictures.flatMap((p) =>
      [p.file_key, p.thumb_key, p.small_key].filter((key): key is string => Boolean(key)),
    ),
  )
  return { count: rows.length, keys }
}
