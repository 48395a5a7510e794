import { z } from 'zod'
import { CATEGORY_CODES, categorySchema } from './categories'
import { LANGS, PAGE_SIZES } from './constants'
import { schemaMessage } from './message-codes'
import { MESSAGES } from './messages'
import { MAX_ID, pageQuerySchema, pageResponseSchema } from './pagination'

export const subcategorySchema = z.object({
  id: z.number().int(),
  /** The name in the language asked with `lang=`. */
  name: z.string(),
  nameAr: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  category: categorySchema,
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Subcategory = z.infer<typeof subcategorySchema>

export const SUBCATEGORY_SORT_KEYS = ['id', 'name', 'category', 'productCount'] as const
export type SubcategorySortKey = (typeof SUBCATEGORY_SORT_KEYS)[number]

/**
 * `GET /api/products/sub-categories`: without `page`, every subcategory as a bare array (the
 * seed's answer, which the forms and filters read as reference data); with `page`, one page
 * of the list screen in the standard envelope, searched (names in the three languages and the
 * category's names) and sorted by the server (decision 048).
 */
export const subcategoryListQuerySchema = pageQuerySchema(PAGE_SIZES.subcategories).extend({
  page: pageQuerySchema(1).shape.page.unwrap().optional(),
  sort: z.enum(SUBCATEGORY_SORT_KEYS).default('id'),
  lang: z.enum(LANGS).default('ar'),
})
export type SubcategoryListQuery = z.infer<typeof subcategoryListQuerySchema>

/** One page of subcategories (`page` given). */
export const subcategoryPageSchema = pageResponseSchema(subcategorySchema)
export type SubcategoryPage = z.infer<typeof subcategoryPageSchema>

/** The list's answer: every subcategory without `page`, else one page. */
export const subcategoryListResponseSchema = z.union([
  z.array(subcategorySchema),
  subcategoryPageSchema,
])

const sm = MESSAGES.subcategory
const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(100, { error: schemaMessage('generic.tooLong', { max: 100 }) })

/** Create and update payload: the three names and one of the four category codes. */
export const subcategoryBodySchema = z.object({
  nameAr: name(sm.nameAr),
  nameFr: name(sm.nameFr),
  nameEn: name(sm.nameEn),
  category: z.enum(CATEGORY_CODES, { error: sm.category }),
})
export type SubcategoryBody = z.infer<typeof subcategoryBodySchema>

/** Moves every product of a subcategory to another of the same category, then deletes it. */
export const moveAndDeleteBodySchema = z
  .object({
    targetId: z
      .number({ error: sm.moveTarget })
      .int({ error: sm.moveTarget })
      .min(1, { error: sm.moveTarget })
      .max(MAX_ID, { error: sm.moveTarget }),
  })
  .strict()
export type MoveAndDeleteBody = z.infer<typeof moveAndDeleteBodySchema>

export const moveAndDeleteResponseSchema = z.object({
  message: z.string(),
  /** How many products now belong to the target subcategory instead. */
  moved: z.number().int(),
})
export type MoveAndDeleteResponse = z.infer<typeof moveAndDeleteResponseSchema>
