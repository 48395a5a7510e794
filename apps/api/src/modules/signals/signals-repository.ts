import {
  PAIR_SIGNAL_KINDS,
  type Signal,
  type SignalFilter,
  type SignalKind,
} from '@rihla/contract/signals'
import { and, asc, desc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/rows'
import {
  pictureHashes,
  productPictures,
  productSignals,
  products,
  signalDismissals,
  users,
} from '../../db/schema'
import { COALESCE } from '../../lib/jobs'
import { BANDS, bandProbes, bandRadius, bandsOf, type PictureHash } from './picture-hash'

/** What the job compares of a product; undefined when it is gone. */
export async function findSubject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      wilaya: products.wilaya,
      category: products.category,
      subcategoryId: products.subcategoryId,
      status: products.status,
      createdById: products.createdById,
    })
    .from(products)
    .where(eq(products.id, id))
  return row
}

/** A product's pictures, each with whether its hashes are stored (a picture never changes). */
export async function picturesToHash(db: DbOrTx, productId: number) {
  return db
    .select({
      id: productPictures.id,
      fileKey: productPictures.fileKey,
      thumbKey: productPictures.thumbKey,
      hashed: sql<boolean>`exists (select 1 from ${pictureHashes} h
        where h.picture_id = ${productPictures.id})`,
    })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
}

/**
 * The next pictures without hashes after `afterId`, in id order, with their product: the
 * back-fill of pictures stored before signals existed. Pictures through the primary key of
 * `picture_hashes`, so a table fully hashed is one index probe per picture.
 */
export async function unhashedPictures(db: DbOrTx, afterId: number, limit: number) {
  return db
    .select({ pictureId: productPictures.id, productId: productPictures.productId })
    .from(productPictures)
    .where(
      and(
        sql`${productPictures.id} > ${afterId}`,
        sql`not exists (select 1 from ${pictureHashes} h where h.picture_id = ${productPictures.id})`,
      ),
    )
    .orderBy(asc(productPictures.id))
    .limit(limit)
}

/**
 * Asks for every waiting product's signals again, as durable jobs (after a back-fill), each
 * joining a job of its product already waiting (the key `signalsKey` makes, `<kind>:<id>`).
 */
export async function enqueueSignalsOfWaiting(db: DbOrTx, kind: string) {
  await db.execute(sql`
    insert into jobs (kind, payload, run_at, max_attempts, dedupe_key)
    select ${kind}, jsonb_build_object('productId', id), now(), 3, ${kind}::text || ':' || id
    from ${products} where status = 'pending'
    ${COALESCE}`)
}

/**
 * Stores a picture's hashes, unless it or its product was deleted meanwhile. The product's row
 * is locked first (`for key share`), then the picture's, in the order a delete takes its locks
 * (the product `for update`, then its pictures by cascade). The insert alone locked the picture
 * for its foreign key before the product: a delete of a product whose pictures were being
 * hashed could deadlock with it, and PostgreSQL then failed one of the two (a 500 for the
 * delete; test/signals-delete-race.postgres.test.ts).
 */
export async function insertPictureHashes(
  db: DbOrTx,
  productId: number,
  pictureId: number,
  hashes: PictureHash[],
) {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('key share')
    if (!product) return
    const [picture] = await tx
      .select({ id: productPictures.id })
      .from(productPictures)
      .where(eq(productPictures.id, pictureId))
      .for('key share')
    if (!picture) return
    await tx
      .insert(pictureHashes)
      .values(hashes.map((h) => ({ pictureId, productId, variant: h.variant, hash: h.hash })))
      .onConflictDoNothing()
  })
}

export async function storedHashes(db: DbOrTx, productId: number): Promise<PictureHash[]> {
  return db
    .select({ variant: pictureHashes.variant, hash: pictureHashes.hash })
    .from(pictureHashes)
    .where(eq(pictureHashes.productId, productId))
}

/** The band expression of an index of migration 0025. */
const bandOf = (band: number) => sql.raw(`(("hash" >> ${48 - 16 * band}) & 65535)`)

