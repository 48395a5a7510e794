import { and, asc, eq, getTableColumns, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { banners, products } from '../../db/schema'
import { type PagedList, readPage } from '../../lib/paged-list'

/**
 * Serializes every change of the banners' order (add, delete, reorder, a PATCH of `position`) on
 * every instance: positions stay 1..n without gaps or ties. Taken before any banner row, so two
 * changes wait for each other instead of deadlocking.
 */
const ORDER_LOCK_KEY = 7_402_517_327

export async function lockBannerOrder(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_KEY})`)
}

/** The database's clock, in ms: the one every instance compares schedules with. */
const nowMs = sql<number>`(extract(epoch from now()) * 1000)`.mapWith(Number)

/** Shown now: switched on, started (inclusive), not ended (exclusive); see `bannerStateAt`. */
const liveNow = and(
  eq(banners.active, true),
  or(isNull(banners.activeFrom), lte(banners.activeFrom, sql`now()`)),
  or(isNull(banners.activeTo), gt(banners.activeTo, sql`now()`)),
)

const bannerColumns = getTableColumns(banners)

const byPosition = [asc(banners.position), asc(banners.id)] as const

/** The banners shown now, in their order: a paged list like the others (lib/paged-list.ts). */
const liveBanners: PagedList<typeof bannerColumns, 'position', never> = {
  name: 'banners-live',
  table: banners,
  id: banners.id,
  columns: bannerColumns,
  sorts: { position: { column: banners.position, type: 'integer' } },
  filters: {},
  where: liveNow,
}

/** The live banners in their order, one page, with how many are live. */
export function readLiveBanners(db: DbOrTx, page: number, limit: number) {
  return readPage(db, liveBanners, { page, limit, sort: 'position', order: 'asc' })
}

export type BannerRow = typeof banners.$inferSelect
/** A banner with its linked product's title and the database's clock when it was read. */
export type AdminBannerRow = BannerRow & { productTitle: string | null; now: number }

/** Every banner (or one) with its linked product's title, in their order. */
export function readAdminBanners(db: DbOrTx, id?: number): Promise<AdminBannerRow[]> {
  return db
    .select({
      ...getTableColumns(banners),
      productTitle: products.title,
      now: nowMs,
    })
    .from(banners)
    .leftJoin(products, eq(products.id, banners.linkProductId))
    .where(id === undefined ? undefined : eq(banners.id, id))
    .orderBy(...byPosition)
}

/** Locks a banner for a change (`for update`); undefined when there is none. */
export async function lockBanner(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update')
  return row
}

/** The banners' ids in their order (take the order lock first to rely on it). */
export async function orderedIds(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: banners.id })
    .from(banners)
    .orderBy(...byPosition)
  return rows.map((row) => row.id)
}

/** Gives the banners positions 1..n in the order of `ids` (every banner, each once). */
export async function writeOrder(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  await tx.execute(sql`
    update banners set position = o.n, updated_at = now()
    from unnest(array[${list}]::int[]) with ordinality as o(id, n)
    where banners.id = o.id and banners.position <> o.n`)
}

/** Adds a banner first in the order, the others one place down (under the order lock). */
export async function insertFirst(tx: DbOrTx, fileKey: string) {
  await tx.update(banners).set({ position: sql`${banners.position} + 1` })
  const [row] = await tx.insert(banners).values({ fileKey, position: 1 }).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

/** Deletes a banner and closes the gap it leaves in the order (under the order lock). */
export async function deleteBannerRow(tx: DbOrTx, id: number) {
  const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning()
  if (!row) return undefined
  await tx
    .update(banners)
    .set({ position: sql`${banners.position} - 1` })
    .where(gt(banners.position, row.position))
  return row
}

/** Writes a change of a banner and bumps its version; answers the new version. */
export async function updateBannerRow(
  tx: DbOrTx,
  id: number,
  values: Partial<
    Pick<BannerRow, 'fileKey' | 'linkProductId' | 'linkUrl' | 'activeFrom' | 'activeTo' | 'active'>
  >,
) {
  const [row] = await tx
    .update(banners)
    .set({ ...values, version: sql`${banners.version} + 1`, updatedAt: sql`now()` })
    .where(eq(banners.id, id))
    .returning({ version: banners.version })
  return row?.version
}

/** Whether the product is approved: a banner, seen by everyone, may lead to no other. */
export async function catalogueProductExists(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'approved')))
  return row !== undefined
}
