import { CATEGORIES } from '@rihla/contract/categories'
import type { Lang } from '@rihla/contract/constants'
import { parseIdText } from '@rihla/contract/pagination'
import { normalizeSearchText } from '@rihla/contract/search-text'
import type {
  Subcategory,
  SubcategoryBody,
  SubcategoryListQuery,
  SubcategorySortKey,
} from '@rihla/contract/subcategories'
import { asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { products, subcategories } from '../../db/schema'
import { type PagedList, readPage } from '../../lib/paged-list'

type Row = typeof subcategories.$inferSelect

const nameOf = (row: Row, lang: Lang) => ({ ar: row.nameAr, fr: row.nameFr, en: row.nameEn })[lang]

function toSubcategory(row: Row, productCount: number, lang: Lang): Subcategory {
  return {
    id: row.id,
    name: nameOf(row, lang),
    nameAr: row.nameAr,
    nameFr: row.nameFr,
    nameEn: row.nameEn,
    category: row.category,
    productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every subcategory with the number of products (waiting ones too) that use it. */
export async function listSubcategories(db: DbOrTx, lang: Lang) {
  const rows = await db
    .select({ row: subcategories, productCount: count(products.id) })
    .from(subcategories)
    .leftJoin(products, eq(products.subcategoryId, subcategories.id))
    .groupBy(subcategories.id)
    .orderBy(asc(subcategories.id))
  return rows.map((r) => toSubcategory(r.row, r.productCount, lang))
}

/**
 * How many products (waiting ones too) use the row's subcategory. Written out: drizzle leaves a
 * column unqualified, and `id` in the subquery would be the product's.
 */
const productCount =
  sql<number>`(select count(*) from products p where p.subcategory_id = "subcategories"."id")`.mapWith(
    Number,
  )

const categoryNames = CATEGORIES.map((c) => ({
  code: c.code,
  text: normalizeSearchText([c.en, c.fr, c.ar].join(' ')),
}))

/** A term of digits names the subcategory of that id. */
function idNamed(term: string): SQL | undefined {
  const id = parseIdText(term)
  return id === null ? undefined : eq(subcategories.id, id)
}

/** The list screen's pages, one list per language of the names (their sort differs). */
function subcategoryList(lang: Lang) {
  return {
    name: `subcategories-${lang}`,
    table: subcategories,
    id: subcategories.id,
    columns: { row: getTableColumns(subcategories), productCount },
    sorts: {
      id: { column: subcategories.id, type: 'integer' },
      name: { column: subcategories[NAME_COLUMN[lang]], type: 'text' },
      category: { column: subcategories.category, type: 'char' },
      productCount: { column: productCount, type: 'integer' },
    },
    filters: {},
    // The names in the three languages; a word of a category's name finds its subcategories,
    // and a number its id (the screen's search "matches any field", as the seed's did).
    search: {
      doc: subcategories.searchDoc,
      short: idNamed,
      places: (word: string) => [
        ...categoryNames
          .filter((c) => c.text.includes(word))
          .map((c) => eq(subcategories.category, c.code)),
        ...[idNamed(word)].filter((id) => id !== undefined),
      ],
    },
  } satisfies PagedList<SelectedFields, SubcategorySortKey, never>
}
const NAME_COLUMN = { ar: 'nameAr', fr: 'nameFr', en: 'nameEn' } as const
const subcategoryLists = {
  ar: subcategoryList('ar'),
  fr: subcategoryList('fr'),
  en: subcategoryList('en'),
}

/** One page of the subcategories screen, searched and sorted by the server. */
export async function readSubcategoryPage(
  db: DbOrTx,
  query: Pick<SubcategoryListQuery, 'limit' | 'search' | 'sort' | 'order' | 'lang'> & {
    page: number
  },
) {
  const { rows, total, totalCapped } = await readPage(db, subcategoryLists[query.lang], query)
  return {
    data: rows.map((r) => toSubcategory(r.row, r.productCount, query.lang)),
    total,
    totalCapped,
  }
}

export async function findSubcategory(db: DbOrTx, id: number, lang: Lang) {
  const [row] = await db.select().from(subcategories).where(eq(subcategories.id, id))
  if (!row) return undefined
  const [used] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.subcategoryId, id))
  return toSubcategory(row, used?.n ?? 0, lang)
}

export async function insertSubcategory(db: DbOrTx, body: SubcategoryBody) {
  const [row] = await db.insert(subcategories).values(body).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function updateSubcategory(db: DbOrTx, id: number, body: SubcategoryBody) {
  const [row] = await db
    .update(subcategories)
    .set({ ...body, version: sql`${subcategories.version} + 1`, updatedAt: new Date() })
    .where(eq(subcategories.id, id))
    .returning()
  return row
}

export async function deleteSubcategory(db: DbOrTx, id: number) {
  const [row] = await db.delete(subcategories).where(eq(subcategories.id, id)).returning()
  return row
}

/** Locks a subcategory (`for update`), so a restore (`for share`) and a move take turns. */
export async function lockSubcategory(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ version: subcategories.version })
    .from(subcategories)
    .where(eq(subcategories.id, id))
    .for('update')
  return row?.version
}

/** A subcategory's version (its ETag), or undefined when it does not exist. */
export async function subcategoryVersion(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ version: subcategories.version })
    .from(subcategories)
    .where(eq(subcategories.id, id))
  return row?.version
}

/** Ends the undo window of a deleted subcategory's trashed products: they could not come back. */
export async function closeTrashOf(db: DbOrTx, id: number) {
  await db.execute(sql`
    update deleted_products set purge_after = '-infinity'
    where (product->>'subcategory_id')::int = ${id}`)
}

/**
 * Locks two subcategories in id order, so two moves between them cannot deadlock and no product is
 * added to either meanwhile.
 */
export async function lockSubcategories(db: DbOrTx, ids: [number, number]) {
  const [a, b] = [...ids].sort((x, y) => x - y)
  await db.execute(
    sql`select id from subcategories where id in (${a}, ${b}) order by id for update`,
  )
}

/** Moves every product of `from` to `to`; answers how many moved. */
export async function moveProducts(db: DbOrTx, from: number, to: number) {
  const moved = await db
    .update(products)
    .set({ subcategoryId: to })
    .where(eq(products.subcategoryId, from))
    .returning({ id: products.id })
  return moved.length
}