/**
 * Other products with a picture within `maxDistance` of one of `hashes`: a whole hash against
 * every variant, a crop against whole hashes only. Each band's index is probed with the
 * values near the hash's band (never a scan); the exact distance filters the candidates.
 */
export async function nearPictures(
  db: DbOrTx,
  productId: number,
  hashes: PictureHash[],
  maxDistance: number,
): Promise<Array<{ otherId: number; distance: number }>> {
  if (hashes.length === 0) return []
  const rows = rowsOf<{ other_id: number; distance: number }>(
    await db.execute(nearPicturesQuery(productId, hashes, maxDistance)),
  )
  return rows.map((r) => ({ otherId: Number(r.other_id), distance: Number(r.distance) }))
}

/** The statement of `nearPictures` (the bench explains it at a large table). */
export function nearPicturesQuery(productId: number, hashes: PictureHash[], maxDistance: number) {
  const radius = bandRadius(maxDistance)
  const branches = hashes.map(({ variant, hash }) => {
    const bands = bandsOf(hash)
    const probes = Array.from({ length: BANDS }, (_, band) => {
      const values = bandProbes(bands[band] ?? 0, radius)
      return sql`${bandOf(band)} in (${sql.raw(values.join(', '))})`
    })
    return sql`select "product_id", bit_count(("hash" # ${hash.toString()}::bigint)::bit(64)) as d
      from ${pictureHashes}
      where (${sql.join(probes, sql` or `)}) and "product_id" <> ${productId}
      ${variant === 0 ? sql`` : sql`and "variant" = 0`}`
  })
  return sql`select "product_id" as other_id, min(d)::int as distance
    from (${sql.join(branches, sql` union all `)}) near
    where d <= ${maxDistance}
    group by "product_id" order by distance, "product_id" limit 20`
}

/**
 * Other products of the category whose normalized title has a trigram similarity of at least
 * `threshold` with this one's, nearest first: the GIN trigram index of migration 0025 gives
 * the rows sharing enough trigrams (`%`), and only those are compared.
 */
export async function similarTitles(
  db: DbOrTx,
  subject: { id: number; title: string; category: string },
  threshold: number,
): Promise<Array<{ otherId: number; title: string; similarity: number }>> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`,
    )
    const rows = rowsOf<{ id: number; title: string; similarity: number }>(
      await tx.execute(sql`select "id", "title",
          similarity(search_normalize("title"), search_normalize(${subject.title})) as similarity
        from ${products}
        where "category" = ${subject.category} and "id" <> ${subject.id}
          and search_normalize("title") % search_normalize(${subject.title})
        order by similarity desc, "id" limit 10`),
    )
    return rows.map((r) => ({
      otherId: Number(r.id),
      title: r.title,
      similarity: Number(r.similarity),
    }))
  })
}

/** The accounts sharing the submitter's phone, and their listings (any status). */
export async function phoneFigures(db: DbOrTx, userId: number) {
  const [row] = rowsOf<{ accounts: number; listings: number }>(
    await db.execute(sql`select count(distinct u."id")::int as accounts,
        count(p."id")::int as listings
      from ${users} u left join ${products} p on p."created_by_id" = u."id"
      where u."phone_number" = (select "phone_number" from ${users} where "id" = ${userId})`),
  )
  return { accounts: Number(row?.accounts ?? 0), listings: Number(row?.listings ?? 0) }
}

/**
 * The median and median absolute deviation of the log prices of the approved listings of a
 * subcategory and wilaya (this one aside), read from the partial index of migration 0025:
 * always as up to date as the listings themselves.
 */
export async function logPriceSpread(
  db: DbOrTx,
  subject: { id: number; subcategoryId: number; wilaya: number },
) {
  const [row] = rowsOf<{ n: number; median: number | null; mad: number | null }>(
    await db.execute(sql`with g as (
        select ln("price"::float8) as l from ${products}
        where "subcategory_id" = ${subject.subcategoryId} and "wilaya" = ${subject.wilaya}
          and "status" = 'approved' and "id" <> ${subject.id}),
      m as (select count(*)::int as n,
        percentile_cont(0.5) within group (order by l) as median from g)
      select m.n, m.median,
        (select percentile_cont(0.5) within group (order by abs(g.l - m.median)) from g) as mad
      from m`),
  )
  return {
    n: Number(row?.n ?? 0),
    median: row?.median == null ? null : Number(row.median),
    mad: row?.mad == null ? null : Number(row.mad),
  }
}

/** The pairs of `productId` a moderator said are not duplicates, as `kind:otherId`. */
export async function dismissedPairs(db: DbOrTx, productId: number) {
  const rows = await db
    .select({
      kind: signalDismissals.kind,
      lowId: signalDismissals.lowId,
      highId: signalDismissals.highId,
    })
    .from(signalDismissals)
    .where(or(eq(signalDismissals.lowId, productId), eq(signalDismissals.highId, productId)))
  return new Set(rows.map((r) => `${r.kind}:${r.lowId === productId ? r.highId : r.lowId}`))
}

export type NewSignal = Signal & { otherProductId?: number }

/** The advisory locks of signals writers: (this namespace, a product id). */
const SIGNALS_LOCK = 49

/**
 * One lock order for every writer of pair signals (decision 053): a transaction-scoped
 * advisory lock per product at either end of the rows it will change, in id order, before any
 * row is touched. A row names both of its ends and each writer holds both, so two writers of
 * one row never meet on it in opposite orders (concurrent jobs of listings naming each other
 * deadlocked in their deletes).
 */
async function lockSignalsOf(tx: DbOrTx, ids: Iterable<number>) {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNALS_LOCK}, ${id})`)
  }
}

