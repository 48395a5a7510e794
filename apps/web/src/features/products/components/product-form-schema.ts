import { isImageType, MAX_UPLOAD_BYTES } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import { productFieldsSchema } from '@rihla/contract/products'
import { z } from 'zod'
import type { CreateProductInput } from '../api/create-product'

/** What the form holds: text as typed, selects as their option values, the chosen file. */
export type AddProductValues = {
  title: string
  price: string
  description: string
  location: string
  wilaya: string
  category: string
  subcategoryId: string
  picture: File | null
}

export const EMPTY_PRODUCT: AddProductValues = {
  title: '',
  price: '',
  description: '',
  location: '',
  wilaya: '',
  category: '',
  subcategoryId: '',
  picture: null,
}

/** The image checks of the seed: required, an image, under 10 MB (the server checks bytes). */
export function pictureError(picture: File | null): string | null {
  if (!picture) return MESSAGES.product.image
  if (!isImageType(picture.type)) return MESSAGES.banner.notImage
  if (picture.size > MAX_UPLOAD_BYTES) return MESSAGES.banner.tooLarge
  return null
}

/** The contract's fields, with an empty category allowed in the form until one is chosen. */
export const productTextSchema = productFieldsSchema.extend({
  category: z.string().pipe(productFieldsSchema.shape.category),
})

/** The edit form's rules: the add form's, its picture left alone (pictures are edited apart). */
export const editProductSchema = productTextSchema.extend({ picture: z.custom<File | null>() })

/**
 * The add form's rules: the contract's schema, the one the server runs, so both give the seed's
 * messages in the seed's order, and the picture the seed asks for.
 */
export const addProductSchema = productTextSchema
  .extend({
    picture: z.custom<File | null>().check((ctx) => {
      const problem = pictureError(ctx.value)
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value })
    }),
  })
  .transform(({ picture, ...fields }): CreateProductInput => ({ fields, picture: picture as File }))
