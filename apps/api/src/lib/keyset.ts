import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm'

/** The SQL types a sort column can have, to cast a cursor's text back exactly. */
export type KeysetType = 'text' | 'char' | 'numeric' | 'timestamptz' | 'boolean' | 'integer'

/** A sort for keyset reading: the column, its type, and whether nulls sort last (both ways). */
export type KeysetSort = {
  column: AnyColumn | SQL
  type: KeysetType
  /** The id breaks ties and is the column of the id-only sort. */
  id: AnyColumn
  ascending: boolean
  nullsLast?: boolean
}

/** Where the previous batch ended: the last row's id and its sort value as text. */
export type KeysetCursor = { id: number; key: string | null }

const CASTS: Record<KeysetType, string> = {
  text: 'text',
  char: 'char(1)',
  numeric: 'numeric',
  timestamptz: 'timestamptz',
  boolean: 'boolean',
  integer: 'integer',
}

/** The sort value as text: a timestamp's microseconds survive, which a Date would lose. */
export const keysetKey = (sort: KeysetSort) => sql<string | null>`(${sort.column})::text`

export function keysetOrder(sort: KeysetSort): SQL[] {
  const dir = sort.ascending ? asc : desc
  return [
    ...(sort.nullsLast ? [asc(sql`${sort.column} is null`)] : []),
    dir(sort.column),
    dir(sort.id),
  ]
}

/** The condition for "after the cursor" in `keysetOrder`'s order. */
export function keysetAfter(sort: KeysetSort, cursor: KeysetCursor | undefined): SQL | undefined {
  if (!cursor) return undefined
  const op = sql.raw(sort.ascending ? '>' : '<')
  if (sort.column === sort.id) return sql`${sort.id} ${op} ${cursor.id}`
  if (cursor.key === null) return sql`(${sort.column} is null and ${sort.id} ${op} ${cursor.id})`
  const value = sql`cast(${cursor.key} as ${sql.raw(CASTS[sort.type])})`
  const after = sql`(${sort.column}, ${sort.id}) ${op} (${value}, ${cursor.id})`
  return sort.nullsLast ? sql`(${after} or ${sort.column} is null)` : after
}

/** Reads a sorted list in batches after the last row of the one before (no OFFSET). */
export async function* keysetBatches<Row extends { id: number; sortKey: string | null }>(
  read: (after: KeysetCursor | undefined, size: number) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  let after: KeysetCursor | undefined
  for (;;) {
    const rows = await read(after, size)
    if (rows.length > 0) yield rows
    const last = rows.at(-1)
    if (!last || rows.length < size) return
    after = { id: last.id, key: last.sortKey }
  }
}