/**
 * Replaces a product's signals, and the pair signals other products had naming it: the
 * mirror of each pair goes to the other product when it waits. Signals naming a product gone
 * meanwhile are dropped. Returns the products whose signals changed besides this one, or
 * undefined when this one is gone.
 */
export async function replaceSignals(
  tx: DbOrTx,
  productId: number,
  found: NewSignal[],
): Promise<number[] | undefined> {
  const linked = rowsOf<{ product_id: number; other_product_id: number | null }>(
    await tx.execute(sql`select product_id, other_product_id from ${productSignals}
      where product_id = ${productId} or other_product_id = ${productId}`),
  )
  const named = found.flatMap((s) => s.otherProductId ?? [])
  await lockSignalsOf(tx, [
    productId,
    ...named,
    ...linked.flatMap((r) => [Number(r.product_id), Number(r.other_product_id ?? productId)]),
  ])
  // The rows the inserts will name, locked before any signal row is (in id order, as a
  // decision locks them), so a delete of one of them cannot wait on this writer's rows.
  const statuses = new Map(
    rowsOf<{ id: number; status: string }>(
      await tx.execute(sql`select id, status from ${products}
        where id in (${sql.join(
          [productId, ...named].map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for key share`),
    ).map((r) => [Number(r.id), r.status]),
  )
  if (!statuses.has(productId)) return undefined
  const signals = found.filter(
    (s) => s.otherProductId === undefined || statuses.has(s.otherProductId),
  )
  const dropped = await tx
    .delete(productSignals)
    .where(
      and(
        eq(productSignals.otherProductId, productId),
        inArray(productSignals.kind, [...PAIR_SIGNAL_KINDS]),
      ),
    )
    .returning({ id: productSignals.productId })
  await tx.delete(productSignals).where(eq(productSignals.productId, productId))
  const mirrors = signals.filter(
    (s) => s.otherProductId !== undefined && statuses.get(s.otherProductId) === 'pending',
  )
  const rows = [
    ...signals.map((s) => ({ ...s, productId, otherProductId: s.otherProductId ?? null })),
    ...mirrors.map((s) => ({
      ...s,
      productId: s.otherProductId as number,
      otherProductId: productId,
      // The other product's side names this one's title.
      detail: s.kind === 'similar-title' ? { ...s.detail, otherTitle: undefined } : s.detail,
    })),
  ]
  if (rows.length > 0) {
    await tx.insert(productSignals).values(
      rows.map(({ productId: pid, kind, score, otherProductId, detail }) => ({
        productId: pid,
        kind,
        score,
        otherProductId,
        detail,
      })),
    )
  }
  return [
    ...new Set([...dropped.map((d) => d.id), ...mirrors.map((m) => m.otherProductId as number)]),
  ]
}

