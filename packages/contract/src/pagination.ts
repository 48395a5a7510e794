import { z } from 'zod'
import { MAX_PAGE_LIMIT } from './constants'
import { MESSAGES } from './messages'

/**
 * Text to search for. PostgreSQL cannot hold a NUL character: refused here, as a 400, rather
 * than failing in the database halfway through a streamed CSV export (found by the fuzzer).
 */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100)
  .refine((text) => !text.includes('\u0000'), { error: MESSAGES.generic.invalidSearch })

/** Query of a paged list: `page` from 1, `limit` up to MAX_PAGE_LIMIT, with a per-list default. */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
    search: searchTextSchema.optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
}

/**
 * A searched list's count: by default a search counts its matches up to a cap and says
 * `totalCapped` above it; `count=exact` asks for every match counted (the "Count all" action),
 * which the server gives within its statement timeout, else answers capped as before.
 */
export const searchCountQuery = {
  count: z.enum(['exact']).optional(),
}

/** Number of pages for a total, 0 when there is nothing to show. */
export function totalPages(total: number, limit: number): number {
  return Math.ceil(total / limit)
}

/**
 * The one page meta of every paged answer: the page and limit asked, the total and
 * the page count. Each list composes it into its answer: `{data, meta}` (`pageResponseSchema`)
 * for users, activity and subcategories; spread beside `products` for the products lists, as
 * the seed reads them; the seed's banners array carries `total` in `X-Total-Count` instead.
 */
export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /**
   * Present and true when a search has more matches than it counts: `total` is a floor, more
   * than `total` match, and a page past `totalPages` holds some.
   */
  totalCapped: z.literal(true).optional(),
})
export type PageMeta = z.infer<typeof pageMetaSchema>

/** The meta of a page read for `query` (the server builds every answer's meta with it). */
export function pageMeta(
  query: { page: number; limit: number },
  read: { total: number; totalCapped?: boolean },
): PageMeta {
  return {
    page: query.page,
    limit: query.limit,
    total: read.total,
    totalPages: totalPages(read.total, query.limit),
    ...(read.totalCapped ? { totalCapped: true as const } : {}),
  }
}

/** A page in the standard envelope: its rows in `data`, the page meta in `meta`. */
export function pageResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: pageMetaSchema })
}

/** The largest id (and version) a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647

/**
 * An id as a path or a query string carries it: decimal digits only, so `0x10`, `1e1`, ` 7`
 * or `7.0` are refused rather than read as another number (the web's `parseId` reads the
 * same rule, `ID_TEXT`), then 1 to MAX_ID.
 */
export const ID_TEXT = /^\d{1,10}$/

/** Reads `text` as an id by the rule above, or null. */
export function parseIdText(text: string | null | undefined): number | null {
  if (!text || !ID_TEXT.test(text)) return null
  const id = Number(text)
  return id >= 1 && id <= MAX_ID ? id : null
}

/**
 * An id in a path or query (a string on the wire): `/users/abc` and `/users/0x10` are a 400.
 * The API description calls it what it is, an integer (a path writes one in decimal), so a
 * generated client takes a number.
 */
export const idTextSchema = z
  .string()
  .regex(ID_TEXT)
  .pipe(z.coerce.number<string>().int().min(1).max(MAX_ID))
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID })

/** A positive integer id in a path, so `/users/abc` is a 400, never a database error. */
export const idParamSchema = z.object({ id: idTextSchema })
