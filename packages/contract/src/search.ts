import { z } from 'zod'
import { categorySchema } from './categories'
import { LANGS } from './constants'
import { searchTextSchema } from './pagination'
import { PRODUCT_STATUSES } from './products'

/** Top-bar search across users, products and subcategories (`GET /api/search`). */
export const searchQuerySchema = z.object({
  q: searchTextSchema.pipe(z.string().min(1)),
  limit: z.coerce.number().int().min(1).max(20).default(5),
  lang: z.enum(LANGS).default('en'),
})

export const searchResponseSchema = z.object({
  users: z.array(z.object({ id: z.number().int(), username: z.string(), email: z.string() })),
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.enum(PRODUCT_STATUSES),
      /** The first picture, small; a signed URL while the product waits for approval. */
      thumbnailUrl: z.string().nullable(),
    }),
  ),
  subcategories: z.array(
    z.object({ id: z.number().int(), name: z.string(), category: categorySchema }),
  ),
})
export type SearchResponse = z.infer<typeof searchResponseSchema>