/** The kinds of signals of each of `ids` (for the event that updates open queues). */
export async function kindsOf(db: DbOrTx, ids: number[]) {
  const out = new Map<number, SignalKind[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return out
  const rows = await db
    .selectDistinct({ id: productSignals.productId, kind: productSignals.kind })
    .from(productSignals)
    .where(inArray(productSignals.productId, ids))
    .orderBy(asc(productSignals.productId), asc(productSignals.kind))
  for (const row of rows) out.get(row.id)?.push(row.kind)
  return out
}

/**
 * A product's signals, strongest first (dismissed pairs are never stored). A pair signal names
 * the other listing's owner as they are now (null once that account is deleted), for the
 * side-by-side view.
 */
export async function listSignals(db: DbOrTx, productId: number): Promise<Signal[]> {
  const other = alias(products, 'other')
  const rows = await db
    .select({
      kind: productSignals.kind,
      score: productSignals.score,
      otherProductId: productSignals.otherProductId,
      detail: productSignals.detail,
      ownerId: users.id,
      ownerName: users.username,
    })
    .from(productSignals)
    .leftJoin(other, eq(other.id, productSignals.otherProductId))
    .leftJoin(users, eq(users.id, other.createdById))
    .where(eq(productSignals.productId, productId))
    .orderBy(desc(productSignals.score), asc(productSignals.kind), asc(productSignals.id))
  return rows.map((r) => ({
    kind: r.kind,
    score: Math.min(1, Math.max(0, r.score)),
    ...(r.otherProductId !== null ? { otherProductId: r.otherProductId } : {}),
    detail:
      r.otherProductId === null
        ? r.detail
        : {
            ...r.detail,
            otherOwner:
              r.ownerId !== null && r.ownerName !== null
                ? { id: r.ownerId, username: r.ownerName }
                : null,
          },
  }))
}

/** Records "not a duplicate" for a pair and drops its signals both ways. */
export async function dismissPair(
  tx: DbOrTx,
  kind: (typeof PAIR_SIGNAL_KINDS)[number],
  a: number,
  b: number,
  by: number,
) {
  const [lowId, highId] = a < b ? [a, b] : [b, a]
  await lockSignalsOf(tx, [a, b])
  await tx
    .insert(signalDismissals)
    .values({ kind, lowId, highId, dismissedBy: by })
    .onConflictDoNothing()
  const dropped = await tx
    .delete(productSignals)
    .where(
      and(
        eq(productSignals.kind, kind),
        or(
          and(eq(productSignals.productId, a), eq(productSignals.otherProductId, b)),
          and(eq(productSignals.productId, b), eq(productSignals.otherProductId, a)),
        ),
      ),
    )
    .returning({ id: productSignals.productId })
  return dropped.length
}

export async function productExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id))
  return row !== undefined
}

/**
 * The waiting list's `signalKinds` column: the kinds of a row's stored signals, computed for
 * the page's rows only (a column, as the submitter's name, not a join).
 */
export const signalKindsColumn = sql<SignalKind[]>`coalesce((
  select array_agg(distinct s."kind" order by s."kind") from ${productSignals} s
  where s."product_id" = "products"."id"), '{}')`

/** `?signal=any|<kind>`: the rows with a stored signal (of that kind). */
export function signalCondition(value: SignalFilter | Placeholder | string | number | Date): SQL {
  return sql`exists (select 1 from ${productSignals} s where s."product_id" = "products"."id"
    and (${value} = 'any' or s."kind" = ${value}))`
}
