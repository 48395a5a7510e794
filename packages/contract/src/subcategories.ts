import { z } from 'zod'
import { CATEGORY_CODES } from './categories'
import { fillMessage } from './message-codes'
import { MESSAGES } from './messages'
import { MAX_ID } from './pagination'

export const subcategorySchema = z.object({
  id: z.number().int(),
  /** The name in the language asked with `lang=`. */
  name: z.string(),
  nameAr: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  category: z.enum(CATEGORY_CODES),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Subcategory = z.infer<typeof subcategorySchema>

const sm = MESSAGES.subcategory
const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(100, { error: fillMessage(MESSAGES.generic.tooLong, { max: 100 }) })

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
