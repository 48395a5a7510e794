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

/** A positive integer id in a path, so `/users/abc` is a 400, never a database error. */
export const idParamSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
})
